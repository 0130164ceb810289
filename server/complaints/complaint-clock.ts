// The clock a complaint is filed under (docs/decisions/092-complaint-clocks.md):
// its kind's legal clock, the date it must be answered by and the day it goes
// to the Principal Nodal Officer, all fixed at filing; and what the 201 answer
// to a complaint says of it (a honeypot's made-up answer alike).
import type { Kysely } from "kysely";
import { grievance } from "#content/grievance";
import { type ComplaintKind, complaintKind, escalationDay } from "#forms/complaint";
import { addDays, indiaDate } from "#shared/india-dates";
import type { Database } from "../db/schema";
import { complainantEmail } from "./complaint-mail";

type Db = Kysely<Database>;

/** The clock a complaint is filed under: fixed at filing, so a later change of rules moves no old deadline. */
export type ComplaintClock = { kind: ComplaintKind; clockDays: number; answerBy: string; escalateOn: string };

/**
 * The clock of a complaint in `category` filed at `filedAt`: its kind's legal
 * clock (content/grievance.ts), the date in India by which we answer, and the
 * day it goes to the Principal Nodal Officer if still open (forms/complaint.ts: escalationDay).
 */
export function clockFor(category: unknown, filedAt: string): ComplaintClock {
  const kind = complaintKind(category);
  const clockDays = grievance.clocks[kind];
  const filed = indiaDate(filedAt);
  return { kind, clockDays, answerBy: addDays(filed, clockDays), escalateOn: addDays(filed, escalationDay(clockDays)) };
}

/** The extra in a complaint's 201 answer. */
export type ComplaintAnswer = {
  /** The date by which we answer (the complaint's own clock). */
  answerBy: string;
  /** Whether the acknowledgement is on its way by email; if not, the page is the only acknowledgement. */
  emailed: boolean;
};

/** The extra in a complaint's 201 answer (also for a replayed one). */
export async function complaintAnswer(db: Db, reference: string): Promise<ComplaintAnswer | Record<string, never>> {
  const row = await db.selectFrom("complaints").select("answerBy").where("reference", "=", reference).executeTakeFirst();
  if (!row) return {};
  const mail = await db
    .selectFrom("complaintMail")
    .select("id")
    .where("reference", "=", reference)
    .where("kind", "=", "acknowledgement")
    .executeTakeFirst();
  return { answerBy: row.answerBy, emailed: mail !== undefined };
}

/**
 * A filled honeypot's made-up answer, shaped and dated as a real one would
 * be for what the bot sent (its category's clock, an email if it gave one),
 * so it cannot tell it was caught.
 */
export function fakeComplaintAnswer(body: Record<string, unknown>, mail: boolean, now = new Date()): ComplaintAnswer {
  return { answerBy: clockFor(body.category, now.toISOString()).answerBy, emailed: mail && complainantEmail(body) !== undefined };
}
