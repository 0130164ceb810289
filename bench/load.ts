// Load and crash check for the form API, against the production build.
//   BUILD_DIR=build npx tsx bench/load.ts     (BENCH_PORT, BENCH_SECONDS, BENCH_CONCURRENCY to adjust)
// 1. Throughput: concurrent valid submissions (partner, loan, newsletter, job
//    application with a PDF) for a fixed time; prints requests/s, latency
//    percentiles and errors.
// 2. Crash check: load again, SIGKILL the server mid-load, restart it on the
//    same SQLite file, and count that every submission answered 2xx is stored.
// It prints figures; it is not a test. Loopback only, temporary database.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { readBuildSettings } from "#shared/build-settings";

const root = path.resolve(import.meta.dirname, "..");
const { buildDir } = readBuildSettings(process.env, root);
const port = Number(process.env.BENCH_PORT ?? 4303);
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const concurrency = Math.min(Number(process.env.BENCH_CONCURRENCY ?? 32), 256);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
const sqlitePath = path.join(dataDir, "load.db");

if (!existsSync(path.join(buildDir, ".complete"))) {
  console.log(`No finished build in ${buildDir}: building first.`);
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (r.status !== 0) process.exit(1);
}

function startServer(): ChildProcess {
  return spawn(process.execPath, [path.join(buildDir, "api/main.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: path.join(buildDir, "client"),
      SQLITE_PATH: sqlitePath,
      DATABASE_URL: "",
      LOG_LEVEL: "error",
      // Every request comes from 127.0.0.1: lift the per-address limit for the bench.
      FORM_RATE_LIMIT: "1000000000",
      FORM_RATE_LIMIT_TOTAL: "1000000000",
      NODE_ENV: "production",
    },
  });
}

async function waitForHealth(child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once("exit", () => r()));

// ---- submissions -------------------------------------------------------------
const pdf = Buffer.from("%PDF-1.7\n" + "resume text ".repeat(2000) + "\n%%EOF\n", "latin1");
let seq = 0;

type Kind = "partner" | "loan" | "newsletter" | "application";
const KINDS: Kind[] = ["partner", "loan", "newsletter", "partner", "loan", "application"];

function request(kind: Kind, tag: string): { url: string; init: RequestInit } {
  const n = ++seq;
  if (kind === "partner") {
    const body = { name: "Bench Partner", email: `p${n}@bench.example`, phone: "9876543210", company: tag, purpose: "co-lending" };
    return { url: "/api/partner-enquiries", init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) } };
  }
  if (kind === "loan") {
    const body = { name: "Bench Loan", mobile: "7012345678", company: tag, product: "term-loan", amount: 100000 + n, city: "Pune" };
    return { url: "/api/loan-enquiries", init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) } };
  }
  if (kind === "newsletter") {
    return { url: "/api/newsletter", init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: `${tag}-${n}@bench.example` }) } };
  }
  const form = new FormData();
  const fields = {
    firstName: "Bench", lastName: "Applicant", email: `a${n}@bench.example`, phone: "9123456780", experience: "3-5", location: "Pune",
    company: tag, currentCTC: "10 LPA", expectedCTC: "12 LPA", noticePeriod: "1-month", jobId: "bench-job",
    coverLetter: "A cover letter long enough to pass the fifty character minimum rule.",
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("resume", new Blob([pdf], { type: "application/pdf" }), "cv.pdf");
  return { url: "/api/job-applications", init: { method: "POST", body: form } };
}

type Acked = { kind: Kind; id: string | undefined; email?: string };
type Run = { latencies: number[]; statuses: Map<string, number>; acked: Acked[] };

