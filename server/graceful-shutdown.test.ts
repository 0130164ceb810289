// SIGTERM to a real server process while a visitor's request is still
// arriving and a lead is on its way to the CRM: the process takes no new
// connection, answers the request, lets the delivery finish, and exits 0
// within its deadline.
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Db, openDatabase } from "./db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { type ServerProcess, startServerProcess } from "#test/server-process";

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** How long the stand-in CRM takes to answer: the delivery is in flight this long. */
const CRM_DELAY_MS = 1500;

let t: TestDatabase;
let crm: http.Server;
const crmRequests: number[] = [];
let server: ServerProcess | undefined;

beforeAll(async () => {
  t = await createTestDatabase();
  // A CRM that answers 200 only after a while (no signature check: only the delivery's completion matters here).
  crm = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      crmRequests.push(Date.now());
      setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end("{}"), CRM_DELAY_MS);
    });
  });
  await new Promise<void>((r) => crm.listen(0, "127.0.0.1", r));
});
afterAll(async () => {
  if (server?.child.exitCode === null) await server.kill();
  crm.closeAllConnections();
  await new Promise((r) => crm.close(r));
  await t?.cleanup();
});

const waitFor = async (check: () => boolean, what: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

it("on SIGTERM finishes the request in flight and the delivery being sent, refuses new connections, and exits 0 in time", async () => {
  server = await startServerProcess({
    ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : { SQLITE_PATH: t.sqlitePath, DATABASE_URL: "" }),
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${(crm.address() as AddressInfo).port}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 9).toString("base64")}`,
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  });
  const { port } = new URL(server.origin);

  // A lead whose delivery the CRM holds for CRM_DELAY_MS.
  const first = await server.post("/api/newsletter", { email: "first-lead@example.in" });
  expect(first.status, server.output()).toBe(201);
  await waitFor(() => crmRequests.length === 1, "the delivery to reach the CRM");

  // A slow visitor: headers and half the body now, the rest after the SIGTERM.
  const body = JSON.stringify({ email: "slow-visitor@example.in" });
  const socket = net.connect(Number(port), "127.0.0.1");
  await new Promise((r) => socket.once("connect", r));
  let answer = "";
  socket.on("data", (c: Buffer) => (answer += c.toString()));
  const closed = new Promise((r) => socket.once("close", r));
  socket.write(
    `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  // Nothing outside the server says its headers were read: a moment for them to cross the loopback, so that the
  // request is in flight when the signal comes (what this test is about).
  await new Promise((r) => setTimeout(r, 200));

  const exit = new Promise<{ code: number | null; at: number }>((r) => server!.child.once("exit", (code) => r({ code, at: Date.now() })));
  const signalledAt = Date.now();
  server.child.kill("SIGTERM");
  // The server says it took the signal; it stops taking connections in the same turn (server/main.ts, drain.ts).
  await waitFor(() => server!.output().includes("SIGTERM: finishing requests in flight"), "the server to take the signal");

  // No new connection is taken once the signal is in.
  const refused = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => false,
    () => true,
  );
  expect(refused).toBe(true);

  socket.write(body.slice(10));
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  // Told to the proxy in front: do not send another request on this connection.
  expect(answer.toLowerCase()).toContain("connection: close");

  const { code, at } = await exit;
  expect(code).toBe(0);
  expect(at - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
  // The delivery was allowed to finish (the CRM answered after the signal), not aborted.
  expect(at - crmRequests[0]!).toBeGreaterThanOrEqual(CRM_DELAY_MS - 50);
  expect(server.output()).not.toMatch(/killed by timeout/);

  const db: Db = await openDatabase(t);
  try {
    const rows = await db.kysely
      .selectFrom("outbox")
      .innerJoin("submissions", "submissions.id", "outbox.submissionId")
      .select(["outbox.status", "submissions.reference"])
      .where("submissions.reference", "=", first.reference!)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(["delivered"]);
    const stored = await db.kysely.selectFrom("submissions").select("reference").execute();
    // Both the first lead and the slow visitor's are stored.
    expect(stored).toHaveLength(2);
  } finally {
    await db.close();
  }
}, 60_000);
