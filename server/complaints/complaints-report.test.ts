// The annual report's complaints table over a period of days in India: the
// boundaries at midnight IST (a complaint filed at 23:59:59 IST on 31 March
// is not April's), disposal on the day resolved or rejected, the change
// against the previous period of the same length, pending beyond 30 days,
// the Ombudsman figures staff enter, the console's CSV and the CLI.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLeads } from "../cli/run-leads";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { changeComplaintStatus, openComplaint } from "./complaints";
import { complaintsReport } from "./complaints-report";

let t: StaffTestApp;
let officer: Person;

async function file(at: string, category: string, tag: string): Promise<string> {
  const r = await storeSubmission(
    t.db.kysely,
    {
      form: "complaint",
      lang: "en",
      fields: {
        name: `Person ${tag}`,
        mobile: "9811122233",
        email: `${tag}@example.in`,
        category,
        description: "Twenty characters or more.",
      },
    },
    [openComplaint],
    new Date(at),
  );
  if (r.kind !== "stored") throw new Error("not stored");
  return r.submission.reference;
}
const decide = (reference: string, status: "resolved" | "rejected", at: string) =>
  changeComplaintStatus(t.db.kysely, reference, status, null, { kind: t.db.kind, actor: "shell", now: new Date(at) });

beforeAll(async () => {
  t = await startStaffApp();
  officer = await t.person("gro@example.in", ["grievance"], "Meena Iyer");
  // The period is April 2030 (30 days); the previous one 2 to 31 March.
  const a = await file("2030-03-31T18:29:59.000Z", "emi-and-repayment", "a"); // 23:59:59 IST 31 March: before the period
  await file("2030-03-31T18:30:00.000Z", "emi-and-repayment", "b"); // 00:00 IST 1 April: in it
  await file("2030-04-30T18:29:59.000Z", "emi-and-repayment", "c"); // 23:59:59 IST 30 April: in it
  await file("2030-04-30T18:30:00.000Z", "emi-and-repayment", "d"); // 00:00 IST 1 May: after it
  const e = await file("2030-03-10T06:00:00.000Z", "other", "e");
  await file("2030-02-01T06:00:00.000Z", "other", "f"); // open all along
  const g = await file("2030-03-20T06:00:00.000Z", "emi-and-repayment", "g");
  await file("2030-04-15T06:00:00.000Z", "emi-and-repayment", "h");
  await decide(a, "resolved", "2030-04-30T18:29:59.000Z"); // the period's last second
  await decide(e, "rejected", "2030-03-31T18:30:00.000Z"); // its first second
  await decide(g, "resolved", "2030-03-25T06:00:00.000Z"); // before it
}, 60_000);
afterAll(() => t?.close());

