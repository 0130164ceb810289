import { useEffect, useState } from "react";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { PageHeading } from "../components/page-heading";
import { Button, ErrorMessage } from "../components/ui";
import { api, ApiError, messageOf } from "../lib/api";
import type { StaffUser } from "../lib/api-types";
import { acceptInvitation, ceremonyMessage } from "../lib/passkeys";

const EXPIRED = "This invitation link has expired or has already been used. Ask an administrator for a new one.";

type State =
  | { kind: "loading" }
  | { kind: "ready"; email: string; options: PublicKeyCredentialCreationOptionsJSON }
  | { kind: "refused"; message: string };

/**
 * /staff/invite#<token>: the token stays in the fragment, which browsers never
 * send to a server or put in a Referer, so it reaches no log.
 */
export function Invite({ onSignedIn }: { onSignedIn: (user: StaffUser) => void }) {
  const [token] = useState(() => window.location.hash.slice(1));
  const [state, setState] = useState<State>(() => (token ? { kind: "loading" } : { kind: "refused", message: EXPIRED }));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    api<{ email: string; options: PublicKeyCredentialCreationOptionsJSON }>("POST", "/auth/invitation/options", { token }).then(
      (r) => live && setState({ kind: "ready", email: r.email, options: r.options }),
      (e: unknown) => {
        if (!live) return;
        const gone = e instanceof ApiError && (e.status === 404 || e.status === 410 || e.status === 400);
        setState({ kind: "refused", message: gone ? e.message || EXPIRED : messageOf(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const create = async () => {
    if (state.kind !== "ready") return;
    setBusy(true);
    setError(undefined);
    try {
      const user = await acceptInvitation(token, state.options);
      // The token is spent: keep it out of the history entry.
      window.history.replaceState(null, "", window.location.pathname);
      onSignedIn(user);
    } catch (e) {
      setError(ceremonyMessage(e) ?? messageOf(e));
      setBusy(false);
    }
  };

  if (state.kind === "refused")
    return (
      <div className="mx-auto max-w-md">
        <PageHeading>Invitation not valid</PageHeading>
        <p>{state.message}</p>
      </div>
    );
  return (
    <div className="mx-auto max-w-md">
      <PageHeading>Welcome to the staff console</PageHeading>
      {state.kind === "loading" ? (
        <p>Checking your invitation…</p>
      ) : (
        <>
          <p className="mb-4">
            This invitation is for <strong>{state.email}</strong>. Create a passkey on this device to sign in from now on: no password is
            ever stored.
          </p>
          <Button onClick={create} disabled={busy}>
            {busy ? "Waiting for your passkey…" : "Create your passkey"}
          </Button>
          <ErrorMessage message={error} />
        </>
      )}
    </div>
  );
}
