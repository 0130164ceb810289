// Reply templates through the real staff API: read by every complaint
// worker, changed by the grievance team only (audited), refused with an
// unknown {variable}; and the preview of the email a reply would send, in the
// complainant's language, answering without an answer-by date when it resolves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaintForm } from "#forms/complaint";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let asha: Person;
let sec: Person;
let reference: string;

beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["grievance"], "Asha Rao");
  sec = await t.person("cs@example.in", ["secretarial"], "Chitra Sen");
  const res = await t.app.inject({
    method: "POST",
    url: complaintForm.endpoint,
    payload: {
      name: "Kavita Sharma",
      mobile: "9822012345",
      category: "interest-and-charges",
      description: "Charged twice for one bounce.",
      lang: "hi",
    },
  });
  reference = res.json().reference;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Template = { id: string; title: string; lang: string; body: string; updatedBy: string | null };
const templates = async (who: Person) =>
  (await t.call("GET", "/api/staff/complaints/templates", who.cookie)).json().templates as Template[];

describe("reply templates", () => {
  it("start with two in each language, and the grievance team adds, edits and removes them, audited", async () => {
    const start = await templates(asha);
    expect(start.map((x) => x.lang).sort()).toEqual(["en", "en", "hi", "hi"]);
    const body = { title: "Asking for a statement", lang: "en", body: "Dear {name}, please send us the statement for {reference}." };
    const created = await t.call("POST", "/api/staff/complaints/templates", asha.cookie, body);
    expect(created.statusCode, created.body).toBe(201);
    const mine = (created.json().templates as Template[]).find((x) => x.title === body.title)!;
    expect(mine).toMatchObject({ ...body, updatedBy: "Asha Rao" });
    const edited = await t.call("PATCH", `/api/staff/complaints/templates/${mine.id}`, asha.cookie, { ...body, title: "Statement needed" });
    expect((edited.json().templates as Template[]).map((x) => x.title)).toContain("Statement needed");
    expect((await t.call("DELETE", `/api/staff/complaints/templates/${mine.id}`, asha.cookie)).statusCode).toBe(200);
    expect(await templates(asha)).toHaveLength(4);
    const actions = await t.db.kysely.selectFrom("staffAudit").select("action").where("subject", "=", mine.id).orderBy("seq").execute();
    expect(actions.map((a) => a.action)).toEqual([
      "complaint-template.created",
      "complaint-template.changed",
      "complaint-template.deleted",
    ]);
  });

  it("refuses an unknown variable, and changes by anyone but the grievance team", async () => {
    const typo = await t.call("POST", "/api/staff/complaints/templates", asha.cookie, { title: "Typo", lang: "en", body: "Dear {nmae}," });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error).toBe("body: the template uses {nmae}: the variables are {name}, {reference}, {filedOn}, {answerBy}, {today}");
    expect(await templates(sec)).toHaveLength(4);
    expect((await t.call("POST", "/api/staff/complaints/templates", sec.cookie, { title: "x", lang: "en", body: "x" })).statusCode).toBe(
      403,
    );
    expect((await t.call("DELETE", "/api/staff/complaints/templates/nope", asha.cookie)).json().error).toBe(
      "There is no reply template with that id.",
    );
  });
});

describe("the preview", () => {
  it("builds the email in the complainant's language; resolving, it is the answer with no answer-by date", async () => {
    const path = `/api/staff/complaints/${reference}/preview`;
    const update = (await t.call("POST", path, asha.cookie, { text: "We are checking." })).json();
    expect(update).toMatchObject({ lang: "hi", subject: `आपकी शिकायत ${reference} पर नई जानकारी` });
    expect(update.text).toContain("We are checking.");
    expect(update.text).toContain("जवाब की आखिरी तारीख");
    const answer = (await t.call("POST", path, asha.cookie, { text: "शुल्क वापस कर दिया गया है।", status: "resolved" })).json();
    expect(answer.subject).toBe(`आपकी शिकायत ${reference} पर हमारा जवाब`);
    expect(answer.text).toContain("हमारा अंतिम जवाब:\nशुल्क वापस कर दिया गया है।");
    expect(answer.text).not.toContain("जवाब की आखिरी तारीख");
    // A borrower's complaint is not the secretarial team's: as if it did not exist.
    expect((await t.call("POST", path, sec.cookie, { text: "x" })).statusCode).toBe(404);
  });
});
