// Every legal clock, per kind of complaint (docs/decisions/092-complaint-clocks.md):
// filed through the public endpoint, a borrower's complaint is answered by
// day 30, a shareholder's by day 21, a privacy grievance by day 90; the clock
// and the escalation day are stored at filing; the tracker answers the kind
// and clock; the emails name the kind's route and officer; email is optional
// (nothing queued without one); and each team works only its kinds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grievance } from "#content/grievance";
import { HONEYPOT_FIELD } from "#forms/api";
import { complaintForm, complaintLookup } from "#forms/complaint";
import { exampleComplaint } from "#forms/examples";
import { addDays, indiaDate } from "#shared/india-dates";
import { type TestSmtpServer, startTestSmtpServer } from "#test/smtp-server";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import type { DeliverySettings } from "../delivery/settings";
import { storeSubmission } from "../submissions/store";
import { escalateDue } from "./complaint-jobs";
import { COMPLAINT_MAIL_CHANNEL } from "./complaint-mail";
import { openComplaint } from "./complaints";

let smtp: TestSmtpServer;
let t: StaffTestApp;
let gro: Person;
let cs: Person;
let cs2: Person;
let dpo: Person;
let mobileCounter = 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const delivery: DeliverySettings = {
    email: { smtpUrl: smtp.url, from: "care@udyamitra.example", to: ["team@udyamitra.example"], toByForm: {}, maxAttachmentBytes: 1 << 20 },
    retry: { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 5 },
    leaseMs: 3000,
    concurrency: 4,
    idlePollMs: 100,
  };
  t = await startStaffApp({ delivery, publicOrigin: "http://localhost:4350" });
  gro = await t.person("gro@example.in", ["grievance"], "Meena Iyer");
  cs = await t.person("cs@example.in", ["secretarial"], "Kavita Menon");
  cs2 = await t.person("cs2@example.in", ["secretarial"], "Arjun Rao");
  dpo = await t.person("dpo@example.in", ["privacy"], "Farah Khan");
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Files a complaint through the public endpoint, as the page does. */
async function file(category: string, extra: Record<string, unknown> = {}) {
  const mobile = `98${String(++mobileCounter).padStart(8, "0")}`;
  const res = await t.app.inject({
    method: "POST",
    url: complaintForm.endpoint,
    payload: { ...exampleComplaint, mobile, category, email: `filer${mobileCounter}@example.in`, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { reference, answerBy, emailed } = res.json() as { reference: string; answerBy: string; emailed: boolean };
  const row = await t.db.kysely.selectFrom("complaints").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
  return { reference, answerBy, emailed, mobile, row };
}

const queued = async (reference: string) =>
  t.db.kysely
    .selectFrom("outbox")
    .innerJoin("complaintMail", "complaintMail.id", "outbox.id")
    .select("complaintMail.kind")
    .where("outbox.channel", "=", COMPLAINT_MAIL_CHANNEL)
    .where("complaintMail.reference", "=", reference)
    .execute();

describe("the clock of each kind of complaint", () => {
  it("answers by day 30 for a borrower's complaint (accessibility too), day 21 for a shareholder's, day 90 for a privacy grievance, fixed at filing", async () => {
    for (const [category, kind, days, escalation] of [
      ["emi-and-repayment", "borrower", 30, 21],
      ["accessibility", "borrower", 30, 21],
      ["shareholder", "shareholder", 21, 15],
      ["personal-data", "privacy", 90, 63],
    ] as const) {
      const { answerBy, row } = await file(category);
      const filed = indiaDate(row.createdAt);
      expect(answerBy, category).toBe(addDays(filed, days));
      expect({ kind: row.kind, clockDays: Number(row.clockDays), answerBy: row.answerBy, escalateOn: row.escalateOn }).toEqual({
        kind,
        clockDays: days,
        answerBy: addDays(filed, days),
        escalateOn: addDays(filed, escalation),
      });
    }
  });

  it("gives a caught bot the answer a real complaint of its category would get", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: complaintForm.endpoint,
      payload: { ...exampleComplaint, category: "shareholder", [HONEYPOT_FIELD]: "https://spam.example" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ answerBy: addDays(indiaDate(new Date().toISOString()), 21), emailed: true });
  });

  it("tells the tracker the kind and the clock, so the page names the right regulator once the clock has run", async () => {
    const { reference, mobile } = await file("shareholder");
    const res = await t.app.inject({
      method: "POST",
      url: complaintLookup.endpoint,
      payload: { reference, mobile },
      remoteAddress: "203.0.113.77",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reference, kind: "shareholder", clockDays: 21 });
  });
});

describe("an optional email", () => {
  it("takes a complaint without an email, says it was not emailed, and queues nothing to send", async () => {
    const { reference, emailed, row } = await file("emi-and-repayment", { email: "" });
    expect(emailed).toBe(false);
    expect(row.status).toBe("received");
    expect(await queued(reference)).toEqual([]);
    const stored = await t.db.kysely
      .selectFrom("submissions")
      .select("fields")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.fields)).not.toHaveProperty("email");
    // The team's own email still goes, with nobody to reply to: they call the mobile.
    await smtp.waitFor((m) => m.some((x) => x.text.includes(`Reference ${reference}.`)), "the team's email", 20_000);
    const team = smtp.messages.find((x) => x.text.includes(`Reference ${reference}.`))!;
    expect(team.envelope.to).toEqual(["team@udyamitra.example"]);
    expect(team.text).not.toContain("Reply to this email");
  }, 30_000);

  it("still refuses an email that is given but malformed", async () => {
    const res = await t.app.inject({ method: "POST", url: complaintForm.endpoint, payload: { ...exampleComplaint, email: "sunita@" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ email: "Please enter a valid email address" });
  });

  it("with an email, queues the acknowledgement, which names the kind's officer and route: SCORES and SMART ODR for a shareholder", async () => {
    const { reference, emailed } = await file("shareholder", { email: "investor@example.in" });
    expect(emailed).toBe(true);
    expect(await queued(reference)).toEqual([{ kind: "acknowledgement" }]);
    await smtp.waitFor((m) => m.some((x) => x.envelope.to.includes("investor@example.in")), "the acknowledgement", 20_000);
    const mail = smtp.messages.find((x) => x.envelope.to.includes("investor@example.in"))!;
    expect(mail.text).toContain("If we do not answer within 21 days");
    expect(mail.text).toContain("SEBI's SCORES at https://scores.sebi.gov.in");
    expect(mail.text).toContain("SMART ODR at https://smartodr.in");
    expect(mail.text).toContain(`write to our Company Secretary:\n${grievance.investorContact.name}`);
    expect(mail.text).not.toMatch(/Ombudsman|\{law:/);
  }, 30_000);
});

describe("escalation on each clock's day", () => {
  async function fileAt(category: string, at: string): Promise<string> {
    const r = await storeSubmission(
      t.db.kysely,
      { form: "complaint", lang: "en", fields: { ...exampleComplaint, email: "", category } },
      [openComplaint],
      new Date(at),
    );
    if (r.kind !== "stored") throw new Error("not stored");
    return r.submission.reference;
  }

  it("sends a shareholder's complaint on day 15 of 21 and a privacy grievance on day 63 of 90, to the Principal Nodal Officer", async () => {
    // 06:00 UTC: 11:30 IST on 1 March 2032.
    const share = await fileAt("shareholder", "2032-03-01T06:00:00.000Z");
    const privacy = await fileAt("personal-data", "2032-03-01T06:00:00.000Z");
    const day = (n: number) => new Date(Date.parse("2032-03-01T06:00:00.000Z") + n * 86_400_000);
    // The complaints filed today by the tests above escalate on the first run; only these two are looked at.
    const escalated = async (n: number) => (await escalateDue(t.db.kysely, t.db.kind, day(n))).filter((r) => r === share || r === privacy);
    expect(await escalated(14)).toEqual([]);
    expect(await escalated(15)).toEqual([share]);
    expect(await escalated(62)).toEqual([]);
    expect(await escalated(63)).toEqual([privacy]);
    await smtp.waitFor((m) => m.some((x) => x.subject === `Complaint ${privacy} still open after 63 days`), "the escalation", 20_000);
    const mail = smtp.messages.find((x) => x.subject === `Complaint ${share} still open after 15 days`)!;
    expect(mail.envelope.to).toEqual([grievance.nodalOfficer.email]);
    expect(mail.text).toContain("(a shareholder's complaint, on a 21-day clock)");
    expect(mail.text).toContain("It must be answered by 22 March 2032; after that the complainant may go to SEBI's SCORES.");
  }, 30_000);
});

describe("who works which kind", () => {
  it("shows the secretarial team shareholders' complaints only, the privacy team privacy grievances only, grievance officers every kind", async () => {
    const share = (await file("shareholder")).reference;
    const privacy = (await file("personal-data")).reference;
    const borrower = (await file("recovery-conduct")).reference;
    const queue = async (p: Person) =>
      ((await t.call("GET", "/api/staff/complaints?status=all", p.cookie)).json().items as { reference: string; kind: string }[]).map(
        (i) => i.reference,
      );
    const [forCs, forDpo, forGro] = [await queue(cs), await queue(dpo), await queue(gro)];
    expect(forCs).toContain(share);
    expect(forCs).not.toContain(privacy);
    expect(forCs).not.toContain(borrower);
    expect(forDpo).toContain(privacy);
    expect(forDpo).not.toContain(share);
    expect(forDpo).not.toContain(borrower);
    for (const r of [share, privacy, borrower]) expect(forGro).toContain(r);
    expect((await t.call("GET", `/api/staff/complaints/${borrower}`, cs.cookie)).statusCode).toBe(404);
    expect((await t.call("GET", `/api/staff/complaints/${share}`, dpo.cookie)).statusCode).toBe(404);
    // RBI's annual-report table stays the grievance officers'.
    expect((await t.call("GET", "/api/staff/complaints/report?from=2026-04-01&to=2026-04-30", cs.cookie)).statusCode).toBe(403);
  });

  it("assigns a shareholder's complaint to someone who works that kind, and a second secretarial officer approves its rejection", async () => {
    const { reference } = await file("shareholder", { email: "" });
    const detail = (await t.call("GET", `/api/staff/complaints/${reference}`, cs.cookie)).json();
    expect(detail).toMatchObject({ kind: "shareholder", clockDays: 21 });
    expect((detail.assignable as { name: string }[]).map((p) => p.name)).toEqual(["Arjun Rao", "Kavita Menon", "Meena Iyer"]);
    const refused = await t.call("PATCH", `/api/staff/complaints/${reference}`, cs.cookie, { version: detail.version, assigneeId: dpo.id });
    expect(refused.statusCode).toBe(400);
    const assigned = await t.call("PATCH", `/api/staff/complaints/${reference}`, cs.cookie, {
      version: detail.version,
      assigneeId: cs2.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const proposed = await t.call("POST", `/api/staff/complaints/${reference}/rejection`, cs.cookie, {
      version: assigned.json().version,
      extent: "full",
      note: "The transfer was registered on the date the depository shows.",
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const approved = await t.call("POST", `/api/staff/complaints/${reference}/rejection/approve`, cs2.cookie, {
      version: proposed.json().version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe("rejected");
  });
});
