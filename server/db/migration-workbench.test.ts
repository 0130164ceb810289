// Migrations 040 and 041 on a database that already holds leads: a loan's
// amount is copied for the sort by amount, and job applications worked under
// the sales workflow move onto the hiring one (decision 140).
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateToLatest } from "./migrations";
import { type TestDatabase, createTestDatabase } from "#test/database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
});
afterAll(() => t.cleanup());

it("fills the amount column and maps old job-application statuses onto the hiring workflow", async () => {
  const db = new Kysely<Record<string, Record<string, unknown>>>({
    dialect: t.databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: t.databaseUrl, max: 1 }) })
      : new SqliteDialect({ database: new SQLite(t.sqlitePath) }),
    plugins: [new CamelCasePlugin()],
  });
  try {
    await migrateToLatest(db as Kysely<unknown>, t.kind, "020_site_content");
    const row = (i: number, form: string, status: string, fields: object) => ({
      id: String(i),
      reference: `UF-00000${i}`,
      form,
      lang: "en",
      fields: JSON.stringify(fields),
      createdAt: "2026-09-30T20:00:00.000Z",
      status,
    });
    await db
      .insertInto("submissions")
      .values([
        row(1, "loan-enquiry", "contacted", { name: "Kiran Patel", amount: 1_500_000 }),
        ...["new", "contacted", "qualified", "closed", "spam"].map((s, i) =>
          row(i + 2, "job-application", s, { firstName: "A", lastName: "B" }),
        ),
        row(7, "partner-enquiry", "qualified", { name: "Meera Shah" }),
      ])
      .execute();
    await migrateToLatest(db as Kysely<unknown>, t.kind);
    const rows = await db.selectFrom("submissions").select(["id", "status", "sortAmount"]).orderBy("id").execute();
    expect(rows.map((r) => [r.id, r.status, r.sortAmount === null ? null : Number(r.sortAmount)])).toEqual([
      ["1", "contacted", 1_500_000],
      ["2", "screening", null],
      ["3", "screening", null],
      ["4", "interview", null],
      ["5", "rejected", null],
      ["6", "rejected", null],
      ["7", "qualified", null],
    ]);
  } finally {
    await db.destroy();
  }
});
