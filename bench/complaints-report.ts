// npm run bench:complaints: the annual report's complaints table over 50,000
// complaints in PostgreSQL (goal: under 1 s). It lives beside the report
// because bench/ may not import server/ (lint). Seeds a database of its own
// on TEST_DATABASE_URL's server (dropped afterwards), times the whole
// financial year and a month, and the console's turnaround panel over the year, prints the figures, and exits non-zero only
// when the goal is missed or it cannot run.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54410/postgres npm run bench:complaints
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { grievance } from "#content/grievance";
import { complaintKind, escalationDay } from "#forms/complaint";
import { DEFAULT_LANG, TRANSLATED_LANGS } from "#shared/locales";
import { openDatabase } from "../server/db/database";
import { createTestDatabase } from "#test/database";
import { GROUNDS, complaintsReport } from "../server/complaints/complaints-report";
import { complaintsTurnaround } from "../server/complaints/complaints-turnaround";

const COMPLAINTS = 50_000;
const GOAL_MS = 1000;

if (!process.env.TEST_DATABASE_URL) {
  console.error("bench:complaints measures PostgreSQL: set TEST_DATABASE_URL (bash scripts/test-postgres.sh start prints one)");
  process.exit(2);
}
const target = await createTestDatabase();
const db = await openDatabase(target);
try {
  const seedStart = performance.now();
  // Two years of complaints, about 68 a day, spread over the grounds; four in five decided within 40 days, a tenth of those rejected.
  // One in four filed in a translated language. Each on its ground's clock (30 days; a shareholder's 21, a privacy
  // grievance 90), with its answer-by date and escalation day stored as filing stores them.
  const other = TRANSLATED_LANGS[0] ?? DEFAULT_LANG;
  const array = (values: readonly (string | number)[]) =>
    sql.raw(`array[${values.map((v) => (typeof v === "number" ? v : `'${v}'`)).join(",")}]`);
  const grounds = array(GROUNDS);
  const kinds = array(GROUNDS.map((g) => complaintKind(g)));
  const clocks = array(GROUNDS.map((g) => grievance.clocks[complaintKind(g)]));
  const escalations = array(GROUNDS.map((g) => escalationDay(grievance.clocks[complaintKind(g)])));
  await sql`
    insert into submissions (id, reference, form, lang, fields, created_at)
    select 's' || i, 'UF-' || lpad(upper(to_hex(i)), 6, '0'), 'complaint', case when i % 4 = 0 then ${other} else ${DEFAULT_LANG} end, '{}',
           to_char(timestamp '2025-04-01' + i * interval '21 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from generate_series(1, ${COMPLAINTS}) as i`.execute(db.kysely);
  await sql`
    insert into complaints (reference, status, answer_by, created_at, updated_at, category, lang, disposed_at, disposed_as,
                            kind, clock_days, escalate_on)
    select s.reference,
           case when n % 5 = 0 then 'in-progress' when n % 50 = 1 then 'rejected' else 'resolved' end,
           to_char((s.created_at::timestamptz + (${clocks})[1 + n % ${GROUNDS.length}] * interval '1 day') at time zone 'Asia/Kolkata', 'YYYY-MM-DD'),
           s.created_at, s.created_at, (${grounds})[1 + n % ${GROUNDS.length}], s.lang,
           case when n % 5 = 0 then null else to_char((s.created_at::timestamptz + (n % 40) * interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end,
           case when n % 5 = 0 then null when n % 50 = 1 then 'rejected' else 'resolved' end,
           (${kinds})[1 + n % ${GROUNDS.length}], (${clocks})[1 + n % ${GROUNDS.length}],
           to_char((s.created_at::timestamptz + (${escalations})[1 + n % ${GROUNDS.length}] * interval '1 day') at time zone 'Asia/Kolkata', 'YYYY-MM-DD')
    from (select reference, created_at, lang, substr(id, 2)::int as n from submissions where form = 'complaint') s`.execute(db.kysely);
  await sql`analyze complaints`.execute(db.kysely);
  console.log(`seeded ${COMPLAINTS.toLocaleString("en-IN")} complaints in ${Math.round(performance.now() - seedStart)} ms`);

  const time = async (from: string, to: string) => {
    const runs: number[] = [];
    let report: Awaited<ReturnType<typeof complaintsReport>> | undefined;
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      report = await complaintsReport(db.kysely, from, to);
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    // Pending past each complaint's own clock at the end, by kind: the per-kind clocks at work.
    const past: Record<string, number> = {};
    for (const g of report!.grounds) past[complaintKind(g.ground)] = (past[complaintKind(g.ground)] ?? 0) + g.pendingPastClock;
    return { median: runs[5]!, max: runs.at(-1)!, received: report!.received, past };
  };
  const year = await time("2025-04-01", "2026-03-31");
  const month = await time("2026-01-01", "2026-01-31");
  console.log(
    `financial year 2025-26: ${year.received} received; median ${year.median.toFixed(1)} ms, slowest ${year.max.toFixed(1)} ms (goal < ${GOAL_MS} ms)`,
  );
  console.log(`January 2026: ${month.received} received; median ${month.median.toFixed(1)} ms, slowest ${month.max.toFixed(1)} ms`);
  console.log(`pending past their own clock at 31 March 2026, by kind: ${JSON.stringify(year.past)}`);
  // The console's turnaround panel over the same year (issue 30): monthly buckets, medians, within-clock share.
  const turnaroundRuns: number[] = [];
  let turnaround: Awaited<ReturnType<typeof complaintsTurnaround>> | undefined;
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    turnaround = await complaintsTurnaround(db.kysely, "2025-04-01", "2026-03-31", new Date("2026-03-31T12:00:00.000Z"));
    turnaroundRuns.push(performance.now() - start);
  }
  turnaroundRuns.sort((a, b) => a - b);
  console.log(
    `turnaround 2025-26: ${turnaround!.months.reduce((n, m) => n + m.disposed, 0)} disposed of, median ${turnaround!.medianDays} days, ${turnaround!.withinClockPercent}% within their clock; median ${turnaroundRuns[5]!.toFixed(1)} ms, slowest ${turnaroundRuns.at(-1)!.toFixed(1)} ms (goal < ${GOAL_MS} ms)`,
  );
  if (year.max >= GOAL_MS || turnaroundRuns.at(-1)! >= GOAL_MS) {
    console.error("bench:complaints: the goal was missed");
    process.exitCode = 1;
  }
} finally {
  await db.close();
  await target.cleanup();
}
