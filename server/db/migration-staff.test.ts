// Migration 006 (the staff console) on a database that already holds leads:
// their search columns are filled from their fields, and their work starts as
// "new", version 0, unassigned.
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "./migrations";
import { type TestDatabase, createTestDatabase } from "#test/database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
});
afterAll(() => t.cleanup());

describe("migration 006 (staff console)", () => {
  it("backfills name, email and phone of the submissions stored before it", async () => {
    const db = new Kysely<Record<string, Record<string, unknown>>>({
      dialect: t.databaseUrl
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: t.databaseUrl, max: 1 }) })
        : new SqliteDialect({ database: new SQLite(t.sqlitePath) }),
      plugins: [new CamelCasePlugin()],
    });
    try {
      await migrateToLatest(db as Kysely<unknown>, t.kind, "005_complaints");
      const row = (id: string, form: string, fields: object) => ({
        id,
        reference: `UF-00000${id}`,
        form,
        lang: "en",
        fields: JSON.stringify(fields),
        created_at: "2026-10-01T10:00:00.000Z",
      });
      await db
        .insertInto("submissions")
        .values(row("1", "loan-enquiry", { name: "Meera Shah", mobile: "7012345678", company: "Shah" }))
        .execute();
      await db
        .insertInto("submissions")
        .values(row("2", "job-application", { firstName: "Asha", lastName: "Iyer", email: "Asha@Example.in", phone: "+91 91234 56780" }))
        .execute();
      await migrateToLatest(db as Kysely<unknown>, t.kind);
      const rows = await db
        .selectFrom("submissions")
        .select(["id", "searchName", "searchEmail", "searchPhone", "status", "version", "assigneeId"])
        .orderBy("id")
        .execute();
      expect(rows.map((r) => ({ ...r, version: Number(r.version) }))).toEqual([
        { id: "1", searchName: "meera shah", searchEmail: null, searchPhone: "7012345678", status: "new", version: 0, assigneeId: null },
        {
          id: "2",
          searchName: "asha iyer",
          searchEmail: "asha@example.in",
          searchPhone: "9123456780",
          // Migration 041 then moves a job application onto the hiring workflow (decision 140).
          status: "screening",
          version: 0,
          assigneeId: null,
        },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
