import { useState } from "react";
import { PageHeading } from "../components/page-heading";
import { Button, ErrorMessage } from "../components/ui";
import { messageOf } from "../lib/api";
import type { StaffUser } from "#shared/staff-api/auth";
import { ceremonyMessage, signInWithPasskey } from "../lib/passkeys";

/** No email is asked: the passkey names its account, so nothing reveals who has one. */
export function SignIn({ onSignedIn }: { onSignedIn: (user: StaffUser) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await signInWithPasskey());
    } catch (e) {
      setError(ceremonyMessage(e) ?? messageOf(e));
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-md">
      <PageHeading>Sign in</PageHeading>
      <p className="mb-4">Use the passkey you created from your invitation (on this device, or a phone nearby).</p>
      <Button onClick={signIn} disabled={busy}>
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </Button>
      <ErrorMessage message={error} />
      <p className="mt-6 text-sm text-slate-700">No passkey yet? Ask an administrator for an invitation link.</p>
    </div>
  );
}
