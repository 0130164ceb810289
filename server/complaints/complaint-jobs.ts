// Jobs on complaints that must run once across server processes
// (docs/requirements.md, "Grievance redressal"; ARCHITECTURE.md, jobs that run
// once): every process runs them on a timer, and the database decides who
// does the work.
// - Escalation: a complaint still open on its escalation day (India; fixed
//   when filed: day 21 of a 30-day clock, day 15 of 21, day 63 of 90, see
//   forms/complaint.ts escalationDay) goes to the Principal Nodal Officer
//   once, whatever its kind. One UPDATE sets its
//   escalated_at marker where it is still null and returns what it set: on
//   PostgreSQL a second process's UPDATE waits on the row lock, then finds the
//   marker set and returns nothing; SQLite has a single writer. The email and
//   the audit row are written in the same transaction as the marker.
// - Digest: once a day after 09:00 IST, the grievance team gets the open
//   complaints whose answer-by date falls in the next 7 days. The day's row in
//   complaint_digests (its primary key) is the "sent" marker.
import type { Kysely } from "kysely";
import { addDays, indiaDate } from "#shared/india-dates";
import { appendAudit } from "../audit/audit-trail";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { enqueueComplaintMail } from "./complaint-mail";

const DIGEST_AHEAD_DAYS = 7;
const OPEN = ["received", "in-progress"];
/** The digest goes out from this hour of the day in India. */
const DIGEST_HOUR_IST = 9;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Marks, mails and audits the complaints due for escalation; returns their references. */
export async function escalateDue(db: Kysely<Database>, kind: DatabaseKind, now: Date): Promise<string[]> {
  const today = indiaDate(now.toISOString());
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const marked = await tx
      .updateTable("complaints")
      .set({ escalatedAt: at })
      .where("escalatedAt", "is", null)
      .where("status", "in", OPEN)
      .where("escalateOn", "<=", today)
      .returning("reference")
      .execute();
    for (const { reference } of marked) {
      await enqueueComplaintMail(tx, { kind: "escalation", reference }, at);
      await appendAudit(
        tx,
        kind,
        { actor: "system", action: "complaint.escalated", subject: reference, detail: { to: "principal-nodal-officer" } },
        now,
      );
    }
    return marked.map((m) => m.reference);
  });
}

/** The open complaints whose answer-by date falls within the next 7 days (India), soonest first. */
export async function dueSoon(db: Kysely<Database>, day: string) {
  return db
    .selectFrom("complaints")
    .select(["reference", "answerBy", "status", "assigneeId"])
    .where("status", "in", OPEN)
    .where("answerBy", ">=", day)
    .where("answerBy", "<=", addDays(day, DIGEST_AHEAD_DAYS))
    .orderBy("answerBy")
    .orderBy("reference")
    .execute();
}

/** Queues today's digest if it is time and no process has yet; returns the day when it did. */
export async function queueDigest(db: Kysely<Database>, kind: DatabaseKind, now: Date): Promise<string | undefined> {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  if (india.getUTCHours() < DIGEST_HOUR_IST) return undefined;
  const day = indiaDate(now.toISOString());
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto("complaintDigests")
      .values({ day, createdAt: at })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed) return undefined;
    const due = await dueSoon(tx, day);
    // Nothing falls due: the day is marked, and nobody gets an empty email.
    if (due.length === 0) return undefined;
    await enqueueComplaintMail(tx, { kind: "digest", reference: due[0]!.reference, digestDay: day }, at);
    await appendAudit(
      tx,
      kind,
      { actor: "system", action: "complaints.digest", subject: "", detail: { day, complaints: due.length } },
      now,
    );
    return day;
  });
}

/** One run of both jobs at the clock's time; true when either queued an email (the outbox worker is woken). */
export async function runComplaintJobs(db: Kysely<Database>, kind: DatabaseKind, now: () => Date): Promise<boolean> {
  const escalated = await escalateDue(db, kind, now());
  const digest = await queueDigest(db, kind, now());
  return escalated.length > 0 || digest !== undefined;
}
