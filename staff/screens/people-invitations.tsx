import { useState, type FormEvent } from "react";
import { useAnnounce } from "../components/announcer";
import { OneTimeLinkField } from "../components/one-time-link";
import { RoleBoxes } from "../components/role-boxes";
import { Button, Card, ErrorMessage, TextField } from "../components/ui";
import type { Role } from "#shared/staff-api/roles";
import { call, messageOf, type AnswerOf } from "../lib/api";
import { formatDateTime } from "../lib/format";
import { withReauth } from "../lib/passkeys";
import { WaitingList } from "./people-waiting-list";

type PendingInvitation = AnswerOf<"GET /users/invitations">["invitations"][number];

/** Invites a new person: a new account only (an address that has one is refused, and the answer says to recover it). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [roles, setRoles] = useState<Role[]>([]);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<AnswerOf<"POST /users/invitations">>();
  const announce = useAnnounce();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setResult(undefined);
    if (!roles.length) return setError("Choose at least one role.");
    try {
      const made = await withReauth(() => call("POST /users/invitations", { body: { email: email.trim(), name: name.trim(), roles } }));
      setResult(made);
      announce(
        "emailedTo" in made ? `Invitation emailed to ${made.emailedTo}.` : "Invitation created. Copy the link and send it to the person.",
      );
      onInvited();
    } catch (err) {
      setError(messageOf(err));
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
      {result && "emailedTo" in result && (
        <p className="mt-4">
          Invitation emailed to <strong>{result.emailedTo}</strong>; the link works once, until {formatDateTime(result.expiresAt)}.
        </p>
      )}
      {result && "url" in result && <OneTimeLinkField label="Invitation link" url={result.url} expiresAt={result.expiresAt} />}
    </Card>
  );
}

/** The invitations not used yet: who invited whom, for which roles, until when; each can be revoked. */
export function PendingInvitations({ invitations, onChanged }: { invitations: PendingInvitation[]; onChanged: () => void }) {
  const announce = useAnnounce();
  const [error, setError] = useState<string>();
  const revoke = async (i: PendingInvitation) => {
    setError(undefined);
    try {
      await call("DELETE /users/invitations/:invitationId", { params: { invitationId: i.id } });
      announce(`Invitation of ${i.email} revoked.`);
      onChanged();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <Card title="Invitations waiting to be used">
      <ErrorMessage message={error} />
      <WaitingList
        items={invitations}
        line={(i) => (
          <>
            <span className="break-all">
              <strong>{i.name}</strong> &lt;{i.email}&gt; as {i.roles.join(", ")} · invited by {i.invitedBy} · until{" "}
              {formatDateTime(i.expiresAt)}
            </span>
            <Button variant="danger" aria-label={`Revoke the invitation of ${i.email}`} onClick={() => void revoke(i)}>
              Revoke
            </Button>
          </>
        )}
      />
    </Card>
  );
}
