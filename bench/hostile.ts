// Hostile input against the production build (docs/decisions/030-hostile-input.md):
//   BUILD_DIR=build-hardening npm run bench:hostile     (BENCH_PORT to pick ports; HOSTILE_ROUNDS, default 5)
// 1. For each form endpoint, the worst inputs we can build (65 KB fields,
//    pathological patterns, 3,800 keys, deep nesting, many multipart parts,
//    oversized files): time to the answer's first byte and its status.
// 2. The home page's latency idle, during bursts of the five slowest hostile
//    inputs sent at once (the issue's scenario), while five clients send them
//    without pause, and while five clients upload valid 5 MB applications
//    without pause: p50/p99 and the ratios.
// Goals: every answer under 50 ms; home latency during the attack within 2x
// of idle. Rate limits are lifted (every request comes from 127.0.0.1). It
// prints figures; it is not a test.
//
// The attackers stand for machines elsewhere. During the latency phases their
// bytes go out at most at HOSTILE_LINK_MBPS (default 1000: the whole attack
// shares one gigabit link, the fastest a small server's network port takes
// them); loopback would hand nginx or Node a 5 MB body in one turn of its
// event loop, which no network does. One more row shows the bursts at
// loopback speed. HOSTILE_LINK_MBPS=0 turns the limit off everywhere.
//
// With --nginx, the same through the deployment recipe (deploy/): nginx over
// HTTPS in front of the server process(es), as a visitor reaches the site;
// two processes when TEST_DATABASE_URL names a PostgreSQL cluster, else one
// on SQLite. Ports from BENCH_PORT (default 4720). On two cores or more the
// recipe's CPU split applies (deploy/systemd/cpu-split.sh): the servers and
// PostgreSQL on the cores it gives them, nginx on any; the attackers run on
// the servers' cores and the home page's client on core 0, so that neither
// takes CPU the site would have had (HOSTILE_CPU_SPLIT=0 turns it off).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { missingForRecipe, startLocalRecipe } from "#test/deploy/local-recipe";
import { createThrowawayDatabase } from "#test/deploy/throwaway-database";
import { buildDirFromEnv, ensureBuild, onInterrupt, startBuiltServer } from "./lib/built-server";
import { findFreePort } from "./lib/free-port";
import { INPUTS, type Input } from "./lib/hostile-inputs";
import { machineNote } from "./lib/machine";
import { median, percentile } from "./lib/stats";
import { formatTable } from "./lib/table";

const ROUNDS = Math.max(1, Math.min(Number(process.env.HOSTILE_ROUNDS ?? 5), 50));
const HOME_SAMPLES = 300;

type Answer = { status: number; ms: number };

const LINK_BYTES_PER_MS = Math.max(0, Number(process.env.HOSTILE_LINK_MBPS ?? 1000)) * 125;
const LINK_CHUNK = 16 * 1024;
/** When the simulated link is free to carry the next chunk (performance.now() time). */
let linkFreeAt = 0;

/** Writes the body through the shared link: a chunk at a time, each when the link has carried the ones before it. */
async function sendPaced(req: http.ClientRequest, body: Buffer) {
  for (let at = 0; at < body.length && !req.destroyed; at += LINK_CHUNK) {
    const start = Math.max(linkFreeAt, performance.now());
    linkFreeAt = start + Math.min(LINK_CHUNK, body.length - at) / LINK_BYTES_PER_MS;
    const wait = start - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    req.write(body.subarray(at, at + LINK_CHUNK));
  }
  req.end();
}

/** Time from sending until the answer's status line arrives (the server may answer before the body is sent). */
function send(origin: string, input: Input, paced = false): Promise<Answer> {
  return new Promise((resolve) => {
    const start = performance.now();
    const url = new URL(input.endpoint, origin);
    const req = (url.protocol === "https:" ? https : http).request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        agent: false,
        ca,
        headers: { ...input.headers, "content-length": String(input.body.length) },
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - start });
        res.resume();
        res.on("error", () => undefined);
      },
    );
    // A server that answers early and closes cuts the rest of our upload; an
    // error before any answer is a reset (status 0).
    req.on("error", () => resolve({ status: 0, ms: performance.now() - start }));
    if (paced && LINK_BYTES_PER_MS > 0) void sendPaced(req, input.body);
    else req.end(input.body);
  });
}

