// Reading stored submissions back (the leads command) and forgetting old ones.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type SubmissionRecord, toRecord } from "../db/submission-records";
import { IDEMPOTENCY_WINDOW_MS } from "./store";

type Db = Kysely<Database>;

/** A form's submissions, oldest first, optionally from `since` (ISO time) on. */
export async function listSubmissions(db: Db, form: string, since?: string): Promise<SubmissionRecord[]> {
  const rows = await db
    .selectFrom("submissions")
    .selectAll()
    .where("form", "=", form)
    .$if(since !== undefined, (q) => q.where("createdAt", ">=", since!))
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map(toRecord);
}

export async function findSubmission(db: Db, reference: string): Promise<SubmissionRecord | undefined> {
  const row = await db.selectFrom("submissions").selectAll().where("reference", "=", reference).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function getStoredFile(db: Db, sha256: string) {
  return db.selectFrom("storedFiles").selectAll().where("sha256", "=", sha256).executeTakeFirst();
}

/** Run in the purge's transaction before submissions go: rows that refer to them (outbox, complaint history). */
export type PurgeHook = (tx: Kysely<Database>, before: string) => Promise<void>;

/**
 * The submissions a purge by age takes: created before `before`, except a
 * sign-up that keeps a confirmed investor alerts subscription (the list keeps
 * an address while it is subscribed; server/investor-alerts/alert-retention.ts).
 */
export function purgeableSubmissionIds(tx: Kysely<Database>, before: string) {
  return tx
    .selectFrom("submissions")
    .select("id")
    .where("createdAt", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("investorAlertSubscribers as a")
            .select("a.email")
            .whereRef("a.submissionId", "=", "submissions.id")
            .where("a.status", "=", "confirmed"),
        ),
      ),
    );
}

/**
 * Deletes the submissions `purgeableSubmissionIds` names, the alerts list's
 * rows they kept (unconfirmed or unsubscribed addresses), the files no
 * submission uses any more, and idempotency keys past their day. Returns the
 * number of submissions deleted per form.
 */
export async function purgeSubmissions(
  db: Db,
  before: string,
  hooks: readonly PurgeHook[] = [],
  now = new Date(),
): Promise<Record<string, number>> {
  return db.transaction().execute(async (tx) => {
    const counts = await tx
      .selectFrom("submissions")
      .select(["form", (e) => e.fn.countAll<string | number>().as("n")])
      .where("id", "in", purgeableSubmissionIds(tx, before))
      .groupBy("form")
      .execute();
    for (const hook of hooks) await hook(tx, before);
    await tx.deleteFrom("investorAlertSubscribers").where("submissionId", "in", purgeableSubmissionIds(tx, before)).execute();
    await tx.deleteFrom("submissions").where("id", "in", purgeableSubmissionIds(tx, before)).execute();
    await deleteOrphanFiles(tx);
    await tx
      .deleteFrom("idempotencyKeys")
      .where("createdAt", "<", new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString())
      .execute();
    return Object.fromEntries(counts.map((c) => [c.form, Number(c.n)]));
  });
}

/**
 * Deletes the stored files nothing uses any more: no submission (a resume)
 * and no published investor document, whose files (every old version's too)
 * are kept for good. One helper for the purge, erasure and retention alike.
 */
export async function deleteOrphanFiles(tx: Kysely<Database>): Promise<void> {
  await tx
    .deleteFrom("storedFiles")
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("submissions").select("id").whereRef("submissions.fileSha256", "=", "storedFiles.sha256"))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("publishedDocumentVersions")
            .select("documentId")
            .whereRef("publishedDocumentVersions.sha256", "=", "storedFiles.sha256"),
        ),
      ),
    )
    .execute();
}
