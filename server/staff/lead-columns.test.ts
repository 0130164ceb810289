// Columns, filters, sorts and statuses per form, all from the forms' declarations (issue 29).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let sales: Person;
let hr: Person;
const at = (i: number) => new Date(Date.parse("2026-05-01T04:00:00Z") + i * 60_000);

beforeAll(async () => {
  t = await startStaffApp();
  sales = await t.person("sales@example.in", ["sales"], "Asha Rao");
  hr = await t.person("hr@example.in", ["hr"], "Hari Rao");
  // 60 loans whose amounts are not in date order, so two pages by amount prove the keyset.
  for (let i = 0; i < 60; i++) {
    const fields = {
      name: `Borrower ${i}`,
      mobile: "9876543210",
      company: `Co ${i}`,
      city: "Pune",
      product: "term-loan",
      amount: 100_000 + ((i * 37) % 60) * 100_000,
    };
    await storeSubmission(t.db.kysely, { form: "loan-enquiry", lang: "en", fields }, [], at(i));
  }
  await storeSubmission(
    t.db.kysely,
    {
      form: "partner-enquiry",
      lang: "en",
      fields: { name: "Meera Shah", email: "meera@example.in", phone: "9876543210", company: "Shah Fintech" },
    },
    [],
    at(70),
  );
  for (const [i, jobId] of ["credit-analyst", "relationship-manager", "credit-analyst"].entries())
    await storeSubmission(
      t.db.kysely,
      {
        form: "job-application",
        lang: "en",
        fields: {
          firstName: "Candidate",
          lastName: String(i),
          email: `c${i}@example.in`,
          phone: "9123456780",
          jobId,
          experience: "3-5",
          noticePeriod: "1-month",
        },
      },
      [],
      at(80 + i),
    );
}, 60_000);
afterAll(() => t.close());

const get = (url: string, p = sales) => t.call("GET", `/api/staff/leads${url}`, p.cookie);

describe("columns from the declaration", () => {
  it("lists a loan enquiry's company, city, product and amount in Indian digit grouping", async () => {
    const body = (await get("?form=loan-enquiry")).json();
    expect(body.layout.columns).toEqual([
      { name: "company", label: expect.any(String) },
      { name: "city", label: expect.any(String) },
      { name: "product", label: expect.any(String) },
      { name: "amount", label: expect.any(String) },
    ]);
    expect(body.layout.sortsByAmount).toBe(true);
    const latest = body.items[0];
    expect(latest.name).toBe("Borrower 59");
    expect(latest.values).toEqual({ company: "Co 59", city: "Pune", product: "Term Loan", amount: "₹24,00,000" });
  });

  it("lists a partner enquiry's company and email, and has no layout when no form is chosen", async () => {
    const body = (await get("?form=partner-enquiry")).json();
    expect(body.layout.columns.map((c: { name: string }) => c.name)).toEqual(["email", "company"]);
    expect(body.items[0].values).toEqual({ email: "meera@example.in", company: "Shah Fintech" });
    expect((await get("")).json().layout).toBeNull();
  });

  it("sorts by amount, largest or smallest first, across pages, and by date either way", async () => {
    const amounts = async (sort: string) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: { values: { amount: string } }[]; nextCursor: string | null } = (
          await get(`?form=loan-enquiry&sort=${sort}${cursor ? `&cursor=${cursor}` : ""}`)
        ).json();
        seen.push(...page.items.map((i) => Number(i.values.amount.replace(/\D/g, ""))));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const high = await amounts("amount-high");
    expect(high).toHaveLength(60);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect(high[0]).toBe(6_000_000);
    const low = await amounts("amount-low");
    expect(low).toEqual([...high].reverse());
    const oldest = (await get("?form=loan-enquiry&sort=oldest")).json();
    expect(oldest.items[0].name).toBe("Borrower 0");
    const refused = await get("?sort=amount-high");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/Sorting by amount needs one form that has an amount/);
    expect((await get("?form=partner-enquiry&sort=amount-low")).statusCode).toBe(400);
  });
});

describe("statuses from the declaration", () => {
  it("starts a job application at screening and offers the hiring workflow; sales forms keep theirs", async () => {
    const jobs = (await get("?form=job-application", hr)).json();
    expect(jobs.layout.statuses).toEqual(["screening", "interview", "offer", "hired", "rejected", "withdrawn"]);
    expect(jobs.items.map((i: { status: string }) => i.status)).toEqual(["screening", "screening", "screening"]);
    expect((await get("?form=loan-enquiry")).json().layout.statuses).toEqual(["new", "contacted", "qualified", "closed", "spam"]);
  });

  it("accepts only the lead's own form's statuses, in a change and in a filter", async () => {
    const job = (await get("?form=job-application", hr)).json().items[0];
    const detail = (await t.call("GET", `/api/staff/leads/${job.reference}`, hr.cookie)).json();
    expect(detail.statuses).toContain("interview");
    const wrong = await t.call("PATCH", `/api/staff/leads/${job.reference}`, hr.cookie, { version: detail.version, status: "qualified" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("status must be one of screening, interview, offer, hired, rejected, withdrawn");
    const moved = await t.call("PATCH", `/api/staff/leads/${job.reference}`, hr.cookie, { version: detail.version, status: "interview" });
    expect(moved.json().status).toBe("interview");
    expect((await get("?form=job-application&status=interview", hr)).json().items.map((i: { reference: string }) => i.reference)).toEqual([
      job.reference,
    ]);
    const loan = (await get("?form=loan-enquiry")).json().items[0];
    const loanDetail = (await t.call("GET", `/api/staff/leads/${loan.reference}`, sales.cookie)).json();
    expect(
      (await t.call("PATCH", `/api/staff/leads/${loan.reference}`, sales.cookie, { version: loanDetail.version, status: "interview" }))
        .statusCode,
    ).toBe(400);
    expect((await get("?status=interview")).statusCode).toBe(400);
  });

  it("lets the recruiter filter by opening, with the openings applied for offered", async () => {
    const body = (await get("?form=job-application&field=jobId&value=credit-analyst", hr)).json();
    expect(body.items).toHaveLength(2);
    expect(body.items.every((i: { values: { jobId: string } }) => i.values.jobId.includes("credit-analyst"))).toBe(true);
    const opening = body.layout.filters.find((f: { name: string }) => f.name === "jobId");
    expect(opening.options.map((o: { value: string }) => o.value)).toEqual(["credit-analyst", "relationship-manager"]);
    expect(body.layout.filters.map((f: { name: string }) => f.name)).toEqual(["jobId", "experience", "noticePeriod"]);
    const notListed = await get("?form=job-application&field=coverLetter&value=x", hr);
    expect(notListed.statusCode).toBe(400);
  });
});
