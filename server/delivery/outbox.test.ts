// The outbox's claim, lease, backoff and requeue on a real database (SQLite,
// or PostgreSQL with TEST_DATABASE_URL, where claims run on separate pooled
// connections at once).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { purgeSubmissions } from "../submissions/queries";
import { storeSubmission } from "../submissions/store";
import {
  claimDue,
  countByState,
  listUndelivered,
  markDelivered,
  markFailed,
  nextDueAt,
  oldestUndelivered,
  outboxHook,
  releaseLeases,
  renewLeases,
  requeue,
} from "./outbox";
import { purgeOutbox } from "../submissions/purge-outbox";

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = await openDatabase(t);
});
afterAll(async () => {
  await db?.close();
  await t?.cleanup();
});
beforeEach(async () => {
  await db.kysely.deleteFrom("outbox").execute();
  await db.kysely.deleteFrom("submissions").execute();
});

const retry = { firstDelayMs: 1000, maxDelayMs: 8000, maxAttempts: 3 };
const at = (iso: string) => new Date(iso);
const T0 = "2026-11-21T03:00:00.000Z";

async function store(n: number, channels: ("email" | "webhook")[] = ["email"], when = at(T0)) {
  const refs: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await storeSubmission(
      db.kysely,
      { form: "loan-enquiry", lang: "en", fields: { name: `N${i}` } },
      [outboxHook(channels)],
      when,
    );
    if (r.kind === "stored") refs.push(r.submission.reference);
  }
  return refs;
}
const claim = (owner: string, limit: number, now = at(T0), leaseMs = 60_000) =>
  claimDue(db.kysely, db.kind, { owner, channels: ["email", "webhook"], limit, leaseMs, now });

