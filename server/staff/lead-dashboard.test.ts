// The team lead's dashboard, counted in SQL on SQLite and PostgreSQL alike (both when TEST_DATABASE_URL is set):
// days of India's calendar (a lead at 23:59:59 IST is that day's, one at 00:00 IST the next's), leads by form and by
// product, each form's funnel in its declared order, the median hours to first work, and overdue follow-ups by person.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, type OpenTestDatabase, openTestDatabase } from "#test/database-kinds";
import { storeSubmission } from "../submissions/store";
import { leadDashboard } from "./lead-dashboard";

const NOW = new Date("2030-05-31T06:00:00.000Z"); // 11:30 IST on 31 May
const HOUR = 3_600_000;

const loan = (product: string) => ({
  form: "loan-enquiry",
  lang: "en" as const,
  fields: { name: "Borrower", mobile: "9876543210", company: "Co", city: "Pune", product, amount: 500_000 },
});
const partner = {
  form: "partner-enquiry",
  lang: "en" as const,
  fields: { name: "Partner", email: "p@example.in", phone: "9876543210", company: "Co" },
};

describe.each(DATABASE_KINDS)("the lead dashboard on %s", (kind) => {
  let t: OpenTestDatabase;

  async function lead(
    input: typeof partner | ReturnType<typeof loan>,
    at: string,
    work: { status?: string; after?: number; followUpOn?: string; to?: string } = {},
  ) {
    const stored = await storeSubmission(t.db.kysely, input, [], new Date(at));
    if (stored.kind !== "stored") throw new Error(`not stored: ${stored.kind}`);
    const set = {
      ...(work.status ? { status: work.status } : {}),
      ...(work.after !== undefined ? { firstWorkedAt: new Date(Date.parse(at) + work.after * HOUR).toISOString() } : {}),
      ...(work.followUpOn ? { followUpOn: work.followUpOn, assigneeId: work.to ?? null } : {}),
    };
    if (Object.keys(set).length === 0) return;
    await t.db.kysely.updateTable("submissions").set(set).where("reference", "=", stored.submission.reference).execute();
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const at = NOW.toISOString();
    await t.db.kysely
      .insertInto("staffUsers")
      .values({
        id: "u-asha",
        email: "asha@example.in",
        name: "Asha Rao",
        roles: '["sales"]',
        disabled: 0,
        version: 1,
        createdAt: at,
        lastSignInAt: null,
      })
      .execute();
    // 30 May 23:59:59 IST and 31 May 00:00 IST: two days.
    await lead(loan("term-loan"), "2030-05-30T18:29:59.000Z", { status: "contacted", after: 2 });
    await lead(loan("working-capital"), "2030-05-30T18:30:00.000Z", { status: "qualified", after: 10 });
    await lead(loan("term-loan"), "2030-05-31T01:00:00.000Z", { after: 4, followUpOn: "2030-05-30", to: "u-asha" });
    await lead(loan("term-loan"), "2030-05-31T02:00:00.000Z", { followUpOn: "2030-05-31", to: "u-asha" });
    // The window's first day (3 March IST) counts; the day before it does not.
    await lead(loan("term-loan"), "2030-03-02T18:30:00.000Z", { status: "spam", after: 6, followUpOn: "2030-05-01" });
    await lead(loan("term-loan"), "2030-03-02T18:29:00.000Z", { status: "closed", after: 1 });
    await lead(partner, "2030-05-31T03:00:00.000Z");
  }, 60_000);
  afterAll(() => t?.cleanup());

  it("counts per India day, by form and by product, over the last 90 days", async () => {
    const d = await leadDashboard({ db: t.db.kysely, kind }, ["partner-enquiry", "loan-enquiry"], NOW);
    expect([d.from, d.to, d.days.length, d.days[0], d.days.at(-1)]).toEqual(["2030-03-03", "2030-05-31", 90, "2030-03-03", "2030-05-31"]);
    const loans = d.forms.find((f) => f.form === "loan-enquiry")!;
    expect(loans.title).toBe("Loan enquiry");
    expect(loans.perDay.slice(-2)).toEqual([1, 3]);
    expect(loans.perDay[0]).toBe(1);
    expect(loans.received).toBe(5);
    expect(loans.products).toEqual([
      { value: "working-capital", label: "Working Capital", perDay: expect.any(Array) },
      { value: "term-loan", label: "Term Loan", perDay: expect.any(Array) },
    ]);
    expect(loans.products[0]!.perDay.slice(-2)).toEqual([0, 1]);
    expect(loans.products[1]!.perDay.slice(-2)).toEqual([1, 2]);
    const partners = d.forms.find((f) => f.form === "partner-enquiry")!;
    expect(partners).toMatchObject({ received: 1, products: [], worked: 0, medianHoursToFirstWork: null });
  });

  it("gives each form's funnel in its declared order, the median hours to first work, and overdue follow-ups by person", async () => {
    const d = await leadDashboard({ db: t.db.kysely, kind }, ["loan-enquiry"], NOW);
    const loans = d.forms[0]!;
    expect(loans.funnel).toEqual([
      { status: "new", count: 2 },
      { status: "contacted", count: 1 },
      { status: "qualified", count: 1 },
      { status: "closed", count: 0 },
      { status: "spam", count: 1 },
    ]);
    // 2, 4, 6 and 10 hours (the lead before the window is left out): the middle two average 5.
    expect(loans).toMatchObject({ worked: 4, medianHoursToFirstWork: 5 });
    // Due today is not overdue; one overdue is Asha's, one nobody's.
    expect(d.overdueByPerson).toEqual([
      { person: null, overdue: 1 },
      { person: "Asha Rao", overdue: 1 },
    ]);
  });

  it("counts only the forms it is given (a recruiter's: job applications)", async () => {
    const d = await leadDashboard({ db: t.db.kysely, kind }, ["job-application"], NOW);
    expect(d.forms.map((f) => [f.form, f.received])).toEqual([["job-application", 0]]);
    expect(d.forms[0]!.funnel.map((s) => s.status)).toEqual(["screening", "interview", "offer", "hired", "rejected", "withdrawn"]);
    expect(d.overdueByPerson).toEqual([]);
  });
});
