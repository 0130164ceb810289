// Migration 015 (complaint clocks) on a database that already holds a
// complaint: it keeps the 30-day clock it was filed under, as a borrower's
// complaint, and goes to the Principal Nodal Officer on day 21 after its
// filing date in India, as before.
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateToLatest } from "./migrations";
import { type TestDatabase, createTestDatabase } from "#test/database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.cleanup());

it("gives complaints filed before it the 30-day clock of a borrower's complaint, escalated on day 21", async () => {
  const db = new Kysely<Record<string, Record<string, unknown>>>({
    dialect: t.databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: t.databaseUrl, max: 1 }) })
      : new SqliteDialect({ database: new SQLite(t.sqlitePath) }),
    plugins: [new CamelCasePlugin()],
  });
  try {
    await migrateToLatest(db as Kysely<unknown>, t.kind, "011_investor_alerts");
    // Filed at 20:00 UTC on 30 September: 1 October in India. Its category is now a shareholder's, but it was filed before.
    const createdAt = "2026-09-30T20:00:00.000Z";
    await db
      .insertInto("submissions")
      .values({
        id: "1",
        reference: "UF-000001",
        form: "complaint",
        lang: "en",
        fields: JSON.stringify({ name: "Meera Shah", mobile: "7012345678", category: "shareholder" }),
        createdAt,
      })
      .execute();
    await db
      .insertInto("complaints")
      .values({
        reference: "UF-000001",
        status: "received",
        answerBy: "2026-10-31",
        createdAt,
        updatedAt: createdAt,
        category: "shareholder",
      })
      .execute();
    await migrateToLatest(db as Kysely<unknown>, t.kind);
    const row = await db
      .selectFrom("complaints")
      .select(["kind", "clockDays", "answerBy", "escalateOn"])
      .where("reference", "=", "UF-000001")
      .executeTakeFirstOrThrow();
    expect({ ...row, clockDays: Number(row.clockDays) }).toEqual({
      kind: "borrower",
      clockDays: 30,
      answerBy: "2026-10-31",
      escalateOn: "2026-10-22",
    });
  } finally {
    await db.destroy();
  }
});
