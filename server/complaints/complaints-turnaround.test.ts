// The turnaround panel over months of India's calendar: received and disposed
// of per month (boundaries at midnight IST), the median days from filing to
// disposal, the share answered within each complaint's own clock (a
// shareholder's 21 days, a borrower's 30), and what is overdue now by officer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { changeComplaintStatus, openComplaint } from "./complaints";
import { complaintsTurnaround } from "./complaints-turnaround";

let t: StaffTestApp;
let meena: Person;

async function file(at: string, category: string): Promise<string> {
  const fields = { name: "Person", mobile: "9811122233", category, description: "Twenty characters or more." };
  const r = await storeSubmission(t.db.kysely, { form: "complaint", lang: "en", fields }, [openComplaint], new Date(at));
  if (r.kind !== "stored") throw new Error("not stored");
  return r.submission.reference;
}
const decide = (reference: string, at: string) =>
  changeComplaintStatus(t.db.kysely, reference, "resolved", "Answered.", { kind: t.db.kind, actor: "shell", now: new Date(at) });

beforeAll(async () => {
  t = await startStaffApp();
  meena = await t.person("gro@example.in", ["grievance"], "Meena Iyer");
  // March 2030: a borrower's answered in 10 days (in time), a shareholder's in 25 (past its 21).
  await decide(await file("2030-03-01T06:00:00.000Z", "emi-and-repayment"), "2030-03-11T06:00:00.000Z");
  await decide(await file("2030-03-02T06:00:00.000Z", "shareholder"), "2030-03-27T06:00:00.000Z");
  // 00:00 IST 1 April is April's; a borrower's answered on day 40 (late), in May's first IST second.
  await decide(await file("2030-03-31T18:30:00.000Z", "emi-and-repayment"), "2030-05-10T18:30:00.000Z");
  // Still open and overdue by 31 May: one assigned to Meena, one to nobody; one open and not yet due.
  const mine = await file("2030-04-02T06:00:00.000Z", "other");
  await t.db.kysely.updateTable("complaints").set({ assigneeId: meena.id }).where("reference", "=", mine).execute();
  await file("2030-04-03T06:00:00.000Z", "other");
  await file("2030-05-20T06:00:00.000Z", "other");
}, 60_000);
afterAll(() => t?.close());

describe("the turnaround panel", () => {
  it("counts per India month, with medians, the share within each clock, and overdue by officer", async () => {
    const r = await complaintsTurnaround(t.db.kysely, "2030-03-01", "2030-05-31", new Date("2030-05-31T06:00:00.000Z"));
    expect(r.months).toEqual([
      { month: "2030-03", received: 2, disposed: 2, medianDays: 17.5, withinClockPercent: 50 },
      { month: "2030-04", received: 3, disposed: 0, medianDays: null, withinClockPercent: null },
      { month: "2030-05", received: 1, disposed: 1, medianDays: 40, withinClockPercent: 0 },
    ]);
    expect(r.medianDays).toBe(25);
    expect(r.withinClockPercent).toBe(33.3);
    expect(r.overdueByOfficer).toEqual([
      { officer: null, overdue: 1 },
      { officer: "Meena Iyer", overdue: 1 },
    ]);
  });

  it("answers through the console's API for the grievance officers", async () => {
    const res = await t.call("GET", "/api/staff/complaints/turnaround?from=2030-03-01&to=2030-03-31", meena.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().months).toEqual([{ month: "2030-03", received: 2, disposed: 2, medianDays: 17.5, withinClockPercent: 50 }]);
  });
});
