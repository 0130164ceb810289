// Queues the investor alerts of documents that have become live: published
// now, or whose scheduled publish_at has passed. Every process runs it; a
// document is taken once across processes by the conditional UPDATE of its
// alerted_at (on PostgreSQL a second process waits on the row lock, then sees
// alerted_at set and takes nothing), in the same transaction as the outbox
// rows it queues, so a crash queues all of a document's alerts or none.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type Channel, pendingRow } from "../delivery/outbox";
import { ALERT_DOCUMENT_PREFIX, ALERT_UPDATE_PREFIX } from "./subscribers";

/** Returns how many alerts it queued. */
export async function queueDueAlerts(db: Kysely<Database>, channels: readonly Channel[], now: Date): Promise<number> {
  if (!channels.includes("email")) return 0;
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const documents = await tx
      .updateTable("publishedDocuments")
      .set({ alertedAt: at })
      .where("alertedAt", "is", null)
      .where("withdrawnAt", "is", null)
      .where("publishAt", "<=", at)
      .returning("id")
      .execute();
    return queueToSubscribers(
      tx,
      documents.map((d) => `${ALERT_DOCUMENT_PREFIX}${d.id}`),
      now,
    );
  });
}

/**
 * A new version of a live document is a publication too: one "updated" alert
 * per confirmed subscriber, queued in the replacement's own transaction. Only
 * once the document's first alert has been queued: before that (still
 * scheduled, or the job has not run yet) that first alert will link to the
 * new file anyway, so a second email would say nothing new.
 */
export async function queueUpdateAlerts(
  tx: Kysely<Database>,
  channels: readonly Channel[],
  document: { id: string; alertedAt: string | null; version: number },
  now: Date,
): Promise<number> {
  if (!channels.includes("email") || !document.alertedAt) return 0;
  return queueToSubscribers(tx, [`${ALERT_UPDATE_PREFIX}${document.id}:${document.version}`], now);
}

/** One outbox row per message per confirmed subscriber. */
async function queueToSubscribers(tx: Kysely<Database>, messages: readonly string[], now: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const at = now.toISOString();
  // Joined to the sign-up itself: an outbox row must name a submission that exists.
  const subscribers = await tx
    .selectFrom("investorAlertSubscribers as a")
    .innerJoin("submissions as s", "s.id", "a.submissionId")
    .select("s.id as submissionId")
    .where("a.status", "=", "confirmed")
    .execute();
  // Due at once by the worker's clock, whatever clock the job ran on (as complaint-mail.ts does).
  const due = new Date().toISOString();
  const rows = messages.flatMap((message) =>
    subscribers.map((s) =>
      pendingRow({ submissionId: s.submissionId, channel: "email", createdAt: at, dueAt: at < due ? at : due, message }),
    ),
  );
  // In batches: a long list times many parameters would pass SQLite's limit in one statement.
  for (let i = 0; i < rows.length; i += 500)
    await tx
      .insertInto("outbox")
      .values(rows.slice(i, i + 500))
      .execute();
  return rows.length;
}
