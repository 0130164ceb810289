// A rolling restart under steady load, through the deployment recipe: real
// nginx (deploy/nginx/) in front of two built server processes on one
// PostgreSQL. Clients load pages, the API and form posts at a steady rate over
// HTTPS while each process in turn gets SIGTERM, exits, starts again and
// answers before the next one goes. Prints requests sent and failed (goal: 0
// failed), by kind, and how each restart went. Not a test: figures.
//
//   TEST_DATABASE_URL=postgres://... npm run bench:rolling-restart -- [--rounds 2] [--rate 200] [--clients 8]
//
// Needs `npm run build` (BUILD_DIR), nginx and a PostgreSQL cluster (a
// database of its own is made in it and dropped). Ports: BENCH_PORT (default
// 4720) and the three after it.
import { randomUUID } from "node:crypto";
import https from "node:https";
import path from "node:path";
import { parseArgs } from "node:util";
import { missingForRecipe, startLocalRecipe } from "#test/deploy/local-recipe";
import { createThrowawayDatabase } from "#test/deploy/throwaway-database";
import { buildDirFromEnv, onInterrupt } from "./lib/built-server";
import { machineNote } from "./lib/machine";
import { percentile } from "./lib/stats";
import { formatTable } from "./lib/table";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "2" },
    rate: { type: "string", default: "200" },
    clients: { type: "string", default: "8" },
  },
});
const num = (name: keyof typeof args, min: number, max: number) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}, got "${String(args[name])}".`);
    process.exit(2);
  }
  return n;
};
const rounds = num("rounds", 1, 10);
const rate = num("rate", 1, 2000);
const clients = num("clients", 1, 64);

const buildDir = buildDirFromEnv();
const cluster = process.env.TEST_DATABASE_URL;
const missing = missingForRecipe(buildDir) ?? (cluster ? undefined : "TEST_DATABASE_URL is not set (scripts/test-postgres.sh prints one)");
if (missing) {
  console.error(`Cannot measure: ${missing}.`);
  process.exit(1);
}

const machine = machineNote();
const db = await createThrowawayDatabase(cluster!);
const recipe = await startLocalRecipe({
  buildDir,
  basePort: Number(process.env.BENCH_PORT ?? 4720),
  instances: 2,
  // As deployed: the servers on the cores deploy/systemd/cpu-split.sh gives them.
  cpuSplit: true,
  env: { DATABASE_URL: db.url, FORM_RATE_LIMIT: "1000000000", FORM_RATE_LIMIT_TOTAL: "1000000000" },
}).catch(async (e: unknown) => {
  await db.drop();
  throw e;
});
const stopAll = async () => {
  await recipe.stop();
  await db.drop();
};
onInterrupt(stopAll);

type Kind = "page" | "api" | "form post" | "asset";
type Result = { kind: Kind; ok: boolean; status: number; ms: number; error?: string };
const agent = new https.Agent({ keepAlive: true, ca: recipe.ca, maxSockets: clients });
const homeHtml = await fetchText("/");
const asset = /\/assets\/[\w.-]+\.js/.exec(homeHtml)?.[0] ?? "/favicon.svg";

function fetchText(p: string): Promise<string> {
  return new Promise((resolve, reject) => {
    https
      .get(recipe.origin + p, { agent }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

let sequence = 0;
// As the site's forms send them: with an Idempotency-Key, which lets nginx send a post again safely.
const postHeaders = (body: string) => ({
  "content-type": "application/json",
  "content-length": String(Buffer.byteLength(body)),
  "idempotency-key": randomUUID(),
});
function one(kind: Kind): Promise<Result> {
  const start = performance.now();
  const post = kind === "form post";
  const target = kind === "page" ? "/" : kind === "api" ? "/api/health" : kind === "asset" ? asset : "/api/newsletter";
  const body = post ? JSON.stringify({ email: `rolling-${process.pid}-${++sequence}@example.in` }) : undefined;
  const expected = post ? 201 : 200;
  return new Promise((resolve) => {
    const req = https.request(
      recipe.origin + target,
      { method: post ? "POST" : "GET", agent, headers: post ? postHeaders(body!) : {}, timeout: 30_000 },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => {
          const ok = res.statusCode === expected;
          // A failure's own message says who refused (nginx's JSON 503, the server's pressure 503, ...).
          resolve({
            kind,
            ok,
            status: res.statusCode ?? 0,
            ms: performance.now() - start,
            ...(ok ? {} : { error: `${res.statusCode} ${text.slice(0, 80)}` }),
          });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", (e) => resolve({ kind, ok: false, status: 0, ms: performance.now() - start, error: e.message }));
    req.end(body);
  });
}

// Steady load: every client sends at rate/clients per second, whatever the answers take.
const results: Result[] = [];
let loading = true;
const kinds: Kind[] = ["page", "api", "form post", "form post", "asset"];
const load = Array.from({ length: clients }, async (_, c) => {
  const interval = (1000 * clients) / rate;
  let next = performance.now() + (interval * c) / clients;
  const pending: Promise<void>[] = [];
  for (let i = c; loading; i++) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    next += interval;
    pending.push(one(kinds[i % kinds.length]!).then((r) => void results.push(r)));
  }
  await Promise.all(pending);
});

const restarts: string[][] = [];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
console.log(
  `bench:rolling-restart: ${rounds} round(s) over ${recipe.servers.length} processes behind nginx (${path.relative(process.cwd(), buildDir) || "."}), ${rate} requests/s from ${clients} clients; ${machine}\n`,
);
try {
  await pause(2000);
  for (let round = 1; round <= rounds; round++) {
    for (let i = 0; i < recipe.servers.length; i++) {
      const sentBefore = results.length;
      const started = performance.now();
      const code = await recipe.restart(i);
      const ms = performance.now() - started;
      restarts.push([
        String(round),
        `process ${i + 1} (:${recipe.servers[i]!.port})`,
        String(code),
        `${(ms / 1000).toFixed(1)} s`,
        String(results.length - sentBefore),
      ]);
      console.log(`  round ${round}: process ${i + 1} restarted in ${(ms / 1000).toFixed(1)} s (exit code ${code})`);
      await pause(2000);
    }
  }
} finally {
  loading = false;
  await Promise.all(load);
  agent.destroy();
  await stopAll();
}

console.log("\n" + formatTable(["round", "process", "exit code", "down and up again", "answers meanwhile"], restarts));
const rows = (["page", "asset", "api", "form post"] as Kind[]).map((kind) => {
  const mine = results.filter((r) => r.kind === kind);
  const failed = mine.filter((r) => !r.ok);
  const why = [...new Set(failed.map((r) => r.error ?? String(r.status)))].join("; ");
  return [
    kind,
    String(mine.length),
    String(failed.length),
    why,
    percentile(
      mine.map((r) => r.ms),
      50,
    ).toFixed(1),
    percentile(
      mine.map((r) => r.ms),
      99,
    ).toFixed(1),
  ];
});
const failed = results.filter((r) => !r.ok).length;
console.log("\n" + formatTable(["request", "sent", "failed", "why", "p50 ms", "p99 ms"], rows));
console.log(`\nRolling restart: ${results.length} requests sent, ${failed} failed (goal 0: ${failed === 0 ? "met" : "MISSED"}).`);
