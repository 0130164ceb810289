// The CSV export as a call list or CRM import needs it: every declared field in order under its label, IST times,
// chosen columns, formulas defused (issue 29).
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let asha: Person;

beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["sales"], "Asha Rao");
  // 20:00 UTC is 01:30 the next morning in India.
  await storeSubmission(
    t.db.kysely,
    {
      form: "loan-enquiry",
      lang: "hi",
      fields: {
        name: "Kiran Patel",
        mobile: "7012345678",
        company: '@Patel, "Polymers"',
        city: "Surat",
        product: "term-loan",
        amount: 1_500_000,
      },
    },
    [],
    new Date("2026-03-01T20:00:00.000Z"),
  );
  await t.reauth(asha, asha.cookie);
}, 60_000);
afterAll(() => t.close());

const exported = (query: string) => t.call("GET", `/api/staff/leads/export.csv${query}`, asha.cookie);

it("has every declared field of the form in the declared order under its label, with the amount and IST times", async () => {
  const res = await exported("?form=loan-enquiry");
  expect(res.statusCode).toBe(200);
  const [header, row, ...rest] = res.body.split("\r\n");
  expect(rest).toEqual([""]);
  expect(header).toBe(
    "Reference,Received (IST),Language,Status,Assigned to,Follow up on,Your name,Mobile number,Business name,City,Product of interest,Loan amount (₹),Anything else we should know?",
  );
  const cells = row!.split(",");
  expect(cells[1]).toBe("2026-03-02T01:30:00+05:30");
  expect(row).toContain(`,hi,new,,,Kiran Patel,7012345678,"'@Patel, ""Polymers""",Surat,Term Loan,1500000,`);
  const columns = (await t.call("GET", "/api/staff/leads/export-columns?form=loan-enquiry", asha.cookie)).json().columns;
  expect(columns.map((c: { label: string }) => c.label).join(",")).toBe(header);
});

it("exports only the columns chosen, in the export's order, and refuses one it does not have", async () => {
  const res = await exported("?form=loan-enquiry&columns=field.amount,reference,received");
  const [header, row] = res.body.split("\r\n");
  expect(header).toBe("Reference,Received (IST),Loan amount (₹)");
  expect(row).toMatch(/^UF-[0-9A-Z]{6},2026-03-02T01:30:00\+05:30,1500000$/);
  const bad = await exported("?form=loan-enquiry&columns=reference,field.password");
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe('There is no column "field.password" in this export.');
  const all = await exported("");
  expect(all.body.split("\r\n")[0]).toBe("Reference,Received (IST),Form,Language,Status,Assigned to,Follow up on,Name,Email,Phone");
});
