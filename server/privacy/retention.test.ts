// The daily retention purge with a controlled clock, on the test database
// (SQLite, or PostgreSQL with TEST_DATABASE_URL): what outlived its form's
// period goes with its files and dependent rows, the rest stays, the run is
// in the audit trail, and two connections racing for the same day (as two
// server processes do) run it once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAuditChain } from "../audit/audit-trail";
import { ALERT_RETENTION_DEFAULT_DAYS, RETENTION_DEFAULT_MONTHS } from "../config";
import { investorAlertsForm } from "#forms/investor-alerts";
import { confirmSubscriber, confirmToken, investorAlertsHook, unsubscribe, unsubscribeToken } from "../investor-alerts/subscribers";
import { openComplaint } from "../complaints/complaints";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { sampleDocx } from "#test/form-app";
import { storeSubmission } from "../submissions/store";
import { runRetention } from "./retention";
import { testKeys } from "#test/keys";

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
      counts: {
        newsletter: 1,
        "partner-enquiry": 1,
        "loan-enquiry": 0,
        "job-application": 1,
        complaint: 0,
        "privacy-request": 0,
        "investor-alerts": 0,
        "investor-alerts-addresses": 0,
      },
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

  it("takes unconfirmed sign-ups off the alerts list after their days, unsubscribed addresses after theirs, and keeps confirmed ones", async () => {
    const keys = testKeys().link;
    const now = day("2027-03-01");
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const signUp = async (email: string, at: Date) => {
      const result = await storeSubmission(
        a.kysely,
        { form: investorAlertsForm.name, lang: "hi", fields: { email } },
        [investorAlertsHook({ keys, channels: ["email"] })],
        at,
      );
      if (result.kind !== "stored") throw new Error("not stored");
      return result.submission.reference;
    };
    const confirm = (reference: string, at: Date) => confirmSubscriber(a.kysely, confirmToken(keys, reference), at);
    const leave = (email: string, at: Date) => unsubscribe(a.kysely, unsubscribeToken(keys, email), at);

    const { pending, unsubscribed } = ALERT_RETENTION_DEFAULT_DAYS;
    const staleSignUp = await signUp("stale@example.in", ago(pending + 1));
    const freshSignUp = await signUp("fresh@example.in", ago(pending - 1));
    const loyal = await signUp("loyal@example.in", ago(400));
    await confirm(loyal, ago(399));
    // A second sign-up of a confirmed address changes nothing on the list; its submission backs nothing.
    const repeat = await signUp("loyal@example.in", ago(pending + 5));
    const left = await signUp("left@example.in", ago(100));
    await confirm(left, ago(99));
    await leave("left@example.in", ago(unsubscribed + 1));
    const leaving = await signUp("leaving@example.in", ago(100));
    await confirm(leaving, ago(99));
    await leave("leaving@example.in", ago(unsubscribed - 1));

    const run = await runRetention(a, RETENTION_DEFAULT_MONTHS, now, "process-a");
    expect(run).toMatchObject({ ran: true, counts: { "investor-alerts": 3, "investor-alerts-addresses": 2 } });
    const list = await a.kysely.selectFrom("investorAlertSubscribers").select(["email", "status"]).orderBy("email").execute();
    expect(list).toEqual([
      { email: "fresh@example.in", status: "pending" },
      { email: "leaving@example.in", status: "unsubscribed" },
      { email: "loyal@example.in", status: "confirmed" },
    ]);
    for (const gone of [staleSignUp, repeat, left]) expect(await exists(gone), gone).toBe(false);
    for (const kept of [freshSignUp, loyal, leaving]) expect(await exists(kept), kept).toBe(true);
    // The stale sign-up's confirmation email went with it.
    const outbox = await a.kysely
      .selectFrom("outbox as o")
      .innerJoin("submissions as s", "s.id", "o.submissionId")
      .select("s.reference")
      .execute();
    expect(outbox.map((r) => r.reference)).not.toContain(staleSignUp);
    expect(
      await a.kysely
        .selectFrom("outbox")
        .select("id")
        .where("submissionId", "not in", a.kysely.selectFrom("submissions").select("id"))
        .execute(),
    ).toEqual([]);
  });
});
