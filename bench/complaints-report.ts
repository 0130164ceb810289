// npm run bench:complaints: the annual report's complaints table over 50,000
// complaints in PostgreSQL (goal: under 1 s). It lives beside the report
// because bench/ may not import server/ (lint). Seeds a database of its own
// on TEST_DATABASE_URL's server (dropped afterwards), times the whole
// financial year and a month, prints the figures, and exits non-zero only
// when the goal is missed or it cannot run.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54410/postgres npm run bench:complaints
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { DEFAULT_LANG, TRANSLATED_LANGS } from "#shared/locales";
import { openDatabase } from "../server/db/database";
import { createTestDatabase } from "#test/database";
import { GROUNDS, complaintsReport } from "../server/complaints/complaints-report";

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
  // One in four filed in a translated language.
  const other = TRANSLATED_LANGS[0] ?? DEFAULT_LANG;
  const grounds = sql.raw(`array[${GROUNDS.map((g) => `'${g}'`).join(",")}]`);
  await sql`
    insert into submissions (id, reference, form, lang, fields, created_at)
    select 's' || i, 'UF-' || lpad(upper(to_hex(i)), 6, '0'), 'complaint', case when i % 4 = 0 then ${other} else ${DEFAULT_LANG} end, '{}',
           to_char(timestamp '2025-04-01' + i * interval '21 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from generate_series(1, ${COMPLAINTS}) as i`.execute(db.kysely);
  await sql`
    insert into complaints (reference, status, answer_by, created_at, updated_at, category, lang, disposed_at, disposed_as)
    select s.reference,
           case when n % 5 = 0 then 'in-progress' when n % 50 = 1 then 'rejected' else 'resolved' end,
           to_char((s.created_at::timestamptz + interval '30 days') at time zone 'Asia/Kolkata', 'YYYY-MM-DD'),
           s.created_at, s.created_at, (${grounds})[1 + n % ${GROUNDS.length}], s.lang,
           case when n % 5 = 0 then null else to_char((s.created_at::timestamptz + (n % 40) * interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end,
           case when n % 5 = 0 then null when n % 50 = 1 then 'rejected' else 'resolved' end
    from (select reference, created_at, lang, substr(id, 2)::int as n from submissions where form = 'complaint') s`.execute(db.kysely);
  await sql`analyze complaints`.execute(db.kysely);
  console.log(`seeded ${COMPLAINTS.toLocaleString("en-IN")} complaints in ${Math.round(performance.now() - seedStart)} ms`);

  const time = async (from: string, to: string) => {
    const runs: number[] = [];
    let received = 0;
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      received = (await complaintsReport(db.kysely, from, to)).received;
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    return { median: runs[5]!, max: runs.at(-1)!, received };
  };
  const year = await time("2025-04-01", "2026-03-31");
  const month = await time("2026-01-01", "2026-01-31");
  console.log(
    `financial year 2025-26: ${year.received} received; median ${year.median.toFixed(1)} ms, slowest ${year.max.toFixed(1)} ms (goal < ${GOAL_MS} ms)`,
  );
  console.log(`January 2026: ${month.received} received; median ${month.median.toFixed(1)} ms, slowest ${month.max.toFixed(1)} ms`);
  if (year.max >= GOAL_MS) {
    console.error("bench:complaints: the goal was missed");
    process.exitCode = 1;
  }
} finally {
  await db.close();
  await target.cleanup();
}
