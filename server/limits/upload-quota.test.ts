// The daily resume-byte quota on SQLite and PostgreSQL: per-address 429,
// overall 507, nothing changed by a refusal, reservations inside the route's
// own transaction, and (PostgreSQL) no overshoot when processes race.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { createLimits } from "./limits";
import { DATABASE_KINDS, type OpenTestDatabase, openTestDatabase } from "#test/database-kinds";

const MB = 1024 * 1024;
const LIMITS = { perAddressPerDay: 25 * MB, perDay: 60 * MB };

describe.each(DATABASE_KINDS)("upload quota on %s", (kind) => {
  let t: OpenTestDatabase;
  let now = Date.parse("2026-11-21T18:30:00Z");
  const clock = () => now;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  it("takes files up to the per-address cap, then answers 429 until the next UTC day, changing nothing", async () => {
    const { uploadQuota } = await createLimits(t.db, LIMITS, clock);
    const visitor = { ip: "203.0.113.7" };
    for (let i = 0; i < 5; i++) expect(await uploadQuota.reserve(visitor, 5 * MB)).toEqual({ ok: true });
    const before = await uploadQuota.usage(visitor);
    expect(before).toEqual({ address: 25 * MB, total: 25 * MB });
    expect(await uploadQuota.reserve(visitor, 1)).toEqual({
      ok: false,
      status: 429,
      error: "We have received as many files from your network as we can take today. Please try again tomorrow.",
      retryAfterSeconds: 5.5 * 3600,
    });
    expect(await uploadQuota.usage(visitor)).toEqual(before);
  });

  it("answers 507 when everyone together reaches the daily cap, changing nothing", async () => {
    const { uploadQuota } = await createLimits(t.db, LIMITS, clock);
    for (let i = 1; i <= 7; i++) expect((await uploadQuota.reserve({ ip: `198.51.100.${i}` }, 5 * MB)).ok).toBe(true);
    const newcomer = { ip: "192.0.2.50" };
    const refused = await uploadQuota.reserve(newcomer, 5 * MB);
    expect(refused).toMatchObject({ ok: false, status: 507, error: "We cannot take any more files today. Please try again tomorrow." });
    expect(await uploadQuota.usage(newcomer)).toEqual({ address: 0, total: 60 * MB });
  });

  it("starts again the next day and forgets the day before yesterday", async () => {
    const { uploadQuota } = await createLimits(t.db, LIMITS, clock);
    now += 86_400_000;
    expect(await uploadQuota.reserve({ ip: "203.0.113.7" }, 5 * MB)).toEqual({ ok: true });
    now += 86_400_000;
    await uploadQuota.reserve({ ip: "203.0.113.7" }, 1);
    const days = await t.db.kysely
      .withTables<{ uploadQuota: { day: string } }>()
      .selectFrom("uploadQuota")
      .select("day")
      .distinct()
      .orderBy("day")
      .execute();
    expect(days.map((d) => d.day)).toEqual(["2026-11-22", "2026-11-23"]);
  });

  it("reserves inside the route's transaction: a rollback gives the bytes back; release does too", async () => {
    const { uploadQuota } = await createLimits(t.db, LIMITS, clock);
    const visitor = { ip: "192.0.2.77" };
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        expect(await uploadQuota.reserve(visitor, 3 * MB, trx)).toEqual({ ok: true });
        throw new Error("the row could not be stored");
      }),
    ).rejects.toThrow("the row could not be stored");
    expect((await uploadQuota.usage(visitor)).address).toBe(0);
    await uploadQuota.reserve(visitor, 3 * MB);
    await uploadQuota.release(visitor, 3 * MB);
    expect((await uploadQuota.usage(visitor)).address).toBe(0);
  });

  it.runIf(kind === "postgres")("never lets racing processes overshoot a cap", async () => {
    const second = await openDatabase(t.options);
    const a = await createLimits(t.db, LIMITS, clock);
    const b = await createLimits(second, LIMITS, clock);
    now += 86_400_000;
    const visitor = { ip: "192.0.2.99" };
    const verdicts = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).uploadQuota.reserve(visitor, 4 * MB)));
    // 25 MB holds six 4 MB files.
    expect(verdicts.filter((v) => v.ok)).toHaveLength(6);
    expect((await a.uploadQuota.usage(visitor)).address).toBe(24 * MB);
    await second.close();
  });
});
