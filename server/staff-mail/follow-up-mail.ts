// The morning email of follow-ups due (issue 29; docs/decisions/140-lead-workbench.md): from FOLLOW_UP_MAIL_HOUR
// (08:00 India time unless set), each colleague who has leads assigned to them with a follow-up day of today or
// before (what "Follow-up due" lists for them) gets one email listing those leads. Every server process runs the job;
// the database decides: one row per (India day, person) in follow_up_mails, inserted with "on conflict do nothing" in
// the transaction that queues the email (staff-email outbox row) and its audit row, so two processes on one database
// send one email a day to each person. A person with nothing due gets nothing. The email names a lead by reference,
// form and the name staff see in the console, with a link to it; never the visitor's phone, email or words.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { indiaDate } from "#shared/india-dates";
import { FORM_ROLES, type LeadForm } from "#shared/staff-api/roles";
import { appendAudit } from "../audit/audit-trail";
import { parseRoles } from "../auth/roles";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { formTitle } from "../submissions/lead-email";
import { formByName } from "../form-registry/registry";
import { leadContact } from "../submissions/search-columns";
import { repeatWhileServing } from "../repeat";
import { queueStaffMail } from "./staff-mail";

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const LEAD_FORMS = Object.keys(FORM_ROLES);

type FollowUpDue = { reference: string; form: string; name: string; on: string };

/**
 * The follow-ups due by `day` (India) of leads assigned to colleagues whose account is active and whose roles still
 * open the lead's form, by person (user id), oldest day first. `userId`: one person's only.
 */
export async function followUpsDue(db: Kysely<Database>, day: string, userId?: string) {
  const rows = await db
    .selectFrom("submissions")
    .innerJoin("staffUsers", "staffUsers.id", "submissions.assigneeId")
    .select([
      "submissions.reference",
      "submissions.form",
      "submissions.fields",
      "submissions.followUpOn",
      "staffUsers.id as userId",
      "staffUsers.roles",
    ])
    .where("submissions.followUpOn", "<=", day)
    .where("submissions.form", "in", LEAD_FORMS)
    .where("submissions.restrictedUntil", "is", null)
    .where("staffUsers.disabled", "=", 0)
    .$if(userId !== undefined, (q) => q.where("staffUsers.id", "=", userId!))
    .orderBy("submissions.followUpOn")
    .orderBy("submissions.reference")
    .execute();
  const byPerson = new Map<string, FollowUpDue[]>();
  for (const r of rows) {
    if (!parseRoles(r.roles).some((role) => role === FORM_ROLES[r.form as LeadForm])) continue;
    const { name } = leadContact(formByName(r.form)?.form, JSON.parse(r.fields) as Record<string, string>);
    const due = byPerson.get(r.userId) ?? [];
    due.push({ reference: r.reference, form: formTitle(r.form), name, on: r.followUpOn! });
    byPerson.set(r.userId, due);
  }
  return byPerson;
}

/** Queues today's email for each person with follow-ups due who has none yet today; returns their user ids. */
export async function queueFollowUpMails(db: Kysely<Database>, kind: DatabaseKind, now: Date, hour: number): Promise<string[]> {
  if (new Date(now.getTime() + IST_OFFSET_MS).getUTCHours() < hour) return [];
  const day = indiaDate(now.toISOString());
  const due = await followUpsDue(db, day);
  const queued: string[] = [];
  for (const [userId, leads] of due) {
    const claimed = await db.transaction().execute(async (tx) => {
      const id = randomUUID();
      const row = await tx
        .insertInto("followUpMails")
        .values({ id, day, userId, createdAt: now.toISOString() })
        .onConflict((oc) => oc.columns(["day", "userId"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) return false;
      await queueStaffMail(tx, "follow-ups", id, now);
      const detail = { day, to: userId, leads: leads.length };
      await appendAudit(tx, kind, { actor: "system", action: "leads.follow-up-mail", subject: "", detail }, now);
      return true;
    });
    if (claimed) queued.push(userId);
  }
  return queued;
}

/**
 * The morning email of follow-ups due, where staff email is set up: every process runs the job; the database lets
 * one send each person's (queueFollowUpMails claims the day and the person).
 */
export function registerFollowUpMails(
  app: FastifyInstance,
  o: { db: Kysely<Database>; kind: DatabaseKind; now: () => Date; hour: number; staffMail: boolean; wake: () => void },
) {
  if (!o.staffMail) return;
  repeatWhileServing(
    app,
    5 * 60_000,
    async () => {
      if ((await queueFollowUpMails(o.db, o.kind, o.now(), o.hour)).length > 0) o.wake();
    },
    (error) => app.log.error({ err: error.message }, "leads: the follow-up email job failed; it runs again in 5 minutes"),
  );
}
