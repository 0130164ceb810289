// The staff inbox at 1,000,000 submissions, on SQLite and on PostgreSQL,
// served by a real server process (issue 29). It prints figures; it is not a
// test.
//   npm run bench:staff                                   SQLite (a temporary file)
//   BENCH_DATABASE_URL=postgres://... npm run bench:staff SQLite, then PostgreSQL (a database of its own)
//   BENCH_DATABASE=sqlite|postgres|both, BENCH_ROWS (default 1,000,000), BENCH_PORT (default 4610),
//   BENCH_KEEP=1 keeps the filled databases and reuses them on the next run (generating 1M rows takes minutes).
// For each database: the p95 time, over loopback (server time plus a loopback round trip), of every ready-made
// view's first page and of the views' counts, of searches by surname part, Hindi surname, company and phone,
// of page 500; bulk assign of 100 leads; and a full CSV export's time and the server's peak memory.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { machineNote } from "./lib/machine";
import { percentile } from "./lib/stats";
import { formatTable } from "./lib/table";
import { type BenchDatabase, postgresBench, sqliteBench } from "./lib/staff-seed";
import { benchLead } from "./lib/staff-rows";

const root = path.resolve(import.meta.dirname, "..");
const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const which = process.env.BENCH_DATABASE ?? (pgBase ? "both" : "sqlite");
if (!["sqlite", "postgres", "both"].includes(which)) throw new Error("BENCH_DATABASE is sqlite, postgres or both");
if (which !== "sqlite" && !pgBase) {
  console.error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the bench may create a database on.");
  process.exit(2);
}
const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const port = Number(process.env.BENCH_PORT ?? 4610);
const keep = process.env.BENCH_KEEP === "1";
const origin = `http://127.0.0.1:${port}`;
const READ_GOAL_MS = 50;
const BULK_GOAL_MS = 1000;
const EXPORT_GOAL_S = 60;

type Line = [label: string, p95: string, median: string, detail: string, goal: string];

// The database is the bench's own: none named in the bench's environment reaches the server.
const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL" && k !== "SQLITE_PATH"));

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "bench-staff-client-"));
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Bench</title>");
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      LOG_LEVEL: "warn",
      MAX_EVENT_LOOP_UTILIZATION: "1",
    },
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    rmSync(clientDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error("the server did not start");
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { child, stop };
}

