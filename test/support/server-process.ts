// For tests that need a real server process (SIGKILL in the middle of work,
// several processes sharing one PostgreSQL): server/main.ts in its own Node
// process, on a free loopback port, with the environment a test gives it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type ServerProcess = {
  origin: string;
  child: ChildProcess;
  /** Everything the process has logged so far (pino JSON lines). */
  output(): string;
  /** POSTs a form as JSON; resolves to the answer's status and reference. */
  post(endpoint: string, body: object): Promise<{ status: number; reference?: string }>;
  /** SIGKILL: no shutdown, no goodbye. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once("exit", () => r()));

/** Settings of the test's own environment that must not leak into the server under test. */
const INHERITED_OUT = /^(?:SMTP_URL|LEADS_|DATABASE_URL|SQLITE_PATH|PORT|HOST|CLIENT_DIR|FORM_RATE_LIMIT|LOG_LEVEL)/;

/**
 * Starts a server with the environment given (over test defaults). By default server/main.ts through tsx;
 * `bundle` runs a built server instead (build/api/main.mjs, as the end-to-end specs need: the production build).
 */
export async function startServerProcess(env: Record<string, string>, options: { bundle?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "site-process-client-"));
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Test</title>");
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !INHERITED_OUT.test(k)));
  // One Node process (tsx as a loader, not its CLI, which would put a parent in between).
  const args = options.bundle ? ["--enable-source-maps", options.bundle] : ["--import", "tsx", "server/main.ts"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...base,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      LOG_LEVEL: "info",
      FORM_RATE_LIMIT: "1000000",
      FORM_RATE_LIMIT_TOTAL: "1000000",
      MAX_EVENT_LOOP_UTILIZATION: "1",
      MAX_EVENT_LOOP_DELAY_MS: "0",
      ...env,
    },
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const cleanup = () => rm(clientDir, { recursive: true, force: true });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await cleanup();
      throw new Error(`the server exited before it was ready (code ${child.exitCode}):\n${output}`);
    }
    const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await cleanup();
      throw new Error(`the server did not answer /api/health within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    child,
    output: () => output,
    async post(endpoint, body) {
      const res = await fetch(origin + endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { reference?: string };
      return { status: res.status, reference: json.reference };
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
      await cleanup();
    },
    async stop() {
      child.kill("SIGTERM");
      await exited(child);
      await cleanup();
    },
  };
}
