// Interview feedback: a 1-5 rating and a note per interviewer on a job application, audited without its words.
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let hari: Person;
let uma: Person;
let job = "";
let loan = "";

beforeAll(async () => {
  t = await startStaffApp();
  hari = await t.person("hari@example.in", ["hr"], "Hari Rao");
  uma = await t.person("uma@example.in", ["hr", "sales"], "Uma Iyer");
  const stored = await storeSubmission(t.db.kysely, {
    form: "job-application",
    lang: "en",
    fields: { firstName: "Meera", lastName: "Nair", email: "m@example.in", phone: "9123456780", jobId: "credit-analyst" },
  });
  if (stored.kind !== "stored") throw new Error(stored.kind);
  job = stored.submission.reference;
  const other = await storeSubmission(t.db.kysely, {
    form: "partner-enquiry",
    lang: "en",
    fields: { name: "Ravi", email: "r@example.in", phone: "9876543210", company: "Co" },
  });
  if (other.kind !== "stored") throw new Error(other.kind);
  loan = other.submission.reference;
}, 60_000);
afterAll(() => t.close());

const rate = (ref: string, who: Person, body: object) => t.call("POST", `/api/staff/leads/${ref}/ratings`, who.cookie, body);

it("keeps one rating per interviewer, a second replacing the first, and audits the rating without the words", async () => {
  expect((await rate(job, hari, { rating: 3, feedback: "Good on credit basics" })).statusCode).toBe(200);
  await rate(job, uma, { rating: 5, feedback: "Strong on MSME cash flows" });
  const res = await rate(job, hari, { rating: 4, feedback: "Second round went better" });
  expect(res.json().ratings).toEqual([
    expect.objectContaining({ author: "Uma Iyer", rating: 5, feedback: "Strong on MSME cash flows" }),
    expect.objectContaining({ author: "Hari Rao", rating: 4, feedback: "Second round went better" }),
  ]);
  const audit = await t.db.kysely.selectFrom("staffAudit").select(["detail"]).where("action", "=", "lead.rated").execute();
  expect(audit.map((a) => JSON.parse(a.detail))).toEqual([{ rating: 3 }, { rating: 5 }, { rating: 4 }]);
  expect(JSON.stringify(audit)).not.toContain("credit");
});

it("refuses a rating outside 1 to 5, and feedback on anything but a job application", async () => {
  const bad = await rate(job, hari, { rating: 6, feedback: "" });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe("rating: rating is a whole number from 1 to 5");
  const notJob = await rate(loan, uma, { rating: 4, feedback: "x" });
  expect(notJob.json().error).toBe("Only a job application takes interview feedback.");
  expect((await rate(loan, hari, { rating: 4, feedback: "x" })).statusCode).toBe(404);
});