describe("the complaints table", () => {
  it("counts by days in India, disposal on the day decided, change against the previous 30 days, pending beyond 30 days", async () => {
    const r = await complaintsReport(t.db.kysely, "2030-04-01", "2030-04-30");
    expect(r).toMatchObject({
      from: "2030-04-01",
      to: "2030-04-30",
      pendingAtStart: 3,
      received: 3,
      disposed: 2,
      rejected: 1,
      pendingAtEnd: 4,
      ombudsman: null,
    });
    expect(r.grounds.find((g) => g.ground === "emi-and-repayment")).toEqual({
      ground: "emi-and-repayment",
      pendingAtStart: 1,
      received: 3,
      changePercent: 50,
      pendingAtEnd: 3,
      pendingPastClock: 0,
    });
    expect(r.grounds.find((g) => g.ground === "other")).toEqual({
      ground: "other",
      pendingAtStart: 2,
      received: 0,
      changePercent: -100,
      pendingAtEnd: 1,
      pendingPastClock: 1,
    });
    expect(r.grounds.find((g) => g.ground === "recovery-conduct")).toEqual({
      ground: "recovery-conduct",
      pendingAtStart: 0,
      received: 0,
      changePercent: null,
      pendingAtEnd: 0,
      pendingPastClock: 0,
    });
    // Every category of the form is a ground, the shareholder, privacy and accessibility ones too.
    expect(r.grounds).toHaveLength(13);
    // A period of one day: 1 April in India only.
    expect(await complaintsReport(t.db.kysely, "2030-04-01", "2030-04-01")).toMatchObject({ received: 1, disposed: 1, rejected: 1 });
  });

  it("takes the Ombudsman figures for a period in the console, checks them, and downloads the table as CSV", async () => {
    const figures = {
      maintainableReceived: 4,
      resolvedInFavour: 1,
      resolvedByConciliation: 2,
      resolvedByAward: 1,
      awardsNotImplemented: 0,
    };
    const bad = await t.call("POST", "/api/staff/complaints/report/ombudsman", officer.cookie, {
      from: "2030-04-01",
      to: "2030-04-30",
      figures: { ...figures, resolvedByAward: 2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/cannot exceed that number/);
    const saved = await t.call("POST", "/api/staff/complaints/report/ombudsman", officer.cookie, {
      from: "2030-04-01",
      to: "2030-04-30",
      figures,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().ombudsman).toEqual(figures);
    const json = await t.call("GET", "/api/staff/complaints/report?from=2030-04-01&to=2030-04-30", officer.cookie);
    expect(json.json()).toMatchObject({ received: 3, ombudsman: figures });
    const csv = await t.call("GET", "/api/staff/complaints/report.csv?from=2030-04-01&to=2030-04-30", officer.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="complaints-2030-04-01-to-2030-04-30.csv"');
    const lines = csv.body.split("\r\n");
    expect(lines).toContain("2,Number of complaints received during the period,3");
    expect(lines).toContain('3.1,"Of which, number of complaints rejected by the NBFC",1');
    expect(lines).toContain(
      '5.2,"Of 5, number of complaints resolved through conciliation/mediation/advisories issued by Office of Ombudsman",2',
    );
    expect(lines).toContain('"EMI, repayment or auto-debit",1,3,50,3,0');
    expect(lines).toContain("Something else,2,0,-100,1,1");
    const audit = await t.db.kysely
      .selectFrom("staffAudit")
      .select(["action", "detail"])
      .where("action", "in", ["complaints.ombudsman-figures", "complaints.report-downloaded"])
      .orderBy("seq")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["complaints.ombudsman-figures", "complaints.report-downloaded"]);
    const unknownDate = await t.call("GET", "/api/staff/complaints/report?from=2030-02-30", officer.cookie);
    expect(unknownDate.statusCode).toBe(400);
    expect(unknownDate.json().error).toBe("from: that date does not exist");
  });

  it("counts a complaint as pending past its clock by its own clock: 21 days for a shareholder's, 90 for privacy, 30 for the rest", async () => {
    const [sharePast, shareWithin, privacyWithin, accessPast] = [
      await file("2031-06-05T06:00:00.000Z", "shareholder", "s1"), // answer by 26 June: past on 30 June
      await file("2031-06-15T06:00:00.000Z", "shareholder", "s2"), // answer by 6 July
      await file("2031-04-15T06:00:00.000Z", "personal-data", "p1"), // 76 days by 30 June, answer by 14 July
      await file("2031-05-20T06:00:00.000Z", "accessibility", "x1"), // a borrower's 30 days: answer by 19 June
    ];
    const clocks = await t.db.kysely
      .selectFrom("complaints")
      .select(["reference", "kind", "clockDays", "answerBy", "escalateOn"])
      .where("reference", "in", [sharePast, shareWithin, privacyWithin, accessPast])
      .orderBy("createdAt")
      .execute();
    expect(clocks.map((c) => [c.kind, Number(c.clockDays), c.answerBy, c.escalateOn])).toEqual([
      ["privacy", 90, "2031-07-14", "2031-06-17"],
      ["borrower", 30, "2031-06-19", "2031-06-10"],
      ["shareholder", 21, "2031-06-26", "2031-06-20"],
      ["shareholder", 21, "2031-07-06", "2031-06-30"],
    ]);
    const r = await complaintsReport(t.db.kysely, "2031-06-01", "2031-06-30");
    const row = (ground: string) => r.grounds.find((g) => g.ground === ground);
    expect(row("shareholder")).toMatchObject({ received: 2, pendingAtEnd: 2, pendingPastClock: 1 });
    expect(row("personal-data")).toMatchObject({ received: 0, pendingAtStart: 1, pendingAtEnd: 1, pendingPastClock: 0 });
    expect(row("accessibility")).toMatchObject({ received: 0, pendingAtStart: 1, pendingAtEnd: 1, pendingPastClock: 1 });
  });

  it("is the same table from the command line, as JSON or CSV", async () => {
    let out = "";
    let err = "";
    const io = { out: (s: string) => (out += s), err: (s: string) => (err += s) };
    expect(await runLeads(["complaints-report", "--from", "2030-04-01", "--to", "2030-04-30"], t.dbOptions, io)).toBe(0);
    expect(JSON.parse(out)).toEqual(await complaintsReport(t.db.kysely, "2030-04-01", "2030-04-30"));
    expect(Object.keys(JSON.parse(out))).toEqual([
      "from",
      "to",
      "pendingAtStart",
      "received",
      "disposed",
      "rejected",
      "pendingAtEnd",
      "grounds",
      "ombudsman",
    ]);
    out = "";
    expect(await runLeads(["complaints-report", "--from", "2030-04-01", "--to", "2030-04-30", "--format", "csv"], t.dbOptions, io)).toBe(0);
    expect(out).toContain("4,Number of complaints pending at the end of the period,4\r\n");
    expect(await runLeads(["complaints-report", "--from", "2030-05-01", "--to", "2030-04-30"], t.dbOptions, io)).toBe(2);
    expect(err).toContain("--from (2030-05-01) is after --to (2030-04-30)");
  });
});
