// The complaints table RBI asks NBFCs to disclose in their annual report
// (RBI circular of 29 April 2022 on disclosures in NBFCs' financial
// statements; docs/requirements.md, "Grievance redressal"), for any period:
// pending at the start, received, disposed of (of which rejected), pending at
// the end; per ground (our complaint categories) pending at the start,
// received, % change against the previous period of the same length, pending
// at the end and of those pending beyond their clock (RBI's "beyond 30 days",
// which is each complaint's own clock: 30 days for a borrower's, 21 for a
// shareholder's, 90 for a privacy grievance, as stored when it was filed);
// and the Ombudsman figures staff enter by hand for the period.
//
// Periods are calendar days in India: "from 2026-04-01" starts at 00:00 IST.
// A complaint is disposed of on the day it became resolved or (approved)
// rejected, or closed without either (complaints.disposed_at, set once).
// One pass over the complaints with conditional sums per category: the same
// SQL on SQLite and PostgreSQL.
import { type Kysely, sql } from "kysely";
import { complaintCopy } from "#content/en/form-words/complaint";
import { complaintForm } from "#forms/complaint";
import { addDays } from "#shared/india-dates";
import type { Database } from "../db/schema";
import { csvCell } from "#shared/csv";
import type { OMBUDSMAN_FIELDS } from "#shared/staff-api/lists";

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString();

export const GROUNDS = complaintForm.fields.category.options;
type OmbudsmanFigures = Record<(typeof OMBUDSMAN_FIELDS)[number], number>;

type GroundRow = {
  ground: string;
  pendingAtStart: number;
  received: number;
  changePercent: number | null;
  pendingAtEnd: number;
  /** Pending at the end and past its own clock: its answer-by date is before the period's last day. */
  pendingPastClock: number;
};
type ComplaintsReport = {
  from: string;
  to: string;
  pendingAtStart: number;
  received: number;
  disposed: number;
  rejected: number;
  pendingAtEnd: number;
  grounds: GroundRow[];
  /** Null until staff have entered them for exactly this period. */
  ombudsman: OmbudsmanFigures | null;
};

/** Days in a period, both ends included. */
const periodDays = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export async function complaintsReport(db: Kysely<Database>, from: string, to: string): Promise<ComplaintsReport> {
  const start = dayStart(from);
  const end = dayStart(addDays(to, 1));
  const previousStart = dayStart(addDays(from, -periodDays(from, to)));
  // Past its clock at the end: its answer-by date (filing date + its own clock, India) is before the period's
  // last day, i.e. more than its clock's days have passed by then (for a 30-day clock: filed before to - 30).
  const pendingAt = (at: string) => sql<boolean>`created_at < ${at} and (disposed_at is null or disposed_at >= ${at})`;
  const count = (condition: ReturnType<typeof sql>) => sql<string | number>`sum(case when ${condition} then 1 else 0 end)`;
  const rows = await db
    .selectFrom("complaints")
    .select([
      "category",
      count(pendingAt(start)).as("pendingAtStart"),
      count(sql`created_at >= ${start} and created_at < ${end}`).as("received"),
      count(sql`created_at >= ${previousStart} and created_at < ${start}`).as("receivedBefore"),
      count(sql`disposed_at >= ${start} and disposed_at < ${end}`).as("disposed"),
      count(sql`disposed_at >= ${start} and disposed_at < ${end} and disposed_as = 'rejected'`).as("rejected"),
      count(pendingAt(end)).as("pendingAtEnd"),
      count(sql`${pendingAt(end)} and answer_by < ${to}`).as("pendingPastClock"),
    ])
    .where("createdAt", "<", end)
    .groupBy("category")
    .execute();
  const byGround = new Map(rows.map((r) => [r.category ?? "other", r]));
  const n = (v: string | number | null | undefined) => Number(v ?? 0);
  const grounds: GroundRow[] = GROUNDS.map((ground) => {
    const r = byGround.get(ground);
    const received = n(r?.received);
    const before = n(r?.receivedBefore);
    return {
      ground,
      pendingAtStart: n(r?.pendingAtStart),
      received,
      // No complaints in the previous period: a change has no percentage.
      changePercent: before === 0 ? null : Math.round(((received - before) / before) * 1000) / 10,
      pendingAtEnd: n(r?.pendingAtEnd),
      pendingPastClock: n(r?.pendingPastClock),
    };
  });
  const sum = (key: "pendingAtStart" | "received" | "disposed" | "rejected" | "pendingAtEnd") => rows.reduce((s, r) => s + n(r[key]), 0);
  const stored = await db
    .selectFrom("complaintOmbudsman")
    .select("figures")
    .where("periodFrom", "=", from)
    .where("periodTo", "=", to)
    .executeTakeFirst();
  return {
    from,
    to,
    pendingAtStart: sum("pendingAtStart"),
    received: sum("received"),
    disposed: sum("disposed"),
    rejected: sum("rejected"),
    pendingAtEnd: sum("pendingAtEnd"),
    grounds,
    ombudsman: stored ? (JSON.parse(stored.figures) as OmbudsmanFigures) : null,
  };
}

