// The staff inbox at scale: 100,000 submissions in PostgreSQL, served by a
// real server process.
//   BENCH_DATABASE_URL=postgres://... npm run bench:staff   (or TEST_DATABASE_URL; BENCH_PORT, BENCH_ROWS to adjust)
// Prints the p95 time of the inbox's first page, a filtered page, page 500
// (reached by its keyset cursor) and a search by phone, measured over
// loopback (so server time plus a loopback round trip), and the time and the
// server's memory for a CSV export of every row. It prints figures; it is
// not a test. It makes a database of its own and drops it afterwards.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { DEFAULT_LANG, TRANSLATED_LANGS } from "#shared/locales";

const root = path.resolve(import.meta.dirname, "..");
const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) {
  console.error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the bench may create a database on.");
  process.exit(2);
}
const rows = Math.min(Number(process.env.BENCH_ROWS ?? 100_000), 1_000_000);
const port = Number(process.env.BENCH_PORT ?? 4610);
const origin = `http://127.0.0.1:${port}`;
const name = `bench_staff_${randomBytes(4).toString("hex")}`;
const clientDir = mkdtempSync(path.join(os.tmpdir(), "bench-staff-"));
writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Bench</title>");

const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

let server: ChildProcess | undefined;
const db = new pg.Client({ connectionString: databaseUrl });
try {
  // The server migrates the database as it starts.
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      LOG_LEVEL: "warn",
      MAX_EVENT_LOOP_UTILIZATION: "1",
    },
  });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  await db.connect();

  console.log(`Seeding ${rows.toLocaleString("en-IN")} submissions...`);
  const seedStart = performance.now();
  // Three sales forms, five statuses, one in five in a translated language, a minute apart.
  const other = TRANSLATED_LANGS[0] ?? DEFAULT_LANG;
  await db.query(
    `insert into submissions (id, reference, form, lang, fields, created_at, search_name, search_email, search_phone, status, version)
     select md5(i::text)::uuid::text, 'UF-' || upper(lpad(to_hex(i), 6, '0')),
            (array['partner-enquiry','loan-enquiry','newsletter'])[1 + i % 3], case when i % 5 = 0 then $2 else $3 end,
            json_build_object('name', 'Person ' || i, 'email', 'p' || i || '@example.in', 'phone', (9000000000 + i)::text, 'mobile', (9000000000 + i)::text, 'company', 'Company ' || i)::text,
            to_char(timestamp '2025-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'person ' || i, 'p' || i || '@example.in', (9000000000 + i)::text,
            (array['new','contacted','qualified','closed','spam'])[1 + (i / 7) % 5], 0
     from generate_series(1, $1::int) i`,
    [rows, other, DEFAULT_LANG],
  );
  await db.query("analyze");
  console.log(`  done in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  // A salesperson, signed in and freshly re-authenticated (as after a passkey confirmation).
  const token = randomBytes(32).toString("base64url");
  const now = new Date().toISOString();
  await db.query(
    `insert into staff_users (id, email, name, roles, disabled, version, created_at) values ('bench', 'bench@example.in', 'Bench', '["sales"]', 0, 0, $1)`,
    [now],
  );
  await db.query(
    `insert into staff_sessions (token_hash, user_id, created_at, last_seen_at, reauthenticated_at) values ($1, 'bench', $2, $2, $2)`,
    [createHash("sha256").update(token).digest("hex"), now],
  );
  const headers = { cookie: `__Host-staff=${token}` };

  async function timed(pathAndQuery: string): Promise<{ ms: number; body: { items: unknown[]; nextCursor: string | null } }> {
    const start = performance.now();
    const res = await fetch(origin + pathAndQuery, { headers });
    const body = (await res.json()) as { items: unknown[]; nextCursor: string | null };
    if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - start, body };
  }
  const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
  async function measure(label: string, pathAndQuery: string, times = 200) {
    for (let i = 0; i < 10; i++) await timed(pathAndQuery); // warm-up
    const ms: number[] = [];
    let count = 0;
    for (let i = 0; i < times; i++) {
      const r = await timed(pathAndQuery);
      ms.push(r.ms);
      count = r.body.items.length;
    }
    const median = [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
    console.log(`  ${label.padEnd(44)} p95 ${p95(ms).toFixed(1).padStart(6)} ms   (median ${median.toFixed(1)} ms; ${count} items)`);
    return p95(ms);
  }

  console.log(`\nInbox over loopback, ${rows.toLocaleString("en-IN")} submissions (goal: p95 under 50 ms each):`);
  await measure("first page", "/api/staff/leads");
  await measure("filtered (loan-enquiry, contacted, hi)", "/api/staff/leads?form=loan-enquiry&status=contacted&lang=hi");
  let cursor: string | null = null;
  for (let page = 1; page < 500; page++) cursor = (await timed(`/api/staff/leads${cursor ? `?cursor=${cursor}` : ""}`)).body.nextCursor;
  await measure("page 500 (keyset cursor)", `/api/staff/leads?cursor=${cursor}`);
  await measure("search by phone", `/api/staff/leads?q=${9000000000 + Math.floor(rows / 2)}`);
  await measure("search by name prefix", "/api/staff/leads?q=person%204242");

  // Export: the server's resident memory sampled while it streams.
  const rss = () => {
    const status = readFileSync(`/proc/${server!.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  };
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 25);
  const start = performance.now();
  const res = await fetch(`${origin}/api/staff/leads/export.csv`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  console.log(`\nCSV export of every lead (goal: under 10 s, flat memory): status ${res.status}`);
  console.log(`  ${(lines - 1).toLocaleString("en-IN")} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s`);
  console.log(
    `  server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak during the export (+${(peak - before).toFixed(0)} MB)`,
  );
} finally {
  server?.kill("SIGTERM");
  if (server && server.exitCode === null) await new Promise((r) => server!.once("exit", r));
  await db.end().catch(() => {});
  await admin.query(`drop database if exists ${name}`).catch((e: Error) => console.error(`could not drop ${name}: ${e.message}`));
  await admin.end();
  rmSync(clientDir, { recursive: true, force: true });
}
