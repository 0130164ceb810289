// Real server processes killed with SIGKILL: between the commit and the
// delivery (the mail server has not even greeted) and during it (the message
// is on the wire, unanswered). After a restart on the same database every
// submission is delivered at least once, every copy with its one id, and
// nothing is dead that should have been retried.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { newsletterForm } from "#forms/newsletter";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { type TestSmtpServer, startTestSmtpServer } from "#test/smtp-server";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { DELIVERY_DEFAULTS } from "./settings";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { exampleLoanEnquiry, examplePartnerEnquiry } from "#test/form-examples";

let t: TestDatabase;
let db: Db;
let smtp: TestSmtpServer;
const running: ServerProcess[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  db = await openDatabase(t);
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  for (const p of running) await p.kill();
  await smtp?.close();
  await db?.close();
  await t?.cleanup();
});

const dbEnv = (): Record<string, string> =>
  t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : { SQLITE_PATH: t.sqlitePath, DATABASE_URL: "" };
async function server(extra: Record<string, string> = {}) {
  const p = await startServerProcess({
    ...dbEnv(),
    SMTP_URL: smtp.url,
    LEADS_EMAIL_FROM: "leads@udyamitra.example",
    LEADS_EMAIL_TO: "sales@udyamitra.example",
    // Short enough for a test: a dead process's leases run out in 1.5 s.
    LEADS_DELIVERY_LEASE_SECONDS: "1.5",
    LEADS_RETRY_FIRST_SECONDS: "0.2",
    LEADS_RETRY_MAX_SECONDS: "1",
    ...extra,
  });
  running.push(p);
  return p;
}

let n = 0;
async function submitMany(p: ServerProcess, count: number): Promise<string[]> {
  const refs: string[] = [];
  for (let i = 0; i < count; i++) {
    const k = ++n;
    const [endpoint, body] =
      k % 3 === 0
        ? [newsletterForm.endpoint, { email: `crash-${k}-${Date.now()}@example.in` }]
        : k % 3 === 1
          ? [partnerEnquiryForm.endpoint, { ...examplePartnerEnquiry, email: `ravi${k}@example.in`, company: `Crash ${k}` }]
          : [loanEnquiryForm.endpoint, { ...exampleLoanEnquiry, company: `Crash ${k}` }];
    const res = await p.post(endpoint, body);
    expect(res.status).toBe(201);
    refs.push(res.reference!);
  }
  return refs;
}

const outbox = (refs: string[]) =>
  db.kysely
    .selectFrom("outbox")
    .innerJoin("submissions", "submissions.id", "outbox.submissionId")
    .select(["outbox.id", "outbox.status", "outbox.attempts", "submissions.reference"])
    .where("submissions.reference", "in", refs)
    .execute();

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every submission delivered, each copy of a message with its delivery's one id, nothing dead. */
async function expectEachDeliveredWithItsOneId(refs: string[]) {
  await smtp.waitFor(
    (m) => refs.every((r) => m.some((x) => x.reference === r && x.acknowledged)),
    "every submission's email after the restart",
    45_000,
  );
  await waitUntil(async () => (await outbox(refs)).every((r) => r.status === "delivered"), "every outbox row marked delivered");
  const rows = await outbox(refs);
  expect(rows).toHaveLength(refs.length);
  for (const row of rows) {
    const copies = smtp.messages.filter((m) => m.reference === row.reference);
    expect(copies.length, row.reference).toBeGreaterThanOrEqual(1);
    expect(new Set(copies.map((m) => m.deliveryId)), row.reference).toEqual(new Set([row.id]));
  }
  expect(rows.filter((r) => r.status === "dead")).toEqual([]);
}

// Real processes start in about two seconds each; on a busy machine a test takes a while.
describe("a server process killed with SIGKILL", { timeout: 90_000 }, () => {
  it("between commit and delivery: every acknowledged submission is delivered after the restart", async () => {
    smtp.stallGreetings(true);
    const first = await server();
    const inFlight = DELIVERY_DEFAULTS.concurrency;
    const refs = await submitMany(first, inFlight + 8);
    // The worker holds as many as it sends at once (waiting for a greeting that never comes); the rest were never tried.
    await waitUntil(
      async () => (await outbox(refs)).filter((r) => r.status === "sending").length === inFlight,
      `${inFlight} deliveries in flight`,
    );
    await first.kill();
    const before = await outbox(refs);
    expect(before).toHaveLength(inFlight + 8);
    expect(before.filter((r) => r.status === "pending" && r.attempts === 0)).toHaveLength(8);
    expect(smtp.messages.filter((m) => refs.includes(m.reference ?? ""))).toEqual([]);

    smtp.stallGreetings(false);
    const second = await server();
    await expectEachDeliveredWithItsOneId(refs);
    expect(smtp.messages.filter((m) => refs.includes(m.reference ?? ""))).toHaveLength(refs.length);
    await second.stop();
  });

  it("during delivery (message sent, not yet answered): sent again after the restart, with the same id", async () => {
    smtp.stallAfterData(true);
    const first = await server();
    const refs = await submitMany(first, 6);
    await smtp.waitFor((m) => refs.every((r) => m.some((x) => x.reference === r)), "every message on the wire, unanswered", 45_000);
    await first.kill();
    expect((await outbox(refs)).map((r) => r.status)).toEqual(Array(6).fill("sending"));

    smtp.stallAfterData(false);
    const second = await server();
    await expectEachDeliveredWithItsOneId(refs);
    // At least once: the receiver got each twice, and can drop the repeat by its id.
    for (const ref of refs) expect(smtp.messages.filter((m) => m.reference === ref).map((m) => m.acknowledged)).toEqual([false, true]);
    expect((await outbox(refs)).map((r) => r.attempts)).toEqual(Array(6).fill(2));
    // Logs hold references and statuses, never what the visitor typed.
    expect(second.output()).toContain('"status":"delivered"');
    expect(second.output() + first.output()).not.toMatch(/ravi\d+@example\.in|crash-\d+-|Ravi Kumar|Meera|9876543210/);
    await second.stop();
  });

  it("with no channel configured: stores as today, says so once at start, writes no outbox rows", async () => {
    const p = await startServerProcess({ ...dbEnv() });
    running.push(p);
    const [ref] = await submitMany(p, 1);
    const health = (await (await fetch(`${p.origin}/api/health`)).json()) as { delivery: unknown };
    expect(health.delivery).toEqual({ channels: [], oldestPendingSeconds: null, dead: 0 });
    expect(await outbox([ref!])).toEqual([]);
    expect(await db.kysely.selectFrom("submissions").select("id").where("reference", "=", ref!).execute()).toHaveLength(1);
    expect(p.output().match(/no channel configured/g)).toHaveLength(1);
    await p.stop();
  });

  it("refuses to start with a half-configured channel, naming the variable", async () => {
    await expect(startServerProcess({ ...dbEnv(), SMTP_URL: smtp.url, LEADS_EMAIL_TO: "sales@udyamitra.example" })).rejects.toThrow(
      /LEADS_EMAIL_FROM="": is required when SMTP_URL is set/,
    );
  });
});
