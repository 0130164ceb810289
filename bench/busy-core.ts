// `npm run bench:busy-core`: what a core kept busy at the lowest priority does
// to the home page's p99 on this machine, with no publication at all
// (docs/decisions/130-live-site-content.md, the p99 goal of bench:content).
// Two built server processes and the same load as bench:content (200
// requests a second over both, from a thread of its own); phases of 10 s in
// turn: nothing else running, then a busy loop under SCHED_IDLE (as the
// render worker runs; nice 19 where chrt is refused). Prints each phase's p50
// and p99 and the medians; asserts nothing. BENCH_ROUNDS changes the rounds.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "#test/database";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { buildDirFromEnv, ensureBuild } from "./lib/built-server";
import { homeLoad } from "./lib/home-load";
import { machineNote } from "./lib/machine";
import { median, percentile } from "./lib/stats";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PHASE_MS = 10_000;

const buildDir = buildDirFromEnv();
ensureBuild(buildDir);
const t = await createTestDatabase();
const dir = await mkdtemp(path.join(os.tmpdir(), "bench-busy-core-"));
const dbEnv: Record<string, string> = t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : { SQLITE_PATH: path.join(dir, "site.db") };
const env = { ...dbEnv, CLIENT_DIR: path.join(buildDir, "client"), LOG_LEVEL: "warn" };
const servers: ServerProcess[] = [];
const idle = spawnSync("chrt", ["--idle", "0", "true"]).status === 0;

/** A busy loop at the render worker's priority. */
function busyLoop(): ChildProcess {
  const loop = ["-e", "for (;;) {}"];
  const child = idle ? spawn("chrt", ["--idle", "0", process.execPath, ...loop]) : spawn(process.execPath, loop);
  if (!idle && child.pid) os.setPriority(child.pid, 19);
  return child;
}

/** The home page's answer times over one phase (bench/lib/home-load.ts). */
async function phase(busy: boolean): Promise<number[]> {
  const loop = busy ? busyLoop() : undefined;
  const load = homeLoad(
    servers.map((s) => s.origin),
    200,
  );
  await new Promise((r) => setTimeout(r, PHASE_MS));
  const times = await load.stop();
  loop?.kill("SIGKILL");
  return times.map((x) => x.ms);
}

try {
  const bundle = path.join(buildDir, "api/main.mjs");
  for (let i = 0; i < 2; i++) servers.push(await startServerProcess(env, { bundle }));
  await phase(false); // warm-up
  const p99 = { quiet: [] as number[], busy: [] as number[] };
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`home page at 200 requests a second over two processes, ${PHASE_MS / 1000}-s phases in turn:`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const busy of [false, true]) {
      const ms = await phase(busy);
      p99[busy ? "busy" : "quiet"].push(percentile(ms, 99));
      console.log(
        `  round ${round}, ${busy ? `a busy loop under ${idle ? "SCHED_IDLE" : "nice 19"}` : "nothing else"}: p50 ${fmt(percentile(ms, 50))}, p99 ${fmt(percentile(ms, 99))} (${ms.length} requests)`,
      );
    }
  }
  const [q, b] = [median(p99.quiet), median(p99.busy)];
  console.log(`median p99: nothing else ${fmt(q)}, with the busy loop ${fmt(b)}: ${(b / q).toFixed(2)}x`);
  console.log(`machine: ${machineNote()}`);
} finally {
  for (const s of servers) await s.stop();
  await t.cleanup();
  await rm(dir, { recursive: true, force: true });
}
