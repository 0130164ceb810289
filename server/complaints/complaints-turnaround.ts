// The grievance desk's turnaround panel (issue 30), for a period of India's
// calendar: received and disposed of per month, the median days from filing
// to disposal, the share answered within each complaint's own legal clock
// (disposed of on or before its answer-by date), and the complaints overdue
// now by officer. The monthly buckets are computed in SQL against each
// month's first instant in India, so the same query runs on SQLite and
// PostgreSQL; the medians from the disposed complaints' three dates.
import { type Kysely, sql } from "kysely";
import { addDays, indiaDate } from "#shared/india-dates";
import type { Database } from "../db/schema";

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString();
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

type MonthRow = {
  /** YYYY-MM in India. */
  month: string;
  received: number;
  disposed: number;
  /** Null in a month with nothing disposed of. */
  medianDays: number | null;
  withinClockPercent: number | null;
};
type Turnaround = {
  from: string;
  to: string;
  months: MonthRow[];
  medianDays: number | null;
  withinClockPercent: number | null;
  /** Open complaints past their answer-by date today, by the officer they are assigned to (null: nobody). */
  overdueByOfficer: { officer: string | null; overdue: number }[];
};

/** The months a period touches, each with its first instant (UTC) in India. */
function monthsOf(from: string, to: string): { month: string; start: string }[] {
  const out: { month: string; start: string }[] = [];
  let day = `${from.slice(0, 7)}-01`;
  while (day <= to) {
    out.push({ month: day.slice(0, 7), start: dayStart(day < from ? from : day) });
    const [y, m] = day.split("-").map(Number) as [number, number];
    day = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  }
  return out;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  const mid = values.length >> 1;
  return values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

export async function complaintsTurnaround(db: Kysely<Database>, from: string, to: string, now: Date): Promise<Turnaround> {
  const start = dayStart(from);
  const end = dayStart(addDays(to, 1));
  const months = monthsOf(from, to);
  // The month an instant falls in: the last month whose start it has passed.
  const bucket = (column: "created_at" | "disposed_at") =>
    sql<string>`case ${sql.join(
      [...months].reverse().map((m) => sql`when ${sql.ref(column)} >= ${m.start} then cast(${m.month} as text)`),
      sql` `,
    )} end`;
  const [received, disposed, overdue] = await Promise.all([
    db
      .selectFrom("complaints")
      .select([bucket("created_at").as("month"), (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("createdAt", ">=", start)
      .where("createdAt", "<", end)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom("complaints")
      .select(["createdAt", "disposedAt", "answerBy"])
      .where("disposedAt", ">=", start)
      .where("disposedAt", "<", end)
      .execute(),
    db
      .selectFrom("complaints")
      .leftJoin("staffUsers", "staffUsers.id", "complaints.assigneeId")
      .select(["staffUsers.name as officer", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("complaints.status", "in", ["received", "in-progress"])
      .where("complaints.answerBy", "<", indiaDate(now.toISOString()))
      .groupBy("staffUsers.name")
      .execute(),
  ]);
  const receivedBy = new Map(received.map((r) => [r.month, Number(r.n)]));
  const perMonth = new Map(months.map((m) => [m.month, { days: [] as number[], within: 0 }]));
  const all: number[] = [];
  let within = 0;
  for (const d of disposed) {
    const on = indiaDate(d.disposedAt!);
    const taken = days(indiaDate(d.createdAt), on);
    const m = perMonth.get(on.slice(0, 7));
    const inTime = on <= d.answerBy;
    all.push(taken);
    if (inTime) within++;
    if (m) {
      m.days.push(taken);
      if (inTime) m.within++;
    }
  }
  return {
    from,
    to,
    months: months.map(({ month }) => {
      const m = perMonth.get(month)!;
      const count = m.days.length;
      return {
        month,
        received: receivedBy.get(month) ?? 0,
        disposed: count,
        medianDays: median(m.days),
        withinClockPercent: percent(m.within, count),
      };
    }),
    medianDays: median(all),
    withinClockPercent: percent(within, all.length),
    overdueByOfficer: overdue
      .map((r) => ({ officer: r.officer ?? null, overdue: Number(r.n) }))
      .sort((a, b) => b.overdue - a.overdue || (a.officer ?? "").localeCompare(b.officer ?? "")),
  };
}
