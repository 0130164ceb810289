import { useCallback, useState, type FormEvent } from "react";
import { useAnnounce } from "../components/announcer";
import { PageHeading } from "../components/page-heading";
import { Button, Card, ErrorMessage, TextField } from "../components/ui";
import { call, messageOf, SIGNED_OUT_EVENT, type AnswerOf } from "../lib/api";
import { formatDateTime } from "../lib/format";
import { addPasskey, ceremonyMessage, withReauth } from "../lib/passkeys";
import { useLoad } from "../lib/use-load";

export function Account() {
  const announce = useAnnounce();
  const [me, setMe] = useState<AnswerOf<"GET /me">>();
  const [error, setError] = useState<string>();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => call("GET /me").then(setMe, (e: unknown) => setError(messageOf(e))), []);
  useLoad(load);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await run();
      announce(done);
      await load();
      return true;
    } catch (e) {
      setError(ceremonyMessage(e) ?? messageOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (await act(() => addPasskey(name.trim()), "Passkey added.")) setName("");
  };

  const everywhere = async () => {
    setBusy(true);
    try {
      await call("POST /auth/sign-out-everywhere");
      announce("You are signed out on every device.");
      window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };

  return (
    <div>
      <PageHeading>My account</PageHeading>
      <ErrorMessage message={error} />
      {me && (
        <>
          <p className="mb-4">
            {me.user.name} · {me.user.email} · roles: {me.user.roles.join(", ") || "none"}
          </p>
          <Card title="My passkeys">
            <ul className="mb-4 space-y-2">
              {me.passkeys.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-3">
                  <span>
                    <strong>{p.name || "Passkey"}</strong> · added {formatDateTime(p.createdAt)} · last used {formatDateTime(p.lastUsedAt)}
                  </span>
                  <Button
                    variant="danger"
                    disabled={busy || me.passkeys.length < 2}
                    aria-label={`Remove passkey ${p.name || "Passkey"}`}
                    onClick={() =>
                      act(() => withReauth(() => call("DELETE /me/passkeys/:id", { params: { id: p.id } })), "Passkey removed.")
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            {me.passkeys.length < 2 && (
              <p className="mb-4 text-sm text-slate-700">
                Your only passkey cannot be removed: add another one first (a phone and a laptop, say).
              </p>
            )}
            <form onSubmit={add} className="flex flex-wrap items-end gap-2">
              <TextField
                label="Name for the new passkey"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={60}
                placeholder="e.g. Work phone"
                required
              />
              <Button type="submit" disabled={busy}>
                Add a passkey
              </Button>
            </form>
          </Card>
          <Card title="Sessions">
            <p className="mb-3">Lost a device? Sign out everywhere ends every session of yours, this one too.</p>
            <Button variant="danger" onClick={everywhere} disabled={busy}>
              Sign out everywhere
            </Button>
          </Card>
        </>
      )}
    </div>
  );
}
