// Requests per second for the home page HTML and one hashed JS file: our
// server against nginx serving the same build folder, in the same run, with
// the same load generator, connections, file and encoding. Prints figures and
// the ratio (goal: ours >= 0.8 x nginx); exits non-zero only when it cannot run.
//
//   npm run bench:serve -- [--duration 10] [--connections N] [--rounds 2] [--nginx-workers 1] [--no-install] [--json FILE]
//
// BUILD_DIR picks the build (built first if unfinished), BENCH_PORT the first port to try.
import http from "node:http";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type RunningServer, buildDirFromEnv, ensureBuild, onInterrupt, root, startBuiltServer } from "./lib/built-server";
import { findFreePort } from "./lib/free-port";
import { type LoadOptions, type LoadResult, findWrk, runNodeLoad, runWrk } from "./lib/load-generator";
import { type RunningNginx, findBrotliModule, findNginx, startNginx, tryAptInstall } from "./lib/nginx";
import { mean } from "./lib/stats";
import { machineNote } from "./lib/machine";
import { formatTable } from "./lib/table";

const cores = os.availableParallelism();
// Before our own load starts: how busy the machine already is.
const machineBefore = machineNote();
const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: String(2 * cores) },
    rounds: { type: "string", default: "2" },
    "nginx-workers": { type: "string", default: "1" },
    "no-install": { type: "boolean", default: false },
    json: { type: "string" },
  },
});
const num = (name: keyof typeof args, min: number) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number >= ${min}, got "${String(args[name])}".`);
    process.exit(2);
  }
  return n;
};
const durationS = num("duration", 1);
const connections = num("connections", 1);
const rounds = num("rounds", 1);
const nginxWorkers = num("nginx-workers", 1);
const install = !args["no-install"];

type Probe = { status: number; encoding: string; bytes: number; headers: http.IncomingHttpHeaders };
function probe(url: string, acceptEncoding: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers["content-encoding"] ?? "identity"),
            bytes,
            headers: res.headers,
          }),
        );
      })
      .on("error", reject);
  });
}

const buildDir = buildDirFromEnv();
const client = path.join(buildDir, "client");
const stops: Array<() => Promise<void>> = [];
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
};
onInterrupt(stopAll);
const fail = async (message: string): Promise<never> => {
  await stopAll();
  console.error(`Cannot measure: ${message}`);
  process.exit(1);
};

// The load generator.
let wrk = findWrk();
if (!wrk && install) {
  console.log("wrk is not installed: trying apt-get.");
  if (tryAptInstall("wrk")) wrk = findWrk();
}
const tool = wrk ? "wrk" : "a keep-alive request loop in Node (bench/lib/load-generator.ts)";

// The yardstick.
let nginxBin = findNginx();
if (!nginxBin && install) {
  console.log("nginx is not installed: trying apt-get install -y nginx-light.");
  if (tryAptInstall("nginx-light")) nginxBin = findNginx();
}
let brotliModule = nginxBin ? findBrotliModule() : undefined;
if (nginxBin && !brotliModule && install) {
  console.log("nginx has no brotli_static module: trying apt-get install -y libnginx-mod-http-brotli-static.");
  if (tryAptInstall("libnginx-mod-http-brotli-static")) brotliModule = findBrotliModule();
}
if (!nginxBin) console.log("SKIPPING nginx: it is not installed and could not be installed; only our server is measured.");
else if (!brotliModule) console.log("Note: nginx has no brotli_static module, so it serves gzip; both servers are measured with gzip.");

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
async function startServers(): Promise<{ ours: RunningServer; nginx?: RunningNginx }> {
  ensureBuild(buildDir);
  const ourPort = await findFreePort();
  const ours = await startBuiltServer(buildDir, ourPort);
  stops.push(ours.stop);
  if (!nginxBin) return { ours };
  // nginx sends the same extra headers (security headers, sizeable with the CSP), so both answers weigh the same.
  const home = await probe(`${ours.origin}/`, "br, gzip");
  const own = new Set([
    "date",
    "connection",
    "keep-alive",
    "content-length",
    "content-type",
    "content-encoding",
    "etag",
    "last-modified",
    "vary",
    "cache-control",
    "transfer-encoding",
    "server",
    "accept-ranges",
  ]);
  const headers = Object.fromEntries(Object.entries(home.headers).filter(([k, v]) => !own.has(k) && typeof v === "string")) as Record<
    string,
    string
  >;
  const nginx = await startNginx(nginxBin, {
    port: await findFreePort([ourPort]),
    root: client,
    workers: nginxWorkers,
    headers,
    ...(brotliModule ? { brotliModule } : {}),
  });
  stops.push(nginx.stop);
  return { ours, nginx };
}
const { ours, nginx } = await startServers().catch((e: unknown) => fail(errorText(e)));

// The hashed JS file: the largest one the home page loads up front.
const homeHtml = readFileSync(path.join(client, "index.html"), "utf8");
const jsFiles = [...homeHtml.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const asset = [...new Set(jsFiles)].sort(
  (a, b) => readFileSync(path.join(client, b)).length - readFileSync(path.join(client, a)).length,
)[0];
if (!asset) await fail("the home page loads no /assets/*.js file.");

const servers = [{ name: "ours", origin: ours.origin }, ...(nginx ? [{ name: "nginx", origin: nginx.origin }] : [])];
const acceptEncoding = nginx && !brotliModule ? "gzip" : "br, gzip";
const targets = [
  { name: "home HTML", path: "/" },
  { name: `JS ${asset}`, path: asset! },
];

console.log("\nWhat each server answers (Accept-Encoding: " + acceptEncoding + "):");
const probeRows: string[][] = [];
for (const t of targets) {
  for (const s of servers) {
    const p = await probe(`${s.origin}${t.path}`, acceptEncoding);
    if (p.status !== 200) await fail(`${s.name} answered ${t.path} with ${p.status}.`);
    probeRows.push([`${s.name} ${t.path}`, String(p.status), p.encoding, String(p.bytes), String(p.headers["cache-control"] ?? "")]);
  }
}
console.log(formatTable(["request", "status", "encoding", "bytes", "cache-control"], probeRows));
const encodings = new Set(probeRows.map((r) => r[2]));
if (encodings.size > 1) console.log(`Note: the encodings differ (${[...encodings].join(", ")}): the comparison is not like for like.`);

const threads = Math.max(1, Math.min(Math.floor(cores / 2), connections));
const load: LoadOptions = { connections, threads, durationS, headers: { "Accept-Encoding": acceptEncoding } };
const measure = async (url: string): Promise<LoadResult> => (wrk ? runWrk(wrk, url, load) : runNodeLoad(url, load));

console.log(
  `\nLoad: ${tool}, ${connections} connections${wrk ? `, ${threads} thread(s)` : ""}, ${durationS} s per measurement, ${rounds} round(s) ` +
    `(server order alternates), after a ${Math.min(2, durationS)} s warm-up. nginx: ${nginx ? `${nginx.version}, ${nginxWorkers} worker(s)` : "skipped"}.`,
);
console.log(`Machine (before the load): ${machineBefore}.`);
console.log(
  `This machine has ${cores} core(s): the load generator runs on them too and competes with the server, so these are\n` +
    "figures for comparing the two servers on this machine, not capacity figures. Our server is one Node process (one\n" +
    "core for JavaScript); nginx runs with --nginx-workers worker(s) (default 1, the like-for-like comparison).",
);

type Sample = { target: string; server: string; round: number; result: LoadResult };
const samples: Sample[] = [];
const warm = { ...load, durationS: Math.min(2, durationS) };
try {
  for (const t of targets) {
    for (const s of servers) {
      if (wrk) runWrk(wrk, `${s.origin}${t.path}`, warm);
      else await runNodeLoad(`${s.origin}${t.path}`, warm);
    }
    for (let round = 0; round < rounds; round++) {
      for (const s of round % 2 ? [...servers].reverse() : servers) {
        const result = await measure(`${s.origin}${t.path}`);
        samples.push({ target: t.name, server: s.name, round, result });
        const problems = result.errors || result.non2xx ? ` (${result.errors} socket errors, ${result.non2xx} non-2xx)` : "";
        console.log(`  ${t.name}, ${s.name}, round ${round + 1}: ${Math.round(result.requestsPerSec)} req/s${problems}`);
      }
    }
  }
} catch (e) {
  await fail(errorText(e));
}
await stopAll();

const rps = (target: string, server: string) =>
  mean(samples.filter((s) => s.target === target && s.server === server).map((s) => s.result.requestsPerSec));
const mbps = (target: string, server: string) =>
  mean(samples.filter((s) => s.target === target && s.server === server).map((s) => s.result.bytesPerSec)) / 1024 ** 2;
const rows = targets.map((t) => {
  const a = rps(t.name, "ours");
  const b = nginx ? rps(t.name, "nginx") : Number.NaN;
  const ratio = a / b;
  return [
    t.name,
    acceptEncoding === "gzip" ? "gzip" : probeRows.find((r) => r[0] === `ours ${t.path}`)![2]!,
    String(Math.round(a)),
    nginx ? String(Math.round(b)) : "skipped",
    Number.isFinite(ratio) ? ratio.toFixed(2) : "-",
    Number.isFinite(ratio) ? (ratio >= 0.8 ? "met" : `MISSED by ${(0.8 - ratio).toFixed(2)}`) : "-",
    `${mbps(t.name, "ours").toFixed(1)} / ${nginx ? mbps(t.name, "nginx").toFixed(1) : "-"}`,
  ];
});
console.log(`\nRequests per second (mean of ${rounds} round(s)):`);
console.log(formatTable(["request", "encoding", "ours", "nginx", "ours/nginx", "goal >= 0.8", "MB/s ours / nginx"], rows));

if (args.json) {
  const file = path.resolve(args.json);
  mkdirSync(path.dirname(file), { recursive: true });
  const data = {
    date: new Date().toISOString(),
    machine: machineBefore,
    cores,
    tool,
    connections,
    threads,
    durationS,
    rounds,
    nginx: nginx?.version ?? null,
    nginxWorkers,
    acceptEncoding,
    buildDir: path.relative(root, buildDir),
    samples,
  };
  writeFileSync(file, JSON.stringify(data, null, 2) + "\n");
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
}
