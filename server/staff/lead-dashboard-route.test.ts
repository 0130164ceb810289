// The dashboard through the console's API: each role sees the forms it works (a recruiter only job applications),
// someone without a lead role is refused, and a lead's first move on from its first status is what is timed.
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let asha: Person;
let hema: Person;
let admin: Person;
let reference: string;

beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["sales"], "Asha Rao");
  hema = await t.person("hema@example.in", ["hr"], "Hema Nair");
  admin = await t.person("root@example.in", ["admin"], "Root Admin");
  const fields = { name: "Borrower", mobile: "9876543210", company: "Co", city: "Pune", product: "term-loan", amount: 500_000 };
  const stored = await storeSubmission(
    t.db.kysely,
    { form: "loan-enquiry", lang: "en", fields },
    [],
    new Date(t.now().getTime() - 3 * 3_600_000),
  );
  if (stored.kind !== "stored") throw new Error("not stored");
  reference = stored.submission.reference;
}, 60_000);
afterAll(() => t?.close());

const dashboard = (who: Person) => t.call("GET", "/api/staff/leads/dashboard", who.cookie);
const patch = async (body: object) => {
  const version = (await t.call("GET", `/api/staff/leads/${reference}`, asha.cookie)).json().version;
  const res = await t.call("PATCH", `/api/staff/leads/${reference}`, asha.cookie, { version, ...body });
  expect(res.statusCode).toBe(200);
};

it("shows each role the forms it works, and refuses a person without a lead role", async () => {
  const sales = await dashboard(asha);
  expect(sales.statusCode).toBe(200);
  expect(sales.json().forms.map((f: { form: string }) => f.form)).toEqual(["newsletter", "partner-enquiry", "loan-enquiry"]);
  const hr = await dashboard(hema);
  expect(hr.json().forms.map((f: { form: string }) => f.form)).toEqual(["job-application"]);
  expect((await dashboard(admin)).statusCode).toBe(403);
});

it("times a lead from its submission to staff first moving it on, and only the first move", async () => {
  const loans = async () => (await dashboard(asha)).json().forms.find((f: { form: string }) => f.form === "loan-enquiry");
  expect(await loans()).toMatchObject({ received: 1, worked: 0, medianHoursToFirstWork: null });
  // Assigning it is not working it; moving it to contacted is.
  await patch({ assigneeId: asha.id });
  expect((await loans()).worked).toBe(0);
  await patch({ status: "contacted" });
  const first = await loans();
  expect(first.worked).toBe(1);
  expect(first.medianHoursToFirstWork).toBeCloseTo(3, 1);
  // Five hours later (signed in again), a second move leaves the first one's time as it was.
  t.advance(5 * 3_600_000);
  asha.cookie = await t.signIn(asha);
  await patch({ status: "qualified" });
  expect((await loans()).medianHoursToFirstWork).toBeCloseTo(3, 1);
});