const LIFTED_LIMITS = {
  FORM_RATE_LIMIT: "1000000000",
  FORM_RATE_LIMIT_TOTAL: "1000000000",
  RESUME_BYTES_PER_ADDRESS_PER_DAY: "1000000000000",
  RESUME_BYTES_PER_DAY: "1000000000000",
};
const buildDir = buildDirFromEnv();
ensureBuild(buildDir);

const CPU_SPLIT = process.argv.includes("--nginx") && process.env.HOSTILE_CPU_SPLIT !== "0";

/** The PostgreSQL cluster's processes on the servers' cores, as cpu-split.sh's drop-in for postgresql@ puts them. */
async function pinCluster(url: string, cpus: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
  // The backend's parent, read while the backend still exists.
  const postmaster = /^PPid:\s*(\d+)$/m.exec(readFileSync(`/proc/${rows[0]!.pid}/status`, "utf8"))![1]!;
  await client.end();
  const children = execFileSync("pgrep", ["-P", postmaster], { encoding: "utf8" }).split("\n").filter(Boolean);
  // New backends are forked from the postmaster and keep its affinity.
  for (const pid of [postmaster, ...children]) execFileSync("taskset", ["-a", "-p", "-c", cpus, pid], { stdio: "ignore" });
}

/** This process's threads (the attackers) on the given cores; threads started later inherit them. */
function pinSelf(cpus: string) {
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) execFileSync("taskset", ["-p", "-c", cpus, tid], { stdio: "ignore" });
}

