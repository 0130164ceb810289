// Migrations 040, 041 and 045 on a database that already holds leads: a loan's
// amount is copied for the sort by amount, job applications worked under the
// sales workflow move onto the hiring one, and a lead's first status change in
// the audit trail becomes its first_worked_at (decision 140).
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

it("fills the amount column, maps old job-application statuses onto the hiring workflow, and dates the first work on each lead", async () => {
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
    // Lead 1 was assigned, then moved on twice; lead 7 was moved on once; the others never.
    const audit = (seq: number, at: string, action: string, subject: string) => ({
      seq,
      at,
      actor: "a@example.in",
      action,
      subject,
      detail: "{}",
      hash: `h${seq}`,
    });
    await db
      .insertInto("staffAudit")
      .values([
        audit(1, "2026-10-01T04:00:00.000Z", "lead.assigned", "UF-000001"),
        audit(2, "2026-10-01T06:00:00.000Z", "lead.status", "UF-000001"),
        audit(3, "2026-10-02T06:00:00.000Z", "lead.status", "UF-000001"),
        audit(4, "2026-10-03T06:00:00.000Z", "lead.status", "UF-000007"),
      ])
      .execute();
    await migrateToLatest(db as Kysely<unknown>, t.kind);
    const worked = await db
      .selectFrom("submissions")
      .select(["id", "firstWorkedAt"])
      .where("firstWorkedAt", "is not", null)
      .orderBy("id")
      .execute();
    expect(worked).toEqual([
      { id: "1", firstWorkedAt: "2026-10-01T06:00:00.000Z" },
      { id: "7", firstWorkedAt: "2026-10-03T06:00:00.000Z" },
    ]);
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
