// Load and crash check for the form API, against the production build.
//   BUILD_DIR=build npx tsx bench/load.ts     (BENCH_PORT, BENCH_SECONDS, BENCH_CONCURRENCY, BENCH_DELIVERY_RATE to adjust)
// 1. Throughput: concurrent valid submissions (partner, loan, newsletter, job
//    application with a PDF) for a fixed time; prints requests/s, latency
//    percentiles and errors.
// 2. Delivery: every submission is emailed to a local SMTP server in this
//    process; prints the time from commit to the message's arrival (p50/p99)
//    and counts acknowledged submissions whose email never came (losses),
//    for the load above and again at a steady pace below saturation.
// 3. Crash check: load again, SIGKILL the server mid-load, restart it on the
//    same SQLite file, and count that every submission answered 2xx is stored
//    and then delivered.
// It prints figures; it is not a test. Loopback only, temporary database.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { readBuildSettings } from "#shared/build-settings";
import { startTestSmtpServer } from "#test/smtp-server";
import { exampleApplication, exampleLoanEnquiry, exampleNewsletter, examplePartnerEnquiry } from "#test/form-examples";

const root = path.resolve(import.meta.dirname, "..");
const { buildDir } = readBuildSettings(process.env, root);
const port = Number(process.env.BENCH_PORT ?? 4303);
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const concurrency = Math.min(Number(process.env.BENCH_CONCURRENCY ?? 32), 256);
const pacedRate = Math.min(Number(process.env.BENCH_DELIVERY_RATE ?? 20), 1000);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
const sqlitePath = path.join(dataDir, "load.db");
// A production start needs its key files (deploy/keys.sh on a server): made here for the run.
const keyFiles = { LINK_KEYS_FILE: path.join(dataDir, "link-keys"), AUDIT_KEY_FILE: path.join(dataDir, "audit.pem") };
writeFileSync(keyFiles.LINK_KEYS_FILE, `bench ${randomBytes(32).toString("base64")}\n`, { mode: 0o600 });
writeFileSync(keyFiles.AUDIT_KEY_FILE, generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }), { mode: 0o600 });

// The leads' mail server: only the headers are read (the reference), so the
// receiving side costs little next to the server being measured.
const firstArrival = new Map<string, number>();
const smtp = await startTestSmtpServer({
  parse: "headers",
  onMessage: (m) => {
    if (m.reference && !firstArrival.has(m.reference)) firstArrival.set(m.reference, m.receivedAt);
  },
});

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
      SMTP_URL: smtp.url,
      LEADS_EMAIL_FROM: "leads@bench.example",
      LEADS_EMAIL_TO: "sales@bench.example",
      LEADS_WEBHOOK_URL: "",
      LEADS_WEBHOOK_SECRET: "",
      NODE_ENV: "production",
      ...keyFiles,
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
    const body = { ...examplePartnerEnquiry, email: `p${n}@bench.example`, company: tag };
    return {
      url: "/api/partner-enquiries",
      init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    };
  }
  if (kind === "loan") {
    const body = { ...exampleLoanEnquiry, company: tag, amount: 100000 + n };
    return {
      url: "/api/loan-enquiries",
      init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    };
  }
  if (kind === "newsletter") {
    return {
      url: "/api/newsletter",
      init: {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...exampleNewsletter, email: `${tag}-${n}@bench.example` }),
      },
    };
  }
  const form = new FormData();
  const fields = { ...exampleApplication, email: `a${n}@bench.example`, company: tag, jobId: "bench-job" };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("resume", new Blob([pdf], { type: "application/pdf" }), "cv.pdf");
  return { url: "/api/job-applications", init: { method: "POST", body: form } };
}