/** The server process alone, or the recipe (nginx in front) with --nginx. */
async function startTarget(): Promise<{ origin: string; ca?: Buffer; what: string; siteCpus?: string; stop: () => Promise<void> }> {
  if (!process.argv.includes("--nginx")) {
    const server = await startBuiltServer(buildDir, await findFreePort(), LIFTED_LIMITS);
    return { ...server, what: "the server process" };
  }
  const missing = missingForRecipe(buildDir);
  if (missing) throw new Error(`--nginx: ${missing}`);
  const cluster = process.env.TEST_DATABASE_URL;
  const db = cluster ? await createThrowawayDatabase(cluster) : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hostile-recipe-"));
  const recipe = await startLocalRecipe({
    buildDir,
    basePort: Number(process.env.BENCH_PORT ?? 4720),
    instances: db ? 2 : 1,
    cpuSplit: CPU_SPLIT,
    env: { ...LIFTED_LIMITS, ...(db ? { DATABASE_URL: db.url } : { DATABASE_URL: "", SQLITE_PATH: path.join(dataDir, "site.db") }) },
  });
  const stop = async () => {
    await recipe.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (recipe.siteCpus && cluster)
    await pinCluster(cluster, recipe.siteCpus).catch(async (error: unknown) => (await stop(), Promise.reject(error)));
  const split = recipe.siteCpus ? `servers and PostgreSQL on cores ${recipe.siteCpus}, nginx on any` : "no CPU split";
  return {
    origin: recipe.origin,
    ca: recipe.ca,
    siteCpus: recipe.siteCpus,
    what: `nginx in front of ${db ? "two processes on PostgreSQL" : "one process on SQLite"} (${split})`,
    stop,
  };
}
const server = await startTarget();
onInterrupt(server.stop);
const ca = server.ca;
// The home page is timed from a process of its own (a visitor's browser): the
// attackers' work in this one (writing 5 MB bodies, TLS through nginx) must
// not count as the page's latency. Each sample is its start (ms since the
// epoch) and duration.
const PROBER = `
const workerData = JSON.parse(process.env.PROBER_DATA);
const lib = require(workerData.https ? "node:https" : "node:http");
const agent = new lib.Agent({ keepAlive: true, maxSockets: 1, ca: workerData.ca });
let on = true;
process.on("message", () => (on = false));
(async () => {
  while (on) {
    const start = performance.now();
    const ms = await new Promise((resolve) => {
      lib.get(workerData.url, { agent, headers: { "accept-encoding": "br" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(performance.now() - start));
      }).on("error", () => resolve(-1));
    });
    process.send([performance.timeOrigin + start, ms]);
    // A visitor's pace, not a flood: a few ms between page loads.
    await new Promise((r) => setTimeout(r, 5));
  }
  agent.destroy();
  process.disconnect();
})();
`;
const samples: Array<[number, number]> = [];
let prober: { stop: () => void; done: Promise<unknown> } | undefined;
/** From the idle measurement on (not while each input is timed alone). */
function startProber() {
  const node = [process.execPath, "-e", PROBER];
  // With the CPU split the visitor's client has core 0, beside nginx: the attack cannot delay it, nginx can.
  const [command, ...args] = server.siteCpus ? ["taskset", "-c", "0", ...node] : node;
  const data = JSON.stringify({ url: `${server.origin}/`, https: Boolean(ca), ca: ca?.toString() });
  const child = spawn(command!, args, { stdio: ["ignore", "inherit", "inherit", "ipc"], env: { ...process.env, PROBER_DATA: data } });
  child.on("message", (sample: [number, number]) => samples.push(sample));
  prober = { stop: () => child.send("stop"), done: new Promise((r) => child.once("exit", r)) };
}
const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The home page's latencies of the samples that started within these windows (a failed load fails the run). */
function homeLatencies(windows: Array<[number, number]>): number[] {
  const inside = samples.filter(([at]) => windows.some(([from, to]) => at >= from && at <= to)).map(([, ms]) => ms);
  if (inside.some((ms) => ms < 0)) throw new Error("the home page failed to load during the measurement");
  return inside;
}
/** Waits until HOME_SAMPLES samples have started since `from`; the window they cover. */
async function window(from: number): Promise<[number, number]> {
  while (samples.filter(([at]) => at >= from).length < HOME_SAMPLES) await pause(20);
  return [from, now()];
}

try {
  const link = LINK_BYTES_PER_MS ? `attack sent at most ${LINK_BYTES_PER_MS / 125} Mbit/s in all` : "attack at loopback speed";
  console.log(`bench:hostile against ${buildDir}, ${server.what}, on ${server.origin}; ${link}; ${machineNote()}\n`);
  // Warm-up: the first request of each kind compiles code paths.
  for (const input of INPUTS) await send(server.origin, input);

  const rows: string[][] = [];
  const timings = new Map<Input, number>();
  for (const input of INPUTS) {
    const answers: Answer[] = [];
    for (let i = 0; i < ROUNDS; i++) answers.push(await send(server.origin, input));
    const times = answers.map((a) => a.ms);
    const statuses = [...new Set(answers.map((a) => a.status))].join("/");
    const slowest = Math.max(...times);
    timings.set(input, median(times));
    rows.push([
      input.endpoint,
      input.name,
      `${(input.body.length / 1024).toFixed(0)} KB`,
      statuses,
      median(times).toFixed(1),
      slowest.toFixed(1),
      slowest < 50 ? "yes" : "NO",
    ]);
  }
  console.log(formatTable(["endpoint", "input", "size", "status", "median ms", "max ms", "< 50 ms"], rows));

  startProber();
  if (server.siteCpus) pinSelf(server.siteCpus);
  const idle = homeLatencies([await window(now())]);
  // Five clients, each sending its input again as soon as it is answered.
  const underAttack = async (attack: Input[]) => {
    let attacking = true;
    const answers: Answer[] = [];
    const attackers = attack.map(async (input) => {
      while (attacking) answers.push(await send(server.origin, input, true));
    });
    await pause(200);
    const latencies = homeLatencies([await window(now())]);
    attacking = false;
    await Promise.all(attackers);
    return { latencies, answers };
  };
  // The issue's scenario: five hostile requests at once (within the rate
  // limit), again and again; the home page is sampled while they run.
  const duringBursts = async (attack: Input[], rounds: number, paced = true) => {
    const windows: Array<[number, number]> = [];
    const answers: Answer[] = [];
    for (let r = 0; r < rounds; r++) {
      const from = now();
      answers.push(...(await Promise.all(attack.map((input) => send(server.origin, input, paced)))));
      windows.push([from, now()]);
      await pause(20);
    }
    return { latencies: homeLatencies(windows), answers };
  };
  // The five slowest refused inputs; then a flood of valid 5 MB applications
  // (what the per-address limits and the upload quota stop in production).
  const hostile = INPUTS.filter((i) => !i.name.includes("valid"))
    .sort((a, b) => timings.get(b)! - timings.get(a)!)
    .slice(0, 5);
  const valid = INPUTS.filter((i) => i.name.includes("valid"));
  const phases = [
    { name: "bursts of 5 hostile inputs", attack: hostile, ...(await duringBursts(hostile, 60)) },
    { name: "5 hostile inputs nonstop", attack: hostile, ...(await underAttack(hostile)) },
    {
      name: "5 valid 5 MB uploads",
      attack: [valid[0]!, valid[0]!, valid[0]!, valid[0]!, valid[0]!],
      ...(await underAttack(Array<Input>(5).fill(valid[0]!))),
    },
    { name: "bursts, at loopback speed", attack: hostile, ...(await duringBursts(hostile, 60, false)) },
  ];

  const p = (v: number[], q: number) => percentile(v, q).toFixed(2);
  const idle50 = percentile(idle, 50);
  const idle99 = percentile(idle, 99);
  console.log(
    `\nHome page (GET /, keep-alive) idle, during 60 bursts of five hostile requests sent at once, and while 5 clients send without pause:`,
  );
  for (const phase of phases.slice(0, 1))
    console.log(`  hostile inputs: ${phase.attack.map((i) => `${i.endpoint} "${i.name}"`).join("; ")}`);
  console.log(
    formatTable(
      ["home page", "p50 ms", "p99 ms", "p50 ratio", "p99 ratio", "attack answers (status: count)", "slowest attack answer"],
      [
        ["idle", p(idle, 50), p(idle, 99), "1.00", "1.00", "", ""],
        ...phases.map((phase) => {
          const statuses = new Map<number, number>();
          for (const a of phase.answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          return [
            `during ${phase.name}`,
            p(phase.latencies, 50),
            p(phase.latencies, 99),
            (percentile(phase.latencies, 50) / idle50).toFixed(2),
            (percentile(phase.latencies, 99) / idle99).toFixed(2),
            [...statuses]
              .sort((a, b) => a[0] - b[0])
              .map(([st, n]) => `${st === 0 ? "reset" : st}: ${n}`)
              .join(", "),
            `${Math.max(...phase.answers.map((a) => a.ms)).toFixed(1)} ms`,
          ];
        }),
      ],
    ),
  );
  const hostileWorst = Math.max(...rows.filter((r) => !r[1]!.includes("valid")).map((r) => Number(r[5])));
  const ratio = (phase: (typeof phases)[number], q: number) => percentile(phase.latencies, q) / (q === 50 ? idle50 : idle99);
  console.log(
    `\nGoal: every answer to a hostile input under 50 ms: ${hostileWorst < 50 ? "met" : `missed (slowest ${hostileWorst.toFixed(1)} ms)`}; a valid 5 MB application took ${rows.find((r) => r[1]!.includes("valid"))![5]} ms at most.`,
  );
  console.log(
    `Goal: home latency while five hostile requests run within 2x of idle: p50 ${ratio(phases[0]!, 50) <= 2 ? "met" : "missed"} (${ratio(phases[0]!, 50).toFixed(2)}x), p99 ${ratio(phases[0]!, 99) <= 2 ? "met" : "missed"} (${ratio(phases[0]!, 99).toFixed(2)}x); ` +
      `with five clients sending without pause: p50 ${ratio(phases[1]!, 50).toFixed(2)}x, p99 ${ratio(phases[1]!, 99).toFixed(2)}x.`,
  );
} finally {
  prober?.stop();
  await prober?.done;
  await server.stop();
}
