// The complaints queue: open complaints by answer-by date (the one that must
// be answered first on top), each with its days left counted in India's
// calendar against its own clock (30 days for a borrower, 21 for a
// shareholder, 90 for a privacy grievance: docs/decisions/092-complaint-clocks.md)
// and marked overdue, or escalated from its escalation day (day 21 of 30).
// Each person sees only the kinds their roles work (server/auth/roles.ts).
// Filters go through indexed columns (status, answer_by, created_at) or the
// submission's search copies (mobile).
import type { Kysely } from "kysely";
import type { ComplaintKind } from "#forms/complaint";
import { addDays, indiaDate } from "#shared/india-dates";
import type { Database } from "../db/schema";
import { normalizeReference } from "../submissions/reference";
import { phoneDigits } from "../submissions/search-columns";
import { istDayEnd, istDayStart } from "./date-filter";
import type { InputOf } from "./staff-route";
import { inView } from "./complaint-views";

const DAY_MS = 24 * 60 * 60 * 1000;
export const OPEN_STATUSES = ["received", "in-progress"] as const;
/** The queue shows at most this many; the filters narrow it (an NBFC's open complaints are far fewer). */
const QUEUE_LIMIT = 200;

/** The queue's filter, as the contract parses it (shared/staff-api/complaints.ts). */
type QueueFilter = InputOf<"GET /complaints">["query"];

/** Whole days from today (India) to the answer-by date: 0 on the day itself, negative once overdue. */
function daysLeft(answerBy: string, now: Date): number {
  return Math.round((Date.parse(`${answerBy}T00:00:00Z`) - Date.parse(`${indiaDate(now.toISOString())}T00:00:00Z`)) / DAY_MS);
}

/** Has an open complaint reached its escalation day (fixed when filed; day 21 after filing for one filed before clocks were stored)? */
function isEscalationDue(escalateOn: string | null, createdAt: string, now: Date): boolean {
  return indiaDate(now.toISOString()) >= (escalateOn ?? addDays(indiaDate(createdAt), 21));
}

function nameAsFiled(fields: string): string | null {
  const name = (JSON.parse(fields) as Record<string, unknown>).name;
  return typeof name === "string" && name.trim() ? name.trim() : null;
}

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

type Clocked = { status: string; answerBy: string; createdAt: string; escalateOn: string | null; escalatedAt: string | null };

/** A complaint's clock as the queue and the complaint show it: days left, overdue and escalated, while it is open. */
export function complaintClock(c: Clocked, now: Date) {
  const open = isOpen(c.status);
  const left = daysLeft(c.answerBy, now);
  return {
    daysLeft: open ? left : null,
    overdue: open && left < 0,
    escalated: open && (c.escalatedAt !== null || isEscalationDue(c.escalateOn, c.createdAt, now)),
  };
}

/** `kinds`: the kinds of complaint the caller's roles work (kindsFor in server/auth/roles.ts). */
export async function complaintQueue(db: Kysely<Database>, filter: QueueFilter, me: string, now: Date, kinds: readonly ComplaintKind[]) {
  const status = filter.status ?? "open";
  if (kinds.length === 0) return { items: [], more: false, today: indiaDate(now.toISOString()) };
  let query = db
    .selectFrom("complaints")
    .innerJoin("submissions", "submissions.reference", "complaints.reference")
    .leftJoin("staffUsers", "staffUsers.id", "complaints.assigneeId")
    .select([
      "complaints.reference",
      "complaints.status",
      "complaints.category",
      "complaints.lang",
      "complaints.createdAt",
      "complaints.answerBy",
      "complaints.rejectionProposedBy",
      "complaints.escalatedAt",
      "complaints.escalateOn",
      "complaints.kind",
      "complaints.clockDays",
      "complaints.assigneeId",
      "staffUsers.name as assigneeName",
      "submissions.fields",
    ])
    .where("complaints.kind", "in", [...kinds])
    .orderBy("complaints.answerBy")
    .orderBy("complaints.createdAt")
    .limit(QUEUE_LIMIT + 1);
  // A view is a set of open complaints (complaint-views.ts): the status filter then narrows within it.
  if (filter.view) query = query.where(inView(filter.view, me, now));
  if (status === "open") query = query.where("complaints.status", "in", [...OPEN_STATUSES]);
  else if (status !== "all") query = query.where("complaints.status", "=", status);
  if (filter.category) query = query.where("complaints.category", "=", filter.category);
  if (filter.lang) query = query.where("complaints.lang", "=", filter.lang);
  if (filter.assignee === "none") query = query.where("complaints.assigneeId", "is", null);
  else if (filter.assignee) query = query.where("complaints.assigneeId", "=", filter.assignee === "me" ? me : filter.assignee);
  if (filter.from) query = query.where("complaints.createdAt", ">=", istDayStart(filter.from));
  if (filter.to) query = query.where("complaints.createdAt", "<", istDayEnd(filter.to));
  if (filter.q) {
    const reference = normalizeReference(filter.q);
    const digits = phoneDigits(filter.q);
    if (reference) query = query.where("complaints.reference", "=", reference);
    // A mobile number: its last ten digits, as the search copy holds them.
    else if (digits && digits.length >= 4) query = query.where("submissions.searchPhone", "like", `${digits.slice(-10)}%`);
    else return { items: [], more: false, today: indiaDate(now.toISOString()) };
  }
  const rows = await query.execute();
  const items = rows.slice(0, QUEUE_LIMIT).map((r) => {
    return {
      reference: r.reference,
      status: r.status,
      category: r.category,
      kind: r.kind,
      clockDays: Number(r.clockDays),
      lang: r.lang,
      // As filed: the submission's search copy of the name is lower-cased for matching, not for reading.
      name: nameAsFiled(r.fields),
      filedAt: r.createdAt,
      answerBy: r.answerBy,
      ...complaintClock(r, now),
      escalateOn: r.escalateOn,
      rejectionProposed: r.rejectionProposedBy !== null,
      assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? "" } : null,
    };
  });
  return { items, more: rows.length > QUEUE_LIMIT, today: indiaDate(now.toISOString()) };
}
