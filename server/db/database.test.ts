import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { type Db, openDatabase } from "./database";
import { type TestDatabase, createTestDatabase } from "./test-database";

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = await openDatabase(t);
});
afterAll(async () => {
  await db.close();
  await t.cleanup();
});

describe("openDatabase", () => {
  it("creates every table, and migrating again changes nothing", async () => {
    const again = await openDatabase(t);
    await again.close();
    const tables = (await db.kysely.introspection.getTables()).map((x) => x.name);
    expect(tables).toEqual(expect.arrayContaining(["newsletter_subscriptions", "partner_enquiries", "job_applications", "loan_enquiries"]));
    await expect(db.check()).resolves.toBeUndefined();
  });

  it.runIf(!process.env.TEST_DATABASE_URL)("runs SQLite in WAL mode with synchronous=FULL", async () => {
    const mode = await sql<{ journalMode: string }>`pragma journal_mode`.execute(db.kysely);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db.kysely);
    expect(mode.rows[0]?.journalMode).toBe("wal");
    expect(sync.rows[0]?.synchronous).toBe(2); // FULL (result keys pass through the camelCase plugin)
  });

  it("stores each newsletter address once", async () => {
    const { subscribeNewsletter } = await import("./leads");
    await subscribeNewsletter(db.kysely, "Once@Example.in");
    await subscribeNewsletter(db.kysely, "once@example.in");
    const rows = await db.kysely.selectFrom("newsletterSubscriptions").selectAll().execute();
    expect(rows.map((r) => r.email)).toEqual(["once@example.in"]);
  });
});
