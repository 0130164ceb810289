// Upgrading a database the first round wrote: every row it held is still
// there afterwards, in the form the leads command exports.
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSubmissions } from "../submissions/queries";
import { REFERENCE_PATTERN } from "../submissions/reference";
import { openDatabase } from "./database";
import { migrateToLatest } from "./migrations";
import { type TestDatabase, createTestDatabase } from "#test/database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
});
afterAll(() => t.cleanup());

describe("migration 002 (one submissions table)", () => {
  it("moves every first-round row into submissions with a reference, and the resume into stored files", async () => {
    const old = new Kysely<Record<string, Record<string, unknown>>>({
      dialect: t.databaseUrl
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: t.databaseUrl, max: 1 }) })
        : new SqliteDialect({ database: new SQLite(t.sqlitePath) }),
      plugins: [new CamelCasePlugin()],
    });
    await migrateToLatest(old as Kysely<unknown>, t.kind, "001_leads");
    const at = "2026-10-01T10:00:00.000Z";
    await old.insertInto("newsletter_subscriptions").values({ id: "n1", email: "old@example.in", created_at: at }).execute();
    await old
      .insertInto("partner_enquiries")
      .values({
        id: "p1",
        name: "Ravi",
        email: "r@example.in",
        phone: "9876543210",
        company: "Co",
        loan_amount: "1cr-10cr",
        purpose: null,
        message: null,
        created_at: at,
      })
      .execute();
    await old
      .insertInto("loan_enquiries")
      .values({
        id: "l1",
        name: "Meera",
        mobile: "7012345678",
        company: "Shah",
        product: "term-loan",
        amount: 150000,
        city: "Surat",
        message: "x",
        created_at: at,
      })
      .execute();
    const resume = Buffer.from("%PDF-1.7 old resume");
    await old
      .insertInto("job_applications")
      .values({
        id: "j1",
        job_id: "risk-analyst",
        first_name: "Asha",
        last_name: "Iyer",
        email: "a@example.in",
        phone: "9123456780",
        experience: "3-5",
        location: "Pune",
        company: "Acme",
        current_ctc: "10 LPA",
        expected_ctc: "12 LPA",
        notice_period: "1-month",
        cover_letter: "c".repeat(60),
        resume_file_name: "cv.pdf",
        resume_type: "application/pdf",
        resume_size: resume.length,
        resume_sha256: "abc123",
        resume,
        created_at: at,
      })
      .execute();
    await old.destroy();

    const db = await openDatabase(t);
    try {
      const news = await listSubmissions(db.kysely, "newsletter");
      expect(news).toEqual([
        expect.objectContaining({
          id: "n1",
          lang: "en",
          createdAt: at,
          fields: { email: "old@example.in" },
          reference: expect.stringMatching(REFERENCE_PATTERN),
        }),
      ]);
      expect((await listSubmissions(db.kysely, "partner-enquiry"))[0]?.fields).toEqual({
        name: "Ravi",
        email: "r@example.in",
        phone: "9876543210",
        company: "Co",
        loanAmount: "1cr-10cr",
      });
      expect((await listSubmissions(db.kysely, "loan-enquiry"))[0]?.fields).toMatchObject({ amount: 150000, city: "Surat", message: "x" });
      const [app] = await listSubmissions(db.kysely, "job-application");
      expect(app?.fields).toMatchObject({ jobId: "risk-analyst", firstName: "Asha", currentCTC: "10 LPA", noticePeriod: "1-month" });
      expect(app?.file).toEqual({ sha256: "abc123", name: "cv.pdf", type: "application/pdf", size: resume.length });
      const file = await db.kysely.selectFrom("storedFiles").selectAll().executeTakeFirstOrThrow();
      expect(Buffer.from(file.bytes).equals(resume)).toBe(true);
      const tables = (await db.kysely.introspection.getTables()).map((x) => x.name);
      expect(tables).not.toContain("job_applications");
      expect((await sql<{ n: number }>`select count(*) as n from submissions`.execute(db.kysely)).rows[0]?.n).toBeDefined();
    } finally {
      await db.close();
    }
  });
});
