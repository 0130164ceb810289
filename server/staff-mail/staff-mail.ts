// The staff's own emails (an invitation, a recovery link, the daily audit
// checkpoint) are outbox rows of their own channel, written in the
// transaction of what causes them and sent by the delivery worker with its
// retries and leases (docs/decisions/020-delivery-outbox.md). They belong to
// no submission. The row says what to send; the sender builds it from stored
// data when it sends, and a link's token is made again from the link key
// then, so neither row holds a token.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { StaffMailTable } from "../db/staff-trust-schema";
import { pendingRow } from "../delivery/outbox";

const STAFF_MAIL_CHANNEL = "staff-email";
type StaffMailKind = StaffMailTable["kind"];

/** Queues one staff email; call it inside the transaction of the change it reports. */
export async function queueStaffMail(tx: Kysely<Database>, kind: StaffMailKind, subjectId: string, now: Date): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  // Due at once by the worker's clock (the real one), whatever clock the change was made on.
  const due = new Date().toISOString();
  await tx
    .insertInto("outbox")
    .values(pendingRow({ id, submissionId: null, channel: STAFF_MAIL_CHANNEL, createdAt: at, dueAt: at < due ? at : due }))
    .execute();
  await tx.insertInto("staffMail").values({ id, kind, subjectId, createdAt: at }).execute();
  return id;
}
