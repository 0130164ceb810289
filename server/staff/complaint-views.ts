// The queue's ready-made views, each a filter on open complaints with its
// count, as a help desk's views are: Open, Overdue, Due in 7 days, Escalated
// (from each kind's escalation day: day 21 of 30, 15 of 21, 63 of 90),
// Awaiting my approval (a rejection someone else proposed), Mine, Unassigned.
// The counts are one query over the indexed status column, whatever the view.
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import type { ComplaintKind } from "#forms/complaint";
import { addDays, indiaDate } from "#shared/india-dates";
import { COMPLAINT_VIEWS } from "#shared/staff-api/lists";
import type { Database } from "../db/schema";

type ComplaintView = (typeof COMPLAINT_VIEWS)[number];
const OPEN = ["received", "in-progress"];
/** "Due in 7 days": today up to and including the seventh day from today (India). */
const DUE_SOON_DAYS = 7;

type Eb = ExpressionBuilder<Database, "complaints">;

/** The condition a view adds to "open", on the complaints table; `today` is India's date. */
function viewCondition(eb: Eb, view: ComplaintView, me: string, today: string): Expression<SqlBool> {
  switch (view) {
    case "open":
      return sql<SqlBool>`1 = 1`;
    case "overdue":
      return eb("complaints.answerBy", "<", today);
    case "due-soon":
      return eb.and([eb("complaints.answerBy", ">=", today), eb("complaints.answerBy", "<=", addDays(today, DUE_SOON_DAYS))]);
    case "escalated":
      return eb.or([eb("complaints.escalatedAt", "is not", null), eb("complaints.escalateOn", "<=", today)]);
    case "awaiting-me":
      return eb.and([eb("complaints.rejectionProposedBy", "is not", null), eb("complaints.rejectionProposedBy", "!=", me)]);
    case "mine":
      return eb("complaints.assigneeId", "=", me);
    case "unassigned":
      return eb("complaints.assigneeId", "is", null);
  }
}

/** A view's filter: open complaints meeting its condition. */
export const inView = (view: ComplaintView, me: string, now: Date) => (eb: Eb) =>
  eb.and([eb("complaints.status", "in", OPEN), viewCondition(eb, view, me, indiaDate(now.toISOString()))]);

/** How many open complaints of the caller's kinds each view holds. */
export async function viewCounts(
  db: Kysely<Database>,
  me: string,
  now: Date,
  kinds: readonly ComplaintKind[],
): Promise<Record<ComplaintView, number>> {
  const zero = Object.fromEntries(COMPLAINT_VIEWS.map((v) => [v, 0])) as Record<ComplaintView, number>;
  if (kinds.length === 0) return zero;
  const today = indiaDate(now.toISOString());
  const row = await db
    .selectFrom("complaints")
    .where("complaints.status", "in", OPEN)
    .where("complaints.kind", "in", [...kinds])
    .select((eb) =>
      COMPLAINT_VIEWS.map((view) =>
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(viewCondition(eb, view, me, today))
              .then(1)
              .else(0)
              .end(),
          )
          .as(view),
      ),
    )
    .executeTakeFirst();
  for (const view of COMPLAINT_VIEWS) zero[view] = Number(row?.[view] ?? 0);
  return zero;
}