describe("the outbox", () => {
  it("gets one row per channel in the submission's transaction, and none when the transaction fails", async () => {
    await store(1, ["email", "webhook"]);
    expect(await db.kysely.selectFrom("outbox").select(["channel", "status", "attempts"]).orderBy("channel").execute()).toEqual([
      { channel: "email", status: "pending", attempts: 0 },
      { channel: "webhook", status: "pending", attempts: 0 },
    ]);
    const failing = async () => {
      throw new Error("later hook failed");
    };
    await expect(
      storeSubmission(db.kysely, { form: "loan-enquiry", lang: "en", fields: { name: "X" } }, [outboxHook(["email"]), failing]),
    ).rejects.toThrow();
    expect(await db.kysely.selectFrom("outbox").select("id").execute()).toHaveLength(2);
  });

  it("hands each due row to one worker only, however many claim at once", async () => {
    await store(40);
    const batches = await Promise.all(Array.from({ length: 8 }, (_, i) => claim(`w${i % 2}`, 7)));
    const ids = batches.flat().map((r) => r.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    expect(await claim("w2", 10)).toEqual([]);
    expect(batches.flat().every((r) => r.status === "sending" && r.attempts === 1)).toBe(true);
  });

  it("takes nothing before it is due, and takes back a row whose lease ran out (its worker died)", async () => {
    await store(1, ["email"], at("2026-11-21T03:00:10.000Z"));
    expect(await claim("a", 5, at("2026-11-21T03:00:09.000Z"))).toEqual([]);
    const [first] = await claim("a", 5, at("2026-11-21T03:00:10.000Z"), 30_000);
    expect(first?.leaseUntil).toBe("2026-11-21T03:00:40.000Z");
    expect(await claim("b", 5, at("2026-11-21T03:00:39.000Z"))).toEqual([]);
    const [again] = await claim("b", 5, at("2026-11-21T03:00:40.000Z"));
    expect(again).toMatchObject({ id: first!.id, leaseOwner: "b", attempts: 2 });
    // The first worker wakes up late: its outcome no longer counts.
    expect(await markDelivered(db.kysely, [first!.id], "a", at(T0))).toEqual(new Set());
    expect(await markDelivered(db.kysely, [first!.id], "b", at(T0))).toEqual(new Set([first!.id]));
  });

  it("keeps a renewed lease from being taken over", async () => {
    await store(1);
    const [row] = await claim("a", 1, at(T0), 10_000);
    await renewLeases(db.kysely, [row!.id], "a", at("2026-11-21T03:01:00.000Z"));
    expect(await claim("b", 1, at("2026-11-21T03:00:30.000Z"))).toEqual([]);
    await renewLeases(db.kysely, [row!.id], "b", at("2026-11-21T04:00:00.000Z")); // not b's: no effect
    expect(await claim("b", 1, at("2026-11-21T03:01:00.000Z"))).toHaveLength(1);
  });

  it("waits longer after each failure, and marks the row dead after the last try or a permanent error", async () => {
    await store(2);
    const [row] = await claim("a", 1);
    const failure = { permanent: false, error: "SMTP 451: busy" };
    const first = await markFailed(db.kysely, row!, "a", failure, retry, at(T0));
    const wait1 = Date.parse(first!.nextAttemptAt) - Date.parse(T0);
    expect(first?.status).toBe("pending");
    expect(wait1).toBeGreaterThanOrEqual(750);
    expect(wait1).toBeLessThanOrEqual(1250);
    const [other] = await claim("a", 5, at(T0)); // the other row; this one is not due yet
    expect((await markFailed(db.kysely, other!, "a", { permanent: true, error: "SMTP 550: no" }, retry, at(T0)))?.status).toBe("dead");
    const due1 = new Date(first!.nextAttemptAt);
    const [second] = await claim("a", 5, due1);
    const next = await markFailed(db.kysely, second!, "a", failure, retry, due1);
    const wait2 = Date.parse(next!.nextAttemptAt) - due1.getTime();
    expect(wait2).toBeGreaterThanOrEqual(1500);
    expect(wait2).toBeLessThanOrEqual(2500);
    const [third] = await claim("a", 5, new Date(next!.nextAttemptAt));
    expect(third?.attempts).toBe(3);
    expect((await markFailed(db.kysely, third!, "a", failure, retry, at(T0)))?.status).toBe("dead");
    expect(await claim("a", 5, at("2030-01-01T00:00:00.000Z"))).toEqual([]);
    expect(await countByState(db.kysely)).toEqual({ pending: 0, retrying: 0, sending: 0, delivered: 0, dead: 2 });
  });

  it("gives an unfinished row back untried when its server stops", async () => {
    await store(1);
    const [row] = await claim("a", 1);
    await releaseLeases(db.kysely, [row!.id], "a", at(T0));
    expect(await db.kysely.selectFrom("outbox").select(["status", "attempts", "leaseUntil"]).execute()).toEqual([
      { status: "pending", attempts: 0, leaseUntil: null },
    ]);
  });

  it("knows when the next row falls due and how old the oldest undelivered one is", async () => {
    expect(await nextDueAt(db.kysely, ["email"])).toBeUndefined();
    expect(await oldestUndelivered(db.kysely)).toBeUndefined();
    await store(1, ["email"], at("2026-11-21T03:00:00.000Z"));
    await store(1, ["email"], at("2026-11-21T03:05:00.000Z"));
    expect(await nextDueAt(db.kysely, ["email"])).toBe("2026-11-21T03:00:00.000Z");
    expect(await nextDueAt(db.kysely, ["webhook"])).toBeUndefined();
    const [row] = await claim("a", 1, at("2026-11-21T03:06:00.000Z"), 1000);
    expect(await nextDueAt(db.kysely, ["email"])).toBe("2026-11-21T03:05:00.000Z");
    expect(await oldestUndelivered(db.kysely)).toBe("2026-11-21T03:00:00.000Z");
    await markDelivered(db.kysely, [row!.id], "a", at(T0));
    expect(await oldestUndelivered(db.kysely)).toBe("2026-11-21T03:05:00.000Z");
  });

  it("requeues one delivery by id, a submission's by reference, or every dead one, with a fresh count of tries", async () => {
    const [r1, r2] = await store(2, ["email", "webhook"]);
    const rows = await claim("a", 4);
    for (const row of rows) await markFailed(db.kysely, row, "a", { permanent: true, error: "x" }, retry, at(T0));
    const list = await listUndelivered(db.kysely);
    expect(list.map((r) => [r.reference, r.status]).sort()).toEqual(
      [
        [r1, "dead"],
        [r1, "dead"],
        [r2, "dead"],
        [r2, "dead"],
      ].sort(),
    );
    const later = at("2026-11-21T05:00:00.000Z");
    expect(await requeue(db.kysely, { id: list.find((r) => r.reference === r1)!.id }, later)).toBe(1);
    expect(await requeue(db.kysely, { reference: r2! }, later)).toBe(2);
    expect(await requeue(db.kysely, { dead: true }, later)).toBe(1);
    expect(await requeue(db.kysely, { id: "00000000-0000-0000-0000-000000000000" }, later)).toBe(0);
    expect(await countByState(db.kysely)).toMatchObject({ pending: 4, dead: 0 });
    expect(await claim("b", 10, later)).toHaveLength(4);
    expect(await requeue(db.kysely, { dead: true }, later)).toBe(0);
    expect(await requeue(db.kysely, { reference: r1! }, later)).toBe(0); // being sent: left alone
  });

  it("goes with its submission in the retention purge, delivered or not", async () => {
    await store(2, ["email", "webhook"], at("2025-01-01T00:00:00.000Z"));
    await store(1, ["email"], at("2026-11-21T00:00:00.000Z"));
    const [old] = await claim("a", 1, at("2025-01-01T00:00:00.000Z"));
    await markDelivered(db.kysely, [old!.id], "a", at(T0));
    await purgeSubmissions(db.kysely, "2026-01-01T00:00:00.000Z", [purgeOutbox]);
    expect(await db.kysely.selectFrom("outbox").select("createdAt").execute()).toEqual([{ createdAt: "2026-11-21T00:00:00.000Z" }]);
  });
});
