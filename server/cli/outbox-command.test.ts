import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { claimDue, markDelivered, markFailed, outboxHook } from "../delivery/outbox";
import { storeSubmission } from "../submissions/store";
import { runLeads } from "./run-leads";

let t: TestDatabase;
let db: Db;
const now = new Date("2026-11-21T06:00:00.000Z");
let dead: string;
let retrying: string;
let delivered: string;
let sending: string;

async function leads(...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runLeads(
    argv,
    { sqlitePath: t.sqlitePath, databaseUrl: t.databaseUrl },
    { out: (s) => (out += s), err: (s) => (err += s) },
    now,
  );
  return { code, out, err };
}
async function stored(form: string) {
  const r = await storeSubmission(
    db.kysely,
    { form, lang: "en", fields: { name: "Ravi Kumar", email: "ravi@example.in" } },
    [outboxHook(["email"])],
    new Date("2026-11-21T05:00:00.000Z"),
  );
  if (r.kind !== "stored") throw new Error("not stored");
  return r.submission.reference;
}
const claimOne = async () => (await claimDue(db.kysely, db.kind, { owner: "w", channels: ["email"], limit: 1, leaseMs: 60_000, now }))[0]!;
const retry = { firstDelayMs: 30_000, maxDelayMs: 60_000, maxAttempts: 5 };

beforeAll(async () => {
  t = await createTestDatabase();
  db = await openDatabase(t);
  dead = await stored("partner-enquiry");
  await markFailed(
    db.kysely,
    await claimOne(),
    "w",
    { permanent: true, error: "SMTP 550: 5.1.1 <sales@udyamitra.example>: mailbox unavailable" },
    retry,
    now,
  );
  retrying = await stored("loan-enquiry");
  await markFailed(
    db.kysely,
    await claimOne(),
    "w",
    { permanent: false, error: "ESOCKET (ECONNREFUSED): connect ECONNREFUSED 127.0.0.1:2525" },
    retry,
    now,
  );
  delivered = await stored("newsletter");
  await markDelivered(db.kysely, [(await claimOne()).id], "w", now);
  sending = await stored("newsletter");
  await claimOne();
  await stored("job-application"); // pending, never tried
});
afterAll(async () => {
  await db?.close();
  await t?.cleanup();
});

describe("npm run leads -- outbox", () => {
  it("lists what has not been delivered, by state, with the last error and no visitor data", async () => {
    const { code, out } = await leads("outbox");
    expect(code).toBe(0);
    expect(out).toMatch(/^4 not delivered \(pending 1, retrying 1, sending 1, dead 1\); 1 delivered\.\n/);
    expect(out).toMatch(
      new RegExp(
        `dead +email +${dead} +partner-enquiry +1 +never +[\\da-f-]{36} Sat 21 Nov 2026, 10:30 am IST\\n +last error: SMTP 550: 5\\.1\\.1`,
      ),
    );
    expect(out).toMatch(
      new RegExp(`retrying +email +${retrying} +loan-enquiry +1 +in \\d+ s +[\\da-f-]{36}.*\\n +last error: ESOCKET \\(ECONNREFUSED\\)`),
    );
    expect(out).toMatch(new RegExp(`sending +email +${sending} +newsletter +1 +sending `));
    expect(out).toMatch(/pending +email +UF-\w{6} +job-application +0 +now /);
    expect(out).not.toContain(delivered);
    expect(out).not.toMatch(/Ravi|ravi@/);
    expect(out).toContain("npm run leads -- outbox retry --dead");
  });

  it("requeues one delivery by id or by reference, or every dead one", async () => {
    const deadId = (
      await db.kysely
        .selectFrom("outbox")
        .innerJoin("submissions", "submissions.id", "outbox.submissionId")
        .select("outbox.id")
        .where("reference", "=", dead)
        .executeTakeFirstOrThrow()
    ).id;
    expect(await leads("outbox", "retry", deadId.toUpperCase())).toMatchObject({
      code: 0,
      out: `Requeued 1 delivery of ${deadId.toUpperCase()}; a running server sends it within seconds.\n`,
    });
    expect(await leads("outbox", "retry", retrying.toLowerCase().replace("-", " "))).toMatchObject({
      code: 0,
      out: `Requeued 1 delivery of ${retrying}; a running server sends it within seconds.\n`,
    });
    expect(await leads("outbox", "retry", "--dead")).toMatchObject({
      code: 0,
      out: "Requeued 0 dead deliveries; a running server sends them within seconds.\n",
    });
    expect((await leads("outbox")).out).toMatch(/^4 not delivered \(pending 3, retrying 0, sending 1, dead 0\)/);
    // A delivered one can be sent again on purpose (someone deleted the email).
    expect((await leads("outbox", "retry", delivered)).code).toBe(0);
  });

  it("says what is wrong with a retry it cannot do, without a stack trace", async () => {
    expect(await leads("outbox", "retry", sending)).toMatchObject({
      code: 1,
      err: `${sending} is being sent right now; see npm run leads -- outbox\n`,
    });
    expect(await leads("outbox", "retry", "UF-000000")).toMatchObject({ code: 1, err: "No delivery with reference UF-000000\n" });
    expect(await leads("outbox", "retry", "00000000-0000-0000-0000-000000000000")).toMatchObject({
      code: 1,
      err: "No delivery with id 00000000-0000-0000-0000-000000000000\n",
    });
    for (const argv of [
      ["outbox", "retry"],
      ["outbox", "retry", "everything"],
      ["outbox", "resend"],
      ["outbox", "--dead"],
      ["outbox", "retry", dead, "--dead"],
    ]) {
      const r = await leads(...argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err).toContain("Usage:");
      expect(r.err).not.toContain("    at ");
    }
  });
});
