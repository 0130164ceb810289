// The production build served by the real server, as visitors get it: the
// measurement scripts start it on a free loopback port, wait until
// /api/health answers, and stop it when they are done.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readBuildSettings } from "#shared/build-settings";

export const root = path.resolve(import.meta.dirname, "../..");

export type RunningServer = { origin: string; port: number; stop: () => Promise<void> };

/** BUILD_DIR (default build/), resolved against the project root. */
export function buildDirFromEnv(): string {
  return readBuildSettings(process.env, root).buildDir;
}

/** Builds into `buildDir` when it holds no finished build (no .complete stamp). */
export function ensureBuild(buildDir: string): void {
  if (existsSync(path.join(buildDir, ".complete"))) return;
  console.log(`No finished build in ${path.relative(root, buildDir) || "."}: building first (npm run build).`);
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (r.status !== 0) throw new Error(`The build failed (exit ${r.status ?? r.signal}).`);
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it was ready (exit ${child.exitCode ?? child.signalCode}).`);
    }
    try {
      const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${origin}/api/health did not answer within ${timeoutMs / 1000} s.`);
}

/** Stops a child process: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 5000, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * Starts `<buildDir>/api/main.mjs` on 127.0.0.1:`port` with a throwaway
 * SQLite file (measurements must not write into the real database); `env`
 * adds or overrides settings (e.g. lifted rate limits).
 */
export async function startBuiltServer(buildDir: string, port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const main = path.join(buildDir, "api/main.mjs");
  if (!existsSync(main)) throw new Error(`${main} is missing: the build is incomplete.`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-db-"));
  const child = spawn(process.execPath, [main], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: path.join(buildDir, "client"),
      SQLITE_PATH: path.join(dataDir, "bench.db"),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (e) {
    await stop();
    throw e;
  }
  return { origin, port, stop };
}

/** Runs `cleanup` once on Ctrl-C / SIGTERM, so no server or browser is left behind. */
export function onInterrupt(cleanup: () => Promise<void>): void {
  let done = false;
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.once(sig, () => {
      if (done) return;
      done = true;
      console.error(`\n${sig}: stopping.`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}