type Acked = { kind: Kind; reference: string };
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
        const body = (await res.json()) as { reference?: string };
        run.latencies.push(performance.now() - started);
        count(String(res.status));
        if (res.ok && body.reference) run.acked.push({ kind, reference: body.reference });
      } catch (error) {
        count(`network: ${(error as Error).cause ? String(((error as Error).cause as Error).message ?? "") : (error as Error).name}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return run;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Read the file directly (not through the server's code): what is on disk is what counts. */
function storedAt(references: string[]): Map<string, string> {
  const db = new SQLite(sqlitePath, { readonly: true });
  const select = db.prepare("select reference, created_at from submissions where reference = ?");
  const out = new Map<string, string>();
  for (const r of references) {
    const row = select.get(r) as { reference: string; created_at: string } | undefined;
    if (row) out.set(row.reference, row.created_at);
  }
  db.close();
  return out;
}

/** Waits until every reference's email has arrived, or `timeoutMs` passes; returns the ones still missing. */
async function waitForMail(references: string[], timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let missing = references.filter((r) => !firstArrival.has(r));
  while (missing.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    missing = missing.filter((r) => !firstArrival.has(r));
  }
  return missing;
}

/** Waits for the references' emails, then prints commit-to-arrival percentiles and losses. */
async function reportDelivery(refs: string[]) {
  const waitingAtEnd = refs.filter((r) => !firstArrival.has(r)).length;
  const drainStart = performance.now();
  const lost = await waitForMail(refs, 120_000);
  const drained = (performance.now() - drainStart) / 1000;
  const committed = storedAt(refs);
  // created_at is taken when the submission's transaction begins, just before
  // its commit: commit-to-arrival is at most this (an upper bound by the
  // transaction's few milliseconds).
  const delays = refs
    .flatMap((r) => (firstArrival.has(r) && committed.has(r) ? [firstArrival.get(r)! - Date.parse(committed.get(r)!)] : []))
    .sort((a, b) => a - b);
  const repeats = smtp.messages.filter((m) => refs.includes(m.reference ?? "")).length - (refs.length - lost.length);
  console.log(
    `  commit -> email received ms: p50 ${pct(delays, 50).toFixed(0)}, p90 ${pct(delays, 90).toFixed(0)}, p99 ${pct(delays, 99).toFixed(0)}, max ${(delays.at(-1) ?? 0).toFixed(0)} (goal p99 < 5000)`,
  );
  console.log(`  ${waitingAtEnd} emails still on their way when the load stopped; the last arrived ${drained.toFixed(1)} s later`);
  console.log(
    `  received ${refs.length - lost.length} of ${refs.length} acknowledged submissions (${lost.length} lost, ${repeats} repeats)`,
  );
  if (lost.length) process.exitCode = 1;
}

/** Submissions started at a fixed rate (not waiting for answers), for `secs` seconds. */
async function pacedLoad(tag: string, rate: number, secs: number): Promise<Run> {
  const run: Run = { latencies: [], statuses: new Map(), acked: [] };
  const sends: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < rate * secs; i++) {
    const due = start + (i * 1000) / rate;
    if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
    const kind = KINDS[i % KINDS.length]!;
    const { url, init } = request(kind, tag);
    const t = performance.now();
    sends.push(
      fetch(origin + url, { ...init, signal: AbortSignal.timeout(10_000) }).then(
        async (res) => {
          const body = (await res.json()) as { reference?: string };
          run.latencies.push(performance.now() - t);
          run.statuses.set(String(res.status), (run.statuses.get(String(res.status)) ?? 0) + 1);
          if (res.ok && body.reference) run.acked.push({ kind, reference: body.reference });
        },
        () => void run.statuses.set("network", (run.statuses.get("network") ?? 0) + 1),
      ),
    );
  }
  await Promise.all(sends);
  return run;
}

// ---- 1. throughput -------------------------------------------------------------
// Measuring some other server on the port would give meaningless figures.
if (
  await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  )
) {
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
  console.log(
    `  latency ms: p50 ${pct(sorted, 50).toFixed(1)}, p90 ${pct(sorted, 90).toFixed(1)}, p99 ${pct(sorted, 99).toFixed(1)}, max ${(sorted.at(-1) ?? 0).toFixed(1)}`,
  );
  console.log(`  answers: ${[...run.statuses].map(([s, n]) => `${s}×${n}`).join(", ")}; errors (not 2xx): ${errors}`);
  console.log(`  submissions stored: ${run.acked.length} = ${(run.acked.length / elapsed).toFixed(0)} submissions/s`);

  // ---- 2. delivery ------------------------------------------------------------
  console.log(`Delivery of those submissions: each emailed to a local SMTP server (${smtp.url})`);
  await reportDelivery(run.acked.map((a) => a.reference));

  // At a steady pace well below saturation: what staff wait for on an ordinary busy day.
  console.log(`Delivery at a steady ${pacedRate} submissions/s for ${seconds} s (BENCH_DELIVERY_RATE)`);
  const paced = await pacedLoad("bench-paced", pacedRate, seconds);
  const pacedSorted = [...paced.latencies].sort((a, b) => a - b);
  console.log(
    `  submit latency ms: p50 ${pct(pacedSorted, 50).toFixed(1)}, p99 ${pct(pacedSorted, 99).toFixed(1)}; stored ${paced.acked.length}`,
  );
  await reportDelivery(paced.acked.map((a) => a.reference));

  // ---- 3. crash check ---------------------------------------------------------
  console.log(`Crash check: load, SIGKILL after 3 s, restart, count stored rows`);
  let killed = false;
  const crashRun = load("bench-crash", () => killed);
  await new Promise((r) => setTimeout(r, 3000));
  server.kill("SIGKILL");
  killed = true;
  await exited(server);
  const crash = await crashRun;
  console.log(
    `  answered 2xx before the kill: ${crash.acked.length}; failed in flight: ${
      [...crash.statuses]
        .filter(([s]) => !s.startsWith("2"))
        .map(([s, n]) => `${s}×${n}`)
        .join(", ") || "none"
    }`,
  );

  server = startServer();
  await waitForHealth(server);
  // Acknowledged submissions are found by the reference they were answered with.
  const crashRefs = crash.acked.map((a) => a.reference);
  const found = storedAt(crashRefs);
  const missing = crashRefs.filter((r) => !found.has(r));
  const db = new SQLite(sqlitePath, { readonly: true });
  const storedTotal = (db.prepare("select count(*) as n from submissions where fields like '%bench-crash%'").get() as { n: number }).n;
  db.close();
  console.log(
    `  after restart: ${crashRefs.length - missing.length} of ${crashRefs.length} acknowledged submissions found (${missing.length} missing); ${storedTotal} rows stored in all (committed in flight counts too)`,
  );
  const undelivered = await waitForMail(crashRefs, 120_000);
  console.log(
    `  and emailed after the restart: ${crashRefs.length - undelivered.length} of ${crashRefs.length} (${undelivered.length} lost)`,
  );
  if (missing.length || undelivered.length) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await exited(server);
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