/** Stores (or replaces) the Ombudsman figures for exactly this period. */
export async function saveOmbudsmanFigures(
  db: Kysely<Database>,
  from: string,
  to: string,
  figures: OmbudsmanFigures,
  by: string,
  now: Date,
): Promise<void> {
  const values = { periodFrom: from, periodTo: to, figures: JSON.stringify(figures), updatedBy: by, updatedAt: now.toISOString() };
  await db
    .insertInto("complaintOmbudsman")
    .values(values)
    .onConflict((oc) =>
      oc.columns(["periodFrom", "periodTo"]).doUpdateSet({ figures: values.figures, updatedBy: by, updatedAt: values.updatedAt }),
    )
    .execute();
}

const groundLabel = (ground: string) => (complaintCopy.options.category as Record<string, string>)[ground] ?? ground;

/** The table as the disclosure lays it out: the summary, the Ombudsman figures, then the grounds. */
export function reportCsv(r: ComplaintsReport): string {
  const o = r.ombudsman;
  const line = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;
  const figure = (v: number | undefined) => (v === undefined ? "not entered" : v);
  return [
    line(["Summary information on complaints received from customers and from the Offices of Ombudsman", `${r.from} to ${r.to} (IST)`]),
    line(["Sr. No", "Particulars", "Number"]),
    line(["", "Complaints received by the NBFC from its customers", ""]),
    line(["1", "Number of complaints pending at beginning of the period", r.pendingAtStart]),
    line(["2", "Number of complaints received during the period", r.received]),
    line(["3", "Number of complaints disposed during the period", r.disposed]),
    line(["3.1", "Of which, number of complaints rejected by the NBFC", r.rejected]),
    line(["4", "Number of complaints pending at the end of the period", r.pendingAtEnd]),
    line(["", "Maintainable complaints received by the NBFC from Office of Ombudsman", ""]),
    line(["5", "Number of maintainable complaints received by the NBFC from Office of Ombudsman", figure(o?.maintainableReceived)]),
    line(["5.1", "Of 5, number of complaints resolved in favour of the NBFC by Office of Ombudsman", figure(o?.resolvedInFavour)]),
    line([
      "5.2",
      "Of 5, number of complaints resolved through conciliation/mediation/advisories issued by Office of Ombudsman",
      figure(o?.resolvedByConciliation),
    ]),
    line([
      "5.3",
      "Of 5, number of complaints resolved after passing of Awards by Office of Ombudsman against the NBFC",
      figure(o?.resolvedByAward),
    ]),
    line(["6", "Number of Awards unimplemented within the stipulated time (other than those appealed)", figure(o?.awardsNotImplemented)]),
    "\r\n",
    line([
      "Grounds of complaints (complaints relating to)",
      "Number of complaints pending at the beginning of the period",
      "Number of complaints received during the period",
      "% increase/decrease in the number of complaints received over the previous period",
      "Number of complaints pending at the end of the period",
      "Of which, number of complaints pending beyond 30 days (each complaint's own clock: 21 days for shareholders', 90 for privacy grievances)",
    ]),
    ...r.grounds.map((g) =>
      line([
        groundLabel(g.ground),
        g.pendingAtStart,
        g.received,
        g.changePercent === null ? "n/a" : g.changePercent,
        g.pendingAtEnd,
        g.pendingPastClock,
      ]),
    ),
    line(["Total", r.pendingAtStart, r.received, "", r.pendingAtEnd, r.grounds.reduce((s, g) => s + g.pendingPastClock, 0)]),
  ].join("");
}
