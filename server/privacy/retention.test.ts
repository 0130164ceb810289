// The daily retention purge with a controlled clock, on the test database
// (SQLite, or PostgreSQL with TEST_DATABASE_URL): what outlived its form's
// period goes with its files and dependent rows, the rest stays, the run is
// in the audit trail, and two connections racing for the same day (as two
// server processes do) run it once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAuditChain } from "../audit/audit-trail";
import { RETENTION_DEFAULT_MONTHS } from "../config";
import { openComplaint } from "../complaints/complaints";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { sampleDocx } from "#test/form-app";
import { storeSubmission } from "../submissions/store";
import { runRetention } from "./retention";

let database: TestDatabase;
let a: Db;
let b: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  const options = { sqlitePath: database.sqlitePath, databaseUrl: database.databaseUrl };
  a = await openDatabase(options);
  b = await openDatabase(options);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.cleanup();
});

const day = (iso: string) => new Date(`${iso}T06:00:00.000Z`);
async function store(form: string, fields: Record<string, string>, at: Date, extra: { file?: boolean; dedupeKey?: string } = {}) {
  const result = await storeSubmission(
    a.kysely,
    {
      form,
      lang: "en",
      fields,
      ...(extra.dedupeKey ? { dedupeKey: extra.dedupeKey } : {}),
      ...(extra.file
        ? {
            file: { bytes: sampleDocx(), name: "cv.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
          }
        : {}),
    },
    form === "complaint" ? [openComplaint] : [],
    at,
  );
  if (result.kind !== "stored") throw new Error("not stored");
  return result.submission.reference;
}
const exists = async (reference: string) =>
  !!(await a.kysely.selectFrom("submissions").select("id").where("reference", "=", reference).executeTakeFirst());

describe("the daily retention purge", () => {
  it("erases what outlived its period, keeps the rest, records the run, and runs once a day across connections", async () => {
    const oldApplication = await store(
      "job-application",
      { firstName: "Old", lastName: "Applicant", email: "old@example.in" },
      day("2025-01-10"),
      { file: true },
    );
    const newApplication = await store(
      "job-application",
      { firstName: "New", lastName: "Applicant", email: "new@example.in" },
      day("2026-06-01"),
    );
    const oldPartner = await store("partner-enquiry", { name: "Old Partner", email: "p@example.in" }, day("2024-01-10"));
    const youngPartner = await store("partner-enquiry", { name: "Young Partner", email: "y@example.in" }, day("2025-12-10"));
    const complaint = await store("complaint", { name: "Complainant", email: "c@example.in" }, day("2019-01-10"));
    const reader = await store("newsletter", { email: "reader@example.in" }, day("2020-01-01"), { dedupeKey: "reader@example.in" });
    const withdrawn = await store("newsletter", { email: "gone@example.in" }, day("2020-01-01"), { dedupeKey: "gone@example.in" });
    await a.kysely
      .updateTable("submissions")
      .set({ withdrawnAt: day("2026-09-01").toISOString() })
      .where("reference", "=", withdrawn)
      .execute();

    const now = day("2026-11-25");
    // PostgreSQL: the two race for the day's row. SQLite serves one process (its two connections here share
    // one thread, where a writer waiting on the other would block both), so there they come one after the other.
    const race = () => [
      runRetention(a, RETENTION_DEFAULT_MONTHS, now, "process-a"),
      runRetention(b, RETENTION_DEFAULT_MONTHS, now, "process-b"),
    ];
    const [first, second] =
      a.kind === "postgres"
        ? await Promise.all(race())
        : [
            await runRetention(a, RETENTION_DEFAULT_MONTHS, now, "process-a"),
            await runRetention(b, RETENTION_DEFAULT_MONTHS, now, "process-b"),
          ];
    const runs = [first, second].filter((r) => r?.ran);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toEqual({
      ran: true,
      counts: { newsletter: 1, "partner-enquiry": 1, "loan-enquiry": 0, "job-application": 1, complaint: 0, "privacy-request": 0 },
    });

    expect(await exists(oldApplication)).toBe(false);
    expect(await exists(oldPartner)).toBe(false);
    expect(await exists(withdrawn)).toBe(false);
    for (const kept of [newApplication, youngPartner, complaint, reader]) expect(await exists(kept), kept).toBe(true);
    expect(await a.kysely.selectFrom("storedFiles").select("sha256").execute()).toEqual([]);

    const audit = await a.kysely.selectFrom("staffAudit").selectAll().where("action", "=", "retention.run").execute();
    expect(audit.map((r) => [r.actor, r.subject])).toEqual([["retention", "2026-11-25"]]);
    expect((await verifyAuditChain(a.kysely)).ok).toBe(true);

    // Later the same day: nothing; the next day: a run again (the eight-year-old complaint's period has passed by 2027-01-11).
    expect(await runRetention(b, RETENTION_DEFAULT_MONTHS, new Date(now.getTime() + 3_600_000))).toEqual({ ran: false });
    const later = await runRetention(b, RETENTION_DEFAULT_MONTHS, day("2027-01-11"));
    expect(later).toMatchObject({ ran: true, counts: { complaint: 1 } });
    expect(await exists(complaint)).toBe(false);
    expect(await a.kysely.selectFrom("complaints").select("reference").where("reference", "=", complaint).execute()).toEqual([]);
  });
});
