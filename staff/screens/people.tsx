import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useAnnounce } from "../components/announcer";
import { PageHeading } from "../components/page-heading";
import { Button, Card, ErrorMessage, TextField } from "../components/ui";
import { api, messageOf } from "../lib/api";
import { withReauth } from "../lib/passkeys";
import { ROLES, type AdminUser, type Passkey, type StaffUser } from "../lib/api-types";
import { formatDateTime } from "../lib/format";

function RoleBoxes({ legend, value, onChange }: { legend: string; value: string[]; onChange: (roles: string[]) => void }) {
  return (
    <fieldset className="mt-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {ROLES.map((r) => (
          <label key={r} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={value.includes(r)}
              onChange={(e) => onChange(e.target.checked ? [...value, r] : value.filter((x) => x !== r))}
            />
            {r}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Invite({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [roles, setRoles] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ url: string; expiresAt: string }>();
  const announce = useAnnounce();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!roles.length) return setError("Choose at least one role.");
    try {
      setResult(
        await withReauth(() =>
          api<{ url: string; expiresAt: string }>("POST", "/users/invitations", { email: email.trim(), name: name.trim(), roles }),
        ),
      );
      announce("Invitation created. Copy the link and send it to the person.");
      onInvited();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const copy = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.url);
      announce("Link copied.");
    } catch {
      announce("Copying was refused: select the link and copy it.");
    }
  };
  return (
    <Card title="Invite a person">
      <form onSubmit={submit}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="off" />
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
        </div>
        <RoleBoxes legend="Roles" value={roles} onChange={setRoles} />
        <Button type="submit" className="mt-3">
          Create invitation
        </Button>
      </form>
      <ErrorMessage message={error} />
      {result && (
        <div className="mt-4">
          <TextField
            label={`Invitation link (single use, valid until ${formatDateTime(result.expiresAt)})`}
            readOnly
            value={result.url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button variant="secondary" className="mt-2" onClick={copy}>
            Copy link
          </Button>
        </div>
      )}
    </Card>
  );
}

function PersonRow({ user, self, onChanged }: { user: AdminUser; self: StaffUser; onChanged: () => void }) {
  const announce = useAnnounce();
  const [roles, setRoles] = useState(user.roles);
  const [passkeys, setPasskeys] = useState<Passkey[]>();
  const [error, setError] = useState<string>();

  const run = async (work: () => Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await work();
      announce(done);
      onChanged();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const patch = (body: Record<string, unknown>, done: string) =>
    run(() => withReauth(() => api("PATCH", `/users/${encodeURIComponent(user.id)}`, { ...body, version: user.version })), done);
  const showPasskeys = () =>
    run(
      async () => setPasskeys((await api<{ passkeys: Passkey[] }>("GET", `/users/${encodeURIComponent(user.id)}/passkeys`)).passkeys),
      `${user.name}'s passkeys shown.`,
    );
  const same = roles.length === user.roles.length && roles.every((r) => user.roles.includes(r));

  return (
    <li className="rounded border border-slate-300 bg-white p-3">
      <h3 className="font-semibold">
        {user.name} {user.disabled && <span className="text-red-800">(disabled)</span>}
      </h3>
      <p className="text-sm break-all text-slate-700">
        {user.email} · last sign-in {formatDateTime(user.lastSignInAt)} · {user.passkeys} {user.passkeys === 1 ? "passkey" : "passkeys"}
      </p>
      <RoleBoxes legend={`Roles of ${user.name}`} value={roles} onChange={setRoles} />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={same} onClick={() => patch({ roles }, `Roles of ${user.name} saved.`)}>
          Save roles
        </Button>
        {user.id !== self.id && (
          <Button
            variant={user.disabled ? "secondary" : "danger"}
            onClick={() =>
              patch({ disabled: !user.disabled }, user.disabled ? `${user.name} enabled.` : `${user.name} disabled and signed out.`)
            }
          >
            {user.disabled ? `Enable ${user.name}` : `Disable ${user.name}`}
          </Button>
        )}
        <Button variant="secondary" onClick={showPasskeys}>
          Passkeys of {user.name}
        </Button>
      </div>
      <ErrorMessage message={error} />
      {passkeys && (
        <ul className="mt-2 space-y-1">
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2">
              {p.name || "Passkey"} · added {formatDateTime(p.createdAt)} · last used {formatDateTime(p.lastUsedAt)}
              <Button
                variant="danger"
                aria-label={`Remove passkey ${p.name || "Passkey"} of ${user.name}`}
                onClick={() =>
                  run(async () => {
                    await withReauth(() => api("DELETE", `/users/${encodeURIComponent(user.id)}/passkeys/${encodeURIComponent(p.id)}`));
                    setPasskeys(passkeys.filter((k) => k.id !== p.id));
                  }, "Passkey removed.")
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function People({ self }: { self: StaffUser }) {
  const [users, setUsers] = useState<AdminUser[]>();
  const [error, setError] = useState<string>();
  const load = useCallback(
    () =>
      api<{ users: AdminUser[] }>("GET", "/users").then(
        (r) => setUsers(r.users),
        (e: unknown) => setError(messageOf(e)),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div>
      <PageHeading>People</PageHeading>
      <Invite onInvited={load} />
      <ErrorMessage message={error} />
      <h2 className="mb-3 text-lg font-semibold">Everyone with console access</h2>
      {users ? (
        <ul className="space-y-3">
          {users.map((u) => (
            <PersonRow key={`${u.id}:${u.version}`} user={u} self={self} onChanged={load} />
          ))}
        </ul>
      ) : (
        !error && <p>Loading…</p>
      )}
    </div>
  );
}
