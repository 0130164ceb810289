// The limiter on its own store: memory on SQLite, the shared table on
// PostgreSQL (where two connections stand for two server processes).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../db/database";
import { createLimits } from "./limits";
import { DATABASE_KINDS, type OpenTestDatabase, openTestDatabase } from "#test/database-kinds";

const QUOTA = { perAddressPerDay: 1000, perDay: 10_000 };
const visitor = { ip: "203.0.113.7" };
const other = { ip: "198.51.100.2" };

describe.each(DATABASE_KINDS)("limiter on %s", (kind) => {
  let t: OpenTestDatabase;
  let now = Date.parse("2026-11-21T10:00:00Z");
  const clock = () => now;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  it("allows max events per window, then refuses until the window ends, per address", async () => {
    const { limiter, close } = await createLimits(t.db, QUOTA, clock);
    const rule = { max: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect(await limiter.hit("test-a", visitor, rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now += 15_000;
    expect(await limiter.hit("test-a", visitor, rule)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit("test-a", other, rule)).allowed).toBe(true);
    expect((await limiter.hit("test-b", visitor, rule)).allowed).toBe(true);
    now += 45_000;
    expect((await limiter.hit("test-a", visitor, rule)).allowed).toBe(true);
    await close();
  });

  it("takes back a counted event, for limits on failed attempts only (never below zero)", async () => {
    const { limiter, close } = await createLimits(t.db, QUOTA, clock);
    const rule = { max: 2, windowMs: 60_000 };
    const lookup = { ip: "192.0.2.33" };
    for (let i = 0; i < 5; i++) {
      expect((await limiter.hit("lookup", lookup, rule)).allowed).toBe(true);
      await limiter.undo("lookup", lookup, rule);
    }
    await limiter.undo("lookup", lookup, rule);
    expect((await limiter.hit("lookup", lookup, rule)).allowed).toBe(true);
    expect((await limiter.hit("lookup", lookup, rule)).allowed).toBe(true);
    expect(await limiter.hit("lookup", lookup, rule)).toMatchObject({ allowed: false });
    await close();
  });

  it("checks and counts in one step: of 200 simultaneous hits exactly max are allowed", async () => {
    const { limiter, close } = await createLimits(t.db, QUOTA, clock);
    const rule = { max: 10, windowMs: 3_600_000 };
    const verdicts = await Promise.all(Array.from({ length: 200 }, () => limiter.hit("race", { ip: "192.0.2.77" }, rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    await close();
  });

  it("counts several rules in one call and refuses when any is over", async () => {
    const { limiter, close } = await createLimits(t.db, QUOTA, clock);
    const rules = (endpoint: string) => [
      { name: `e:${endpoint}`, max: 5, windowMs: 60_000 },
      { name: "all", max: 4, windowMs: 60_000 },
    ];
    const answers = [];
    for (const endpoint of ["a", "b", "c", "d", "a"]) answers.push((await limiter.hitEach({ ip: "192.0.2.9" }, rules(endpoint))).allowed);
    expect(answers).toEqual([true, true, true, true, false]);
    await close();
  });

  it("counts an IPv6 visitor's whole /64 as one", async () => {
    const { limiter, close } = await createLimits(t.db, QUOTA, clock);
    const rule = { max: 2, windowMs: 60_000 };
    expect((await limiter.hit("v6", { ip: "2001:db8:5:6::1" }, rule)).allowed).toBe(true);
    expect((await limiter.hit("v6", { ip: "2001:db8:5:6::2" }, rule)).allowed).toBe(true);
    expect((await limiter.hit("v6", { ip: "2001:db8:5:6:ffff::3" }, rule)).allowed).toBe(false);
    await close();
  });

  it.runIf(kind === "postgres")("is shared by every process on one PostgreSQL, exactly, under concurrency", async () => {
    const second: Db = await openDatabase(t.options);
    const a = await createLimits(t.db, QUOTA, clock);
    const b = await createLimits(second, QUOTA, clock);
    const rule = { max: 10, windowMs: 60_000 };
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).limiter.hit("shared", { ip: "192.0.2.200" }, rule)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    // No raw address is stored anywhere.
    const rows = await sql<{ key: string }>`select key from rate_counters`.execute(t.db.kysely);
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.some((r) => r.key.includes("192.0.2"))).toBe(false);
    await a.close();
    await b.close();
    await second.close();
  });

  it.runIf(kind === "postgres")("deletes expired counters", async () => {
    const { limiter, close } = await createLimits(t.db, QUOTA, clock);
    now += 24 * 3_600_000;
    await limiter.hit("sweep", visitor, { max: 1, windowMs: 60_000 });
    await close();
    const left = await sql<{ n: string }>`select count(*) as n from rate_counters where expires_at <= ${now}`.execute(t.db.kysely);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
