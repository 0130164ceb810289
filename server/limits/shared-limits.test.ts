// Two real server processes on one PostgreSQL share the per-address limits:
// N instances do not multiply them. (PostgreSQL only; CI sets TEST_DATABASE_URL.)
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { exampleNewsletter } from "#test/form-examples";
import { MINUTE_MS, awayFromWindowEdge } from "#test/window-edge";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");

type Server = { child: ChildProcess; origin: string };

/** Starts server/main.ts and resolves with its address once it logs that it listens. */
function startServer(env: Record<string, string>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, "server/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, origin: match[1]! });
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", () => {
  let database: TestDatabase;
  let clientDir: string;
  let a: Server | undefined;
  let b: Server | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    clientDir = await mkdtemp(path.join(os.tmpdir(), "site-client-"));
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>home</title>");
    const env = { DATABASE_URL: database.databaseUrl!, CLIENT_DIR: clientDir, FORM_RATE_LIMIT: "5", FORM_RATE_LIMIT_TOTAL: "8" };
    // One after the other: the first one runs the migrations.
    a = await startServer(env);
    b = await startServer(env);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await database?.cleanup();
    await rm(clientDir, { recursive: true, force: true });
  });

  const post = async (server: Server, endpoint: string) => {
    const res = await fetch(`${server.origin}${endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(exampleNewsletter),
    });
    await res.arrayBuffer();
    return res.status;
  };

  it("count one address together: with a limit of 5, three posts to each leave the sixth refused", async () => {
    // This test and the next count in the same minute.
    await awayFromWindowEdge(MINUTE_MS, 20_000);
    const statuses = [];
    for (const server of [a!, b!, a!, b!, a!, b!]) statuses.push(await post(server, "/api/newsletter"));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("share the budget across forms as well", async () => {
    // 6 counted so far; the total budget is 8.
    const statuses = [
      await post(a!, "/api/partner-enquiries"),
      await post(b!, "/api/loan-enquiries"),
      await post(a!, "/api/loan-enquiries"),
    ];
    expect(statuses).toEqual([422, 422, 429]);
  });
});