async function measureDatabase(db: BenchDatabase): Promise<Line[]> {
  const server = await startServer(db.env);
  try {
    const headers = { cookie: `__Host-staff=${await db.signIn()}` };
    const lines: Line[] = [];
    const call = async (pathAndQuery: string, init: RequestInit = {}) => {
      const start = performance.now();
      const res = await fetch(`${origin}/api/staff${pathAndQuery}`, { ...init, headers: { ...headers, ...init.headers } });
      const body = (await res.json()) as Record<string, unknown>;
      if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - start, body };
    };
    const record = (label: string, ms: number[], detail: string, goalMs: number) => {
      const p95 = percentile(ms, 95);
      lines.push([label, `${p95.toFixed(1)} ms`, `${percentile(ms, 50).toFixed(1)} ms`, detail, p95 <= goalMs ? "met" : "MISSED"]);
      console.log(`  ${label.padEnd(34)} p95 ${p95.toFixed(1).padStart(7)} ms  ${detail}`);
    };
    async function measure(label: string, pathAndQuery: string, times = 40) {
      for (let i = 0; i < 5; i++) await call(pathAndQuery);
      const ms: number[] = [];
      let body: Record<string, unknown> = {};
      for (let i = 0; i < times; i++) ({ ms: ms[i]!, body } = await call(pathAndQuery));
      const items = body.items as unknown[] | undefined;
      record(label, ms, items ? `${items.length} items${body.nextCursor ? "" : ", last page"}` : "", READ_GOAL_MS);
      return body;
    }

    console.log(`\n${db.kind}: ${db.rows.toLocaleString("en-IN")} submissions; ${machineNote()}`);
    const views = (await measure("views with their counts", "/leads/views", 20)).views as {
      label: string;
      search: string;
      count: number;
    }[];
    lines.at(-1)![3] = views.map((v) => `${v.label} ${v.count.toLocaleString("en-IN")}`).join(", ");
    for (const v of views) await measure(`view: ${v.label}`, `/leads${v.search}`);
    // People as generated: a surname's middle, a surname in the translated language's script, a company, and a phone typed with +91 and a space.
    await measure("search: surname part (upta)", "/leads?q=upta");
    await measure("search: Hindi surname (शर्मा)", `/leads?q=${encodeURIComponent("शर्मा")}`);
    await measure("search: company (balaji tex)", `/leads?q=${encodeURIComponent("balaji tex")}`);
    let i = Math.floor(db.rows / 2);
    while (benchLead(i, 0).form !== "loan-enquiry") i++;
    const mobile = String(benchLead(i, 0).fields.mobile);
    await measure("search: phone (+91 xxxxx xxxxx)", `/leads?q=${encodeURIComponent(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)}`);
    let cursor: string | null = null;
    for (let page = 1; page < 500; page++) cursor = (await call(`/leads${cursor ? `?cursor=${cursor}` : ""}`)).body.nextCursor as string;
    await measure("page 500 (keyset cursor)", `/leads?cursor=${cursor}`);

    // Bulk assign: 100 unassigned sales leads at the versions the list showed, to a colleague, ten times.
    const bulk: number[] = [];
    for (let run = 0; run < 10; run++) {
      const leads: { reference: string; version: number }[] = [];
      for (let next: unknown = ""; leads.length < 100 && next !== null;) {
        const page = (await call(`/leads?assignee=none&form=loan-enquiry${next ? `&cursor=${String(next)}` : ""}`)).body;
        for (const { reference, version } of page.items as { reference: string; version: number }[]) leads.push({ reference, version });
        next = page.nextCursor;
      }
      leads.splice(100);
      const { ms, body } = await call("/leads/bulk", {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ leads, assigneeId: "s-Asha" }),
      });
      if ((body.changed as string[]).length !== leads.length)
        throw new Error(`bulk assign changed ${(body.changed as string[]).length} of ${leads.length}`);
      bulk.push(ms);
    }
    record("bulk assign of 100 leads", bulk, "10 runs, 100 changed each", BULK_GOAL_MS);

    // The export: the server's resident memory sampled while it streams every lead.
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
    // Flat memory: the peak in the second half of the rows no higher than in the first (a leak would keep growing).
    const before = rss();
    const peak = [before, before];
    let half = 0;
    const sampler = setInterval(() => (peak[half] = Math.max(peak[half]!, rss())), 25);
    const start = performance.now();
    const res = await fetch(`${origin}/api/staff/leads/export.csv`, { headers });
    let bytes = 0;
    let csvLines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) csvLines++;
      if (csvLines > db.rows / 2) half = 1;
    }
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    const detail = `${(csvLines - 1).toLocaleString("en-IN")} rows, ${(bytes / 1048576).toFixed(0)} MB; RSS ${before.toFixed(0)} MB, peak ${peak[0]!.toFixed(0)} / ${peak[1]!.toFixed(0)} MB (1st / 2nd half)`;
    lines.push(["CSV export of every lead", `${seconds.toFixed(1)} s`, "", detail, seconds <= EXPORT_GOAL_S && res.ok ? "met" : "MISSED"]);
    console.log(`  CSV export: ${res.status} ${seconds.toFixed(1)} s, ${detail}`);
    return lines;
  } finally {
    await server.stop();
  }
}

const kinds = which === "both" ? (["sqlite", "postgres"] as const) : ([which] as const);
for (const kind of kinds) {
  console.log(`\nPreparing ${kind} with ${rows.toLocaleString("en-IN")} submissions${keep ? " (kept for the next run)" : ""}...`);
  const file = path.join(os.tmpdir(), `bench-staff-${rows}.db`);
  const db = kind === "sqlite" ? await sqliteBench(file, rows, keep) : await postgresBench(pgBase!, rows, keep);
  console.log(db.seededSeconds === undefined ? "  reused the kept database" : `  generated in ${db.seededSeconds.toFixed(0)} s`);
  try {
    const lines = await measureDatabase(db);
    console.log(`\n${kind}, ${rows.toLocaleString("en-IN")} submissions, ${new Date().toISOString()}, ${machineNote()}`);
    console.log(`goals: reads p95 < ${READ_GOAL_MS} ms, bulk assign < ${BULK_GOAL_MS} ms, export < ${EXPORT_GOAL_S} s with flat memory`);
    console.log(formatTable(["measure", "p95", "median", "detail", "goal"], lines));
  } finally {
    await db.close();
  }
}
