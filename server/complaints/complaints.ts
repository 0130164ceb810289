// Complaints: the status row a complaint gets in its submission's
// transaction, the answer-by date, status changes by staff (each kept as a
// history row) and what a complainant may read back.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditAction } from "#shared/staff-api/audit-actions";
import { appendAudit } from "../audit/audit-trail";
import type { DatabaseKind } from "../db/database";
import { clockFor } from "./complaint-clock";
import { complainantEmail, enqueueComplaintMail } from "./complaint-mail";
import { type ComplaintKind, type ComplaintStatus, type ComplaintStatusAnswer, complaintForm, storedKind } from "#forms/complaint";
import type { Database } from "../db/schema";
import type { PurgeHook } from "../submissions/queries";
import type { StoreHook } from "../submissions/store";

type Db = Kysely<Database>;

/**
 * Store hook: a new complaint is "received", in the same transaction as its
 * submission; with `mail`, the acknowledgement to the complainant's email
 * joins the outbox in that transaction too.
 */
export function openComplaintHook(options: { mail: boolean }): StoreHook {
  return async (tx, submission) => {
    if (submission.form !== complaintForm.name) return;
    const at = submission.createdAt;
    const category = typeof submission.fields.category === "string" ? submission.fields.category : "other";
    const clock = clockFor(category, at);
    await tx
      .insertInto("complaints")
      .values({
        reference: submission.reference,
        status: "received",
        answerBy: clock.answerBy,
        kind: clock.kind,
        clockDays: clock.clockDays,
        escalateOn: clock.escalateOn,
        createdAt: at,
        updatedAt: at,
        category,
        lang: submission.lang,
        assigneeId: null,
        rejectionProposedBy: null,
        rejectionProposedAt: null,
        rejectionNote: null,
        disposedAt: null,
        disposedAs: null,
        escalatedAt: null,
      })
      .execute();
    await tx
      .insertInto("complaintHistory")
      .values({ id: randomUUID(), reference: submission.reference, status: "received", publicNote: null, createdAt: at })
      .execute();
    if (options.mail && complainantEmail(submission.fields))
      await enqueueComplaintMail(tx, { kind: "acknowledgement", reference: submission.reference }, at);
  };
}

/** The store hook without email (no mail channel configured). */
export const openComplaint: StoreHook = openComplaintHook({ mail: false });

/** Statuses a complaint is disposed of in (the annual report counts it from that day). */
const DISPOSED_STATUSES: readonly ComplaintStatus[] = ["resolved", "rejected", "closed"];

type ComplaintRecord = {
  reference: string;
  status: ComplaintStatus;
  answerBy: string;
  kind: ComplaintKind;
  clockDays: number;
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
    .select([
      "complaints.reference",
      "complaints.status",
      "complaints.answerBy",
      "complaints.kind",
      "complaints.clockDays",
      "complaints.createdAt",
      "complaints.updatedAt",
      "submissions.fields",
    ])
    .where("complaints.reference", "=", reference)
    .executeTakeFirst();
  if (!row) return undefined;
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  return {
    reference: row.reference,
    status: row.status as ComplaintStatus,
    answerBy: row.answerBy,
    kind: storedKind(row.kind),
    clockDays: Number(row.clockDays),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    mobile: String(fields.mobile ?? ""),
  };
}

