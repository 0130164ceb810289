import { useEffect, useState } from "react";
import { PageHeading } from "../components/page-heading";
import { Button, ErrorMessage } from "../components/ui";
import type { StaffUser } from "#shared/staff-api/auth";
import { ApiError, call, messageOf, type AnswerOf } from "../lib/api";
import { ceremonyMessage, registerFromLink } from "../lib/passkeys";
import { whileLive } from "../lib/live";

const WORDS = {
  invitation: {
    gone: "This invitation link has expired, was revoked or has already been used. Ask an administrator for a new one.",
    refused: "Invitation not valid",
    title: "Welcome to the staff console",
    checking: "Checking your invitation…",
    intro: "This invitation is for",
    create: "Create a passkey on this device to sign in from now on: no password is ever stored.",
    button: "Create your passkey",
  },
  recovery: {
    gone: "This recovery link has expired, was cancelled or has already been used. Ask an administrator to start a new recovery.",
    refused: "Recovery link not valid",
    title: "Replace your passkey",
    checking: "Checking your recovery link…",
    intro: "This recovery is for",
    create: "Create a new passkey on this device. Your previous passkeys no longer sign you in.",
    button: "Create your new passkey",
  },
} as const;

type State = { kind: "loading" } | ({ kind: "ready" } & AnswerOf<"POST /auth/invitation/options">) | { kind: "refused"; message: string };

/**
 * /staff/invite#<token> and /staff/recover#<token>: the token stays in the
 * fragment, which browsers never send to a server or put in a Referer, so it
 * reaches no log. Opening the link registers a passkey for the account it names.
 */
function OneTimeLink({ kind, onSignedIn }: { kind: "invitation" | "recovery"; onSignedIn: (user: StaffUser) => void }) {
  const w = WORDS[kind];
  const [token] = useState(() => window.location.hash.slice(1));
  const [state, setState] = useState<State>(() => (token ? { kind: "loading" } : { kind: "refused", message: w.gone }));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    const body = { body: { token } };
    return whileLive(
      kind === "invitation" ? call("POST /auth/invitation/options", body) : call("POST /auth/recovery/options", body),
      (r) => setState({ kind: "ready", email: r.email, options: r.options }),
      (e) => {
        const gone = e instanceof ApiError && [400, 404, 409, 410].includes(e.status);
        setState({ kind: "refused", message: gone ? e.message || w.gone : messageOf(e) });
      },
    );
  }, [token, kind, w.gone]);

  const create = async () => {
    if (state.kind !== "ready") return;
    setBusy(true);
    setError(undefined);
    try {
      const user = await registerFromLink(kind, token, state.options);
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
        <PageHeading>{w.refused}</PageHeading>
        <p>{state.message}</p>
      </div>
    );
  return (
    <div className="mx-auto max-w-md">
      <PageHeading>{w.title}</PageHeading>
      {state.kind === "loading" ? (
        <p>{w.checking}</p>
      ) : (
        <>
          <p className="mb-4">
            {w.intro} <strong>{state.email}</strong>. {w.create}
          </p>
          <Button onClick={create} disabled={busy}>
            {busy ? "Waiting for your passkey…" : w.button}
          </Button>
          <ErrorMessage message={error} />
        </>
      )}
    </div>
  );
}

export const Invite = (props: { onSignedIn: (user: StaffUser) => void }) => <OneTimeLink kind="invitation" {...props} />;
export const Recover = (props: { onSignedIn: (user: StaffUser) => void }) => <OneTimeLink kind="recovery" {...props} />;
