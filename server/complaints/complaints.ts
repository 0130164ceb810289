// Complaints: the status row a complaint gets in its submission's
// transaction, the answer-by date, status changes by staff (each kept as a
// history row) and what a complainant may read back.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { grievance } from "#content/grievance";
import { type ComplaintStatus, complaintForm } from "#forms/complaint";
import { addDays, indiaDate } from "#shared/india-dates";
import type { Database } from "../db/schema";
import type { PurgeHook } from "../submissions/queries";
import type { StoreHook } from "../submissions/store";

type Db = Kysely<Database>;

/** The date (India) by which the company answers a complaint filed at `filedAt`. */
export function answerByFor(filedAt: string): string {
  return addDays(indiaDate(filedAt), grievance.answerWithinDays);
}

/** Store hook: a new complaint is "received", in the same transaction as its submission. */
export const openComplaint: StoreHook = async (tx, submission) => {
  if (submission.form !== complaintForm.name) return;
  const at = submission.createdAt;
  await tx.insertInto("complaints").values({ reference: submission.reference, status: "received", answerBy: answerByFor(at), createdAt: at, updatedAt: at }).execute();
  await tx.insertInto("complaintHistory").values({ id: randomUUID(), reference: submission.reference, status: "received", publicNote: null, createdAt: at }).execute();
};

/** The extra in a complaint's 201 answer (also for a replayed one): the date by which we answer. */
export async function complaintAnswer(db: Db, reference: string): Promise<{ answerBy: string } | Record<string, never>> {
  const row = await db.selectFrom("complaints").select("answerBy").where("reference", "=", reference).executeTakeFirst();
  return row ? { answerBy: row.answerBy } : {};
}

type ComplaintRecord = {
  reference: string;
  status: ComplaintStatus;
  answerBy: string;
  createdAt: string;
  updatedAt: string;
  /** The mobile number given with the complaint (from its submission). */
  mobile: string;
};

/** One query for a reference, joined to its submission for the mobile number. */
export async function findComplaint(db: Db, reference: string): Promise<ComplaintRecord | undefined> {
  const row = await db
    .selectFrom("complaints")
    .innerJoin("submissions", "submissions.reference", "complaints.reference")
    .select(["complaints.reference", "complaints.status", "complaints.answerBy", "complaints.createdAt", "complaints.updatedAt", "submissions.fields"])
    .where("complaints.reference", "=", reference)
    .executeTakeFirst();
  if (!row) return undefined;
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  return {
    reference: row.reference,
    status: row.status as ComplaintStatus,
    answerBy: row.answerBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    mobile: String(fields.mobile ?? ""),
  };
}

type HistoryRow = { status: ComplaintStatus; publicNote: string | null; createdAt: string };

export async function complaintHistory(db: Db, reference: string): Promise<HistoryRow[]> {
  const rows = await db
    .selectFrom("complaintHistory")
    .select(["status", "publicNote", "createdAt", "id"])
    .where("reference", "=", reference)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ status: r.status as ComplaintStatus, publicNote: r.publicNote, createdAt: r.createdAt }));
}

/** The last note staff published for the complainant, if any. */
export async function lastPublishedNote(db: Db, reference: string): Promise<string | null> {
  const row = await db
    .selectFrom("complaintHistory")
    .select("publicNote")
    .where("reference", "=", reference)
    .where("publicNote", "is not", null)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row?.publicNote ?? null;
}

type StatusChange = { reference: string; from: ComplaintStatus; to: ComplaintStatus; note: string | null; at: string };

/**
 * Moves a complaint to `status` (with an optional note the complainant will
 * see) and keeps the change as a history row, both in one transaction.
 * Undefined when no complaint has this reference.
 */
export async function changeComplaintStatus(db: Db, reference: string, status: ComplaintStatus, note: string | null, now = new Date()): Promise<StatusChange | undefined> {
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom("complaints").select("status").where("reference", "=", reference).executeTakeFirst();
    if (!current) return undefined;
    await tx.updateTable("complaints").set({ status, updatedAt: at }).where("reference", "=", reference).execute();
    await tx.insertInto("complaintHistory").values({ id: randomUUID(), reference, status, publicNote: note, createdAt: at }).execute();
    return { reference, from: current.status as ComplaintStatus, to: status, note, at };
  });
}

/** Purge hook: the status and history of complaints whose submissions the purge deletes go first (they refer to them). */
export const purgeComplaints: PurgeHook = async (tx, before) => {
  const purged = tx.selectFrom("submissions").select("reference").where("createdAt", "<", before);
  await tx.deleteFrom("complaintHistory").where("reference", "in", purged).execute();
  await tx.deleteFrom("complaints").where("reference", "in", purged).execute();
};
