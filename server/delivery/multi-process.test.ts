// Several servers, one PostgreSQL: two real server processes run the worker
// against the same outbox. Under normal running (and while catching up on a
// backlog both see at once) N submissions give N emails: none twice, none lost.
// PostgreSQL only: SQLite is one process by design. CI sets TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { type TestSmtpServer, startTestSmtpServer } from "#test/smtp-server";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { exampleLoanEnquiry, examplePartnerEnquiry } from "#test/form-examples";

describe.runIf(process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", { timeout: 90_000 }, () => {
  let t: TestDatabase;
  let db: Db;
  let smtp: TestSmtpServer;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    db = await openDatabase(t);
    smtp = await startTestSmtpServer({ parse: "headers" });
    const env = {
      DATABASE_URL: t.databaseUrl!,
      SMTP_URL: smtp.url,
      LEADS_EMAIL_FROM: "leads@udyamitra.example",
      LEADS_EMAIL_TO: "sales@udyamitra.example",
      LEADS_RETRY_FIRST_SECONDS: "0.2",
      LEADS_RETRY_MAX_SECONDS: "0.5",
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await smtp?.close();
    await db?.close();
    await t?.cleanup();
  });

  async function submit(count: number, tag: string): Promise<string[]> {
    // Alternate between the two servers, several at a time.
    const bodies = Array.from({ length: count }, (_, i) =>
      i % 2
        ? { endpoint: partnerEnquiryForm.endpoint, body: { ...examplePartnerEnquiry, email: `r${i}@example.in`, company: `${tag} ${i}` } }
        : { endpoint: loanEnquiryForm.endpoint, body: { ...exampleLoanEnquiry, company: `${tag} ${i}` } },
    );
    const refs: string[] = [];
    for (let i = 0; i < bodies.length; i += 8) {
      const answers = await Promise.all(bodies.slice(i, i + 8).map((b, j) => servers[(i + j) % 2]!.post(b.endpoint, b.body)));
      for (const a of answers) {
        expect(a.status).toBe(201);
        refs.push(a.reference!);
      }
    }
    return refs;
  }

  const allDelivered = (refs: string[]) =>
    expect.poll(async () => (await delivered(refs)).every((r) => r.status === "delivered"), { timeout: 30_000 }).toBe(true);
  const delivered = (refs: string[]) =>
    db.kysely
      .selectFrom("outbox")
      .innerJoin("submissions", "submissions.id", "outbox.submissionId")
      .select(["outbox.id", "outbox.status", "outbox.attempts", "outbox.leaseOwner", "submissions.reference"])
      .where("submissions.reference", "in", refs)
      .execute();

  function expectEachOnce(refs: string[]) {
    const mine = smtp.messages.filter((m) => refs.includes(m.reference ?? ""));
    expect(mine).toHaveLength(refs.length);
    expect(new Set(mine.map((m) => m.reference)).size).toBe(refs.length);
    expect(new Set(mine.map((m) => m.deliveryId)).size).toBe(refs.length);
  }

  it("N submissions, N emails, none twice", async () => {
    const refs = await submit(80, "steady");
    await smtp.waitFor((m) => refs.every((r) => m.some((x) => x.reference === r)), "80 emails", 30_000);
    // Once every row is delivered no worker claims it again: a duplicate would have been sent by now.
    await allDelivered(refs);
    expectEachOnce(refs);
    expect((await delivered(refs)).every((r) => r.status === "delivered")).toBe(true);
  });

  it("both workers take from one backlog (the mail server was down), still none twice", async () => {
    await smtp.stop();
    const refs = await submit(80, "backlog");
    // Both workers try, fail and back off.
    await expect
      .poll(async () => (await delivered(refs)).filter((r) => Number(r.attempts) > 0).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await smtp.start();
    await smtp.waitFor((m) => refs.every((r) => m.some((x) => x.reference === r)), "80 emails after the outage", 30_000);
    await allDelivered(refs);
    expectEachOnce(refs);
    const rows = await delivered(refs);
    expect(rows.every((r) => r.status === "delivered")).toBe(true);
    // Each row records which process delivered it: both did their share.
    expect(new Set(rows.map((r) => r.leaseOwner)).size).toBe(2);
  });
});
