import { useState } from "react";
import { useAnnounce } from "../components/announcer";
import { OneTimeLinkField } from "../components/one-time-link";
import { Button, Card, ErrorMessage } from "../components/ui";
import type { StaffUser } from "#shared/staff-api/auth";
import { call, messageOf, type AnswerOf } from "../lib/api";
import { formatDateTime } from "../lib/format";
import { withReauth } from "../lib/passkeys";
import { WaitingList } from "./people-waiting-list";

type Recovery = AnswerOf<"GET /users/recoveries">["recoveries"][number];
/** An approval whose link was not emailed (no mail server set): the link to hand to its owner. */
type RecoveryLink = Extract<AnswerOf<"POST /users/recoveries/:recoveryId/approve">, { url: string }>;

/**
 * Recoveries of lost passkeys under way: a second administrator approves
 * (the link goes to the person's own address), or anyone cancels. Whoever
 * started one cannot approve it.
 */
export function Recoveries({ recoveries, self, onChanged }: { recoveries: Recovery[]; self: StaffUser; onChanged: () => void }) {
  const announce = useAnnounce();
  const [error, setError] = useState<string>();
  const [link, setLink] = useState<RecoveryLink>();
  const run = async (work: () => Promise<void>) => {
    setError(undefined);
    try {
      await work();
      onChanged();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const approve = (r: Recovery) =>
    run(async () => {
      const done = await withReauth(() => call("POST /users/recoveries/:recoveryId/approve", { params: { recoveryId: r.id } }));
      if ("emailedTo" in done) announce(`Recovery approved: the link was emailed to ${done.emailedTo}.`);
      else {
        setLink(done);
        announce(`Recovery approved. Copy the link and send it to ${done.for}.`);
      }
    });
  const cancel = (r: Recovery) =>
    run(async () => {
      await call("POST /users/recoveries/:recoveryId/cancel", { params: { recoveryId: r.id } });
      announce(`Recovery of ${r.user.name} cancelled.`);
    });
  return (
    <Card title="Passkey recoveries under way">
      <ErrorMessage message={error} />
      {link && <OneTimeLinkField label={`Recovery link for ${link.for}`} url={link.url} expiresAt={link.expiresAt} />}
      <WaitingList
        items={recoveries}
        line={(r) => (
          <>
            <span className="break-all">
              <strong>{r.user.name}</strong> &lt;{r.user.email}&gt; · started by {r.startedBy} {formatDateTime(r.startedAt)} ·{" "}
              {r.approvedBy
                ? `approved by ${r.approvedBy}; link sent, valid until ${formatDateTime(r.expiresAt)}`
                : r.startedBy === self.email
                  ? "waiting for another administrator's approval"
                  : "waiting for your approval"}
            </span>
            {!r.approvedBy && r.startedBy !== self.email && r.user.id !== self.id && (
              <Button onClick={() => void approve(r)}>Approve the recovery of {r.user.name}</Button>
            )}
            <Button variant="secondary" onClick={() => void cancel(r)}>
              Cancel the recovery of {r.user.name}
            </Button>
          </>
        )}
      />
    </Card>
  );
}