/** What a complainant may see of their complaint (the tracker, by reference and mobile or by the private link). */
export async function statusAnswer(db: Db, complaint: ComplaintRecord): Promise<ComplaintStatusAnswer> {
  return {
    reference: complaint.reference,
    status: complaint.status,
    filedAt: complaint.createdAt,
    answerBy: complaint.answerBy,
    updatedAt: complaint.updatedAt,
    note: await lastPublishedNote(db, complaint.reference),
    kind: complaint.kind,
    clockDays: complaint.clockDays,
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
async function lastPublishedNote(db: Db, reference: string): Promise<string | null> {
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

type StatusChange = {
  reference: string;
  from: ComplaintStatus;
  to: ComplaintStatus;
  note: string | null;
  at: string;
  historyId: string;
};

type StatusChangeOptions = {
  kind: DatabaseKind;
  /** A staff email, or "shell" for the CLI: named in the history row and the audit row. */
  actor: string;
  now?: Date;
  /** Only if the complaint is still at this version (the console's optimistic concurrency). */
  version?: number;
  /** Email the complainant the change (when they gave an email) through the outbox. */
  mail?: boolean;
  /** One more audit row in the same transaction (the approval of a rejection). */
  alsoAudit?: { action: AuditAction; detail: Record<string, unknown> };
};

/**
 * Moves a complaint to `status` (with an optional note the complainant will
 * see), keeps the change as a history row and an audit row, all in one
 * transaction; the console and the CLI both come here, so both leave the
 * same trail. The first move to resolved, rejected or closed is the day it is
 * disposed of. A pending rejection is dropped by any other decision.
 * Undefined when no complaint has this reference; "stale" when `version` no
 * longer matches.
 */
export async function changeComplaintStatus(
  db: Db,
  reference: string,
  status: ComplaintStatus,
  note: string | null,
  options: StatusChangeOptions,
): Promise<StatusChange | "stale" | undefined> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom("complaints")
      .select(["status", "version", "disposedAt"])
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!current) return undefined;
    if (options.version !== undefined && Number(current.version) !== options.version) return "stale";
    const disposes = DISPOSED_STATUSES.includes(status) && current.disposedAt === null;
    const updated = await tx
      .updateTable("complaints")
      .set((eb) => ({
        status,
        updatedAt: at,
        version: eb("version", "+", 1),
        rejectionProposedBy: null,
        rejectionProposedAt: null,
        rejectionNote: null,
        ...(disposes ? { disposedAt: at, disposedAs: status } : {}),
      }))
      .where("reference", "=", reference)
      // Only the version read above: a change that landed in between (a rejection proposal withdrawn while a
      // second officer approved it) makes this one stale instead of applying on what is no longer there.
      .where("version", "=", Number(current.version))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "stale";
    const historyId = randomUUID();
    await tx
      .insertInto("complaintHistory")
      .values({ id: historyId, reference, status, publicNote: note, createdAt: at, actor: options.actor })
      .execute();
    // The note's words stay out of the trail: they may repeat what the complainant wrote.
    await appendAudit(
      tx,
      options.kind,
      {
        actor: options.actor,
        action: "complaint.status",
        subject: reference,
        // The version this change made: a colleague's 409 names the change (server/staff/versioned-update.ts).
        detail: { from: current.status, to: status, note: note !== null, version: Number(current.version) + 1 },
      },
      now,
    );
    if (options.alsoAudit) await appendAudit(tx, options.kind, { actor: options.actor, subject: reference, ...options.alsoAudit }, now);
    if (options.mail) await mailComplainant(tx, reference, historyId, at);
    return { reference, from: current.status as ComplaintStatus, to: status, note, at, historyId };
  });
}

/** Queues an update email when the complainant gave an address. */
export async function mailComplainant(tx: Db, reference: string, historyId: string, at: string): Promise<void> {
  const row = await tx.selectFrom("submissions").select("fields").where("reference", "=", reference).executeTakeFirst();
  if (row && complainantEmail(JSON.parse(row.fields) as Record<string, unknown>))
    await enqueueComplaintMail(tx, { kind: "update", reference, historyId }, at);
}

/** Purge hook: the status and history of complaints whose submissions the purge deletes go first (they refer to them). */
export const purgeComplaints: PurgeHook = async (tx, before) => {
  const purged = tx.selectFrom("submissions").select("reference").where("createdAt", "<", before);
  await tx.deleteFrom("complaintNotes").where("reference", "in", purged).execute();
  await tx.deleteFrom("complaintTrackingTokens").where("reference", "in", purged).execute();
  await tx.deleteFrom("complaintMail").where("reference", "in", purged).execute();
  await tx.deleteFrom("complaintHistory").where("reference", "in", purged).execute();
  await tx.deleteFrom("complaints").where("reference", "in", purged).execute();
};
