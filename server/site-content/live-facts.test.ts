// A new Grievance Redressal Officer published from the console is the one the
// complaint emails name: the server reads the live site's officers, not git's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildComplainantMail } from "../complaints/complaint-mail-message";
import { type ContentTestApp, gitCopy, startContentApp } from "#test/content-app";

type Officer = { name: string; phone: string; email: string; addressLines: string[] };
type Grievance = Record<string, unknown> & { officer: Officer };

describe("the officers the server's emails name", { timeout: 300_000 }, () => {
  let t: ContentTestApp;

  beforeAll(async () => {
    t = await startContentApp();
  }, 900_000);
  afterAll(() => t?.close());

  const acknowledgement = () =>
    buildComplainantMail({
      kind: "acknowledgement",
      lang: "en",
      reference: "UF-ABC123",
      answerBy: "2026-12-27",
      complaintKind: "borrower",
      clockDays: 30,
      origin: "https://www.udyamitra.example",
      trackingUrl: "https://www.udyamitra.example/grievance-redressal#track",
    }).text;

  it("are the published ones once a second compliance officer has approved the change", async () => {
    const git = gitCopy<Grievance>(t.baseline, "grievance");
    expect(acknowledgement()).toContain(git.officer.name);
    const author = await t.person("a.compliance@example.in", ["compliance"]);
    const approver = await t.person("b.compliance@example.in", ["compliance"]);
    const value = { ...git, officer: { ...git.officer, name: "Shalini Iyer", email: "shalini.iyer@udyamitra.example" } };
    expect((await t.call("PUT", "/api/staff/content/sections/grievance/draft", author.cookie, { value })).statusCode).toBe(200);
    expect((await t.call("POST", "/api/staff/content/sections/grievance/draft/submit", author.cookie, {})).statusCode).toBe(200);
    expect(acknowledgement()).not.toContain("Shalini Iyer");
    const approved = await t.call("POST", "/api/staff/content/sections/grievance/draft/approve", approver.cookie, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(acknowledgement()).toContain("Shalini Iyer");
    expect(acknowledgement()).toContain("shalini.iyer@udyamitra.example");
    expect((await t.get("/grievance-redressal")).body).toContain("Shalini Iyer");
  });
});