/** `concurrency` workers sending submissions until `stop()` says so. */
async function load(tag: string, stop: () => boolean): Promise<Run> {
  const run: Run = { latencies: [], statuses: new Map(), acked: [] };
  const count = (key: string) => run.statuses.set(key, (run.statuses.get(key) ?? 0) + 1);
  let k = 0;
  const worker = async () => {
    while (!stop()) {
      const kind = KINDS[k++ % KINDS.length]!;
      const { url, init } = request(kind, tag);
      const started = performance.now();
      try {
        const res = await fetch(origin + url, { ...init, signal: AbortSignal.timeout(10_000) });
        const body = (await res.json()) as { id?: string };
        run.latencies.push(performance.now() - started);
        count(String(res.status));
        if (res.ok) {
          const email = kind === "newsletter" ? (JSON.parse(String(init.body)) as { email: string }).email : undefined;
          run.acked.push({ kind, id: body.id, email });
        }
      } catch (error) {
        count(`network: ${(error as Error).cause ? String(((error as Error).cause as Error).message ?? "") : (error as Error).name}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return run;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

// ---- 1. throughput -------------------------------------------------------------
// Measuring some other server on the port would give meaningless figures.
if (await fetch(`${origin}/api/health`).then(() => true, () => false)) {
  console.error(`Something already answers on ${origin}; choose another BENCH_PORT.`);
  process.exit(1);
}
let server = startServer();
try {
  await waitForHealth(server);
  console.log(`Load: ${concurrency} concurrent clients for ${seconds} s against ${origin} (SQLite, WAL, synchronous=FULL)`);
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  const run = await load("bench-load", () => performance.now() >= until);
  const elapsed = (performance.now() - t0) / 1000;
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const total = [...run.statuses.values()].reduce((a, b) => a + b, 0);
  const errors = total - run.acked.length;
  console.log(`  requests: ${total} in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s`);
  console.log(`  latency ms: p50 ${pct(sorted, 50).toFixed(1)}, p90 ${pct(sorted, 90).toFixed(1)}, p99 ${pct(sorted, 99).toFixed(1)}, max ${(sorted.at(-1) ?? 0).toFixed(1)}`);
  console.log(`  answers: ${[...run.statuses].map(([s, n]) => `${s}×${n}`).join(", ")}; errors (not 2xx): ${errors}`);

  // ---- 2. crash check ---------------------------------------------------------
  console.log(`Crash check: load, SIGKILL after 3 s, restart, count stored rows`);
  let killed = false;
  const crashRun = load("bench-crash", () => killed);
  await new Promise((r) => setTimeout(r, 3000));
  server.kill("SIGKILL");
  killed = true;
  await exited(server);
  const crash = await crashRun;
  console.log(`  answered 2xx before the kill: ${crash.acked.length}; failed in flight: ${[...crash.statuses].filter(([s]) => !s.startsWith("2")).map(([s, n]) => `${s}×${n}`).join(", ") || "none"}`);

  server = startServer();
  await waitForHealth(server);
  // Read the file directly (not through the server's code): what is on disk is what counts.
  const db = new SQLite(sqlitePath, { readonly: true });
  const ids = (table: string) =>
    new Set((db.prepare(`select id from ${table} where company = 'bench-crash'`).all() as { id: string }[]).map((r) => r.id));
  const stored = {
    partner: ids("partner_enquiries"),
    loan: ids("loan_enquiries"),
    application: ids("job_applications"),
    newsletter: new Set((db.prepare("select email from newsletter_subscriptions where email like 'bench-crash-%'").all() as { email: string }[]).map((r) => r.email)),
  };
  db.close();
  const missing = crash.acked.filter((a) => !(a.kind === "newsletter" ? stored.newsletter.has(a.email!) : stored[a.kind].has(a.id!)));
  const storedTotal = Object.values(stored).reduce((n, s) => n + s.size, 0);
  console.log(`  after restart: ${crash.acked.length - missing.length} of ${crash.acked.length} acknowledged submissions found (${missing.length} missing); ${storedTotal} rows stored in all (committed in flight counts too)`);
  if (missing.length) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await exited(server);
  rmSync(dataDir, { recursive: true, force: true });
}
