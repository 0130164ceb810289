// Emails about a complaint (the acknowledgement, each published update, the
// escalation to the Principal Nodal Officer, a rejection awaiting a second officer) are outbox rows of their own
// channel, written in the transaction of what caused them, and sent by the
// same worker as the leads (docs/decisions/020-delivery-outbox.md): retries,
// leases and the once-across-processes claim come with it. The row says only
// what kind of message it is; the worker builds it from stored data when it
// sends, so the outbox holds no visitor data.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { pendingRow } from "../delivery/outbox";

export const COMPLAINT_MAIL_CHANNEL = "complaint-email";
type ComplaintMailKind = "acknowledgement" | "update" | "escalation" | "digest" | "rejection-proposed";

type ComplaintMailRequest = { kind: ComplaintMailKind; reference: string; historyId?: string; digestDay?: string };

/** Writes the outbox row and what it says; call it inside the transaction of the change it reports. */
export async function enqueueComplaintMail(tx: Kysely<Database>, request: ComplaintMailRequest, at: string): Promise<string> {
  const submission = await tx.selectFrom("submissions").select("id").where("reference", "=", request.reference).executeTakeFirstOrThrow();
  const id = randomUUID();
  // Due at once by the worker's clock (the real one), whatever clock the change was made on.
  const due = new Date().toISOString();
  await tx
    .insertInto("outbox")
    .values(pendingRow({ id, submissionId: submission.id, channel: COMPLAINT_MAIL_CHANNEL, createdAt: at, dueAt: at < due ? at : due }))
    .execute();
  await tx
    .insertInto("complaintMail")
    .values({
      id,
      kind: request.kind,
      reference: request.reference,
      historyId: request.historyId ?? null,
      digestDay: request.digestDay ?? null,
      createdAt: at,
    })
    .execute();
  return id;
}

/** The complainant's email address, when they gave one (older complaints may lack it). */
export function complainantEmail(fields: Record<string, unknown>): string | undefined {
  const email = fields.email;
  return typeof email === "string" && email.includes("@") ? email : undefined;
}
