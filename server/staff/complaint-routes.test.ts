// Complaint case work through the real staff API, with a real SMTP server:
// the acknowledgement and update emails in the complainant's language, the
// private tracking link, the queue's order, filters and search, notes that
// stay internal, updates the tracker shows, the four-eyes rejection, and the
// audit rows every action leaves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaintForm, complaintLookup } from "#forms/complaint";
import { type TestSmtpServer, startTestSmtpServer } from "#test/smtp-server";
import { verifyAuditChain } from "../audit/audit-trail";
import { openComplaint, purgeComplaints } from "../complaints/complaints";
import { purgeOutbox } from "../submissions/purge-outbox";
import { purgeSubmissions } from "../submissions/queries";
import { trackingTokenHash } from "../complaints/complaint-mail-sender";
import { TRACKING_LINK_ENDPOINT } from "../complaints/tracking-link-route";
import type { DeliverySettings } from "../delivery/settings";
import { storeSubmission } from "../submissions/store";
import { OWN_REJECTION } from "./complaint-rejection";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

const DAY = 24 * 60 * 60 * 1000;
let smtp: TestSmtpServer;
let t: StaffTestApp;
let asha: Person;
let ravi: Person;
let sales: Person;
let reference: string;
const mobile = "9822012345";

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const delivery: DeliverySettings = {
    email: {
      smtpUrl: smtp.url,
      from: "Udyamitra Finance <care@udyamitra.example>",
      to: ["team@udyamitra.example"],
      toByForm: {},
      maxAttachmentBytes: 1024 * 1024,
    },
    retry: { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 5 },
    leaseMs: 3000,
    concurrency: 4,
    idlePollMs: 100,
  };
  t = await startStaffApp({ delivery, publicOrigin: "http://localhost:4860" });
  asha = await t.person("asha@example.in", ["grievance"], "Asha Rao");
  ravi = await t.person("ravi@example.in", ["grievance"], "Ravi Kumar");
  sales = await t.person("sales@example.in", ["sales"], "Sam Shah");
  const res = await t.app.inject({
    method: "POST",
    url: complaintForm.endpoint,
    payload: {
      name: "Sunita Patil",
      mobile,
      email: "sunita@example.in",
      category: "recovery-conduct",
      description: "An agent called me after 7 pm three days in a row.",
      lang: "hi",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  reference = res.json().reference;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const track = async () => (await t.app.inject({ method: "POST", url: complaintLookup.endpoint, payload: { reference, mobile } })).json();
const detail = async (who = asha) => (await t.call("GET", `/api/staff/complaints/${reference}`, who.cookie)).json();
const toComplainant = () => smtp.messages.filter((m) => m.envelope.to.includes("sunita@example.in"));

describe("the acknowledgement", () => {
  it("reaches the complainant in Hindi with the reference, the answer-by date, the officer and a private link that works without the mobile", async () => {
    await smtp.waitFor((m) => m.some((x) => x.envelope.to.includes("sunita@example.in")), "the acknowledgement", 20_000);
    const [ack] = toComplainant();
    expect(ack!.subject).toBe(`शिकायत ${reference} दर्ज हो गई है`);
    expect(ack!.headers["content-language"]).toBe("hi");
    expect(ack!.text).toContain(`रेफ़रेंस नंबर: ${reference}`);
    expect(ack!.text).toMatch(/जवाब की आखिरी तारीख: \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/);
    expect(ack!.text).toContain("gro@udyamitra.example");
    const link = /http:\/\/localhost:4860\/hi\/grievance-redressal#track=([\w-]{43})/.exec(ack!.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const tracked = await t.app.inject({ method: "POST", url: TRACKING_LINK_ENDPOINT, payload: { token } });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toMatchObject({ reference, status: "received" });
    // Only its hash is kept.
    const stored = await t.db.kysely.selectFrom("complaintTrackingTokens").selectAll().execute();
    expect(stored.map((r) => r.tokenHash)).toEqual([trackingTokenHash(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);
    const wrong = await t.app.inject({
      method: "POST",
      url: TRACKING_LINK_ENDPOINT,
      payload: { token: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` },
    });
    expect(wrong.statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: TRACKING_LINK_ENDPOINT, payload: { token: "short" } })).statusCode).toBe(422);
  }, 30_000);
});

describe("case work", () => {
  it("assigns only to a colleague who works the complaint's kind (a borrower's: a grievance officer), with an audit row", async () => {
    const c = await detail();
    const refused = await t.call("PATCH", `/api/staff/complaints/${reference}`, asha.cookie, { version: c.version, assigneeId: sales.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("That colleague does not work this kind of complaint (or their account is disabled).");
    const res = await t.call("PATCH", `/api/staff/complaints/${reference}`, asha.cookie, { version: c.version, assigneeId: ravi.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assignee).toEqual({ id: ravi.id, name: "Ravi Kumar" });
    expect(res.json().timeline.at(-1)).toMatchObject({
      actor: "Asha Rao",
      action: "complaint.assigned",
      detail: { to: ravi.id, toName: "Ravi Kumar" },
    });
    const stale = await t.call("PATCH", `/api/staff/complaints/${reference}`, ravi.cookie, { version: c.version, assigneeId: asha.id });
    // The one 409 of every version-checked update: who changed what since the version sent, and the complaint now.
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: "Someone else changed this complaint while you were working: assigned to Ravi Kumar by Asha Rao. Reload to see it.",
      changes: [{ who: "Asha Rao", what: "assigned to Ravi Kumar", when: expect.any(String) }],
      current: { assignee: { id: ravi.id, name: "Ravi Kumar" }, version: c.version + 1 },
    });
  });

  it("keeps internal notes out of the tracker, and out of the audit trail's words", async () => {
    const res = await t.call("POST", `/api/staff/complaints/${reference}/notes`, ravi.cookie, {
      text: "Agency log shows calls at 19:40 on three days.",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toEqual([
      expect.objectContaining({ author: "Ravi Kumar", text: "Agency log shows calls at 19:40 on three days." }),
    ]);
    expect((await track()).note).toBeNull();
    const audit = await t.db.kysely.selectFrom("staffAudit").select(["action", "detail"]).where("subject", "=", reference).execute();
    expect(JSON.stringify(audit)).not.toContain("19:40");
    expect((await t.call("POST", `/api/staff/complaints/${reference}/notes`, ravi.cookie, { text: "  " })).json().error).toBe(
      "text: the note is empty",
    );
  });

  it("publishes an update: the tracker shows it and the complainant gets it by email in Hindi", async () => {
    const res = await t.call("POST", `/api/staff/complaints/${reference}/updates`, ravi.cookie, {
      text: "We have written to the recovery agency; calls after 7 pm have been stopped.",
    });
    expect(res.statusCode).toBe(201);
    expect(await track()).toMatchObject({
      status: "received",
      note: "We have written to the recovery agency; calls after 7 pm have been stopped.",
    });
    await smtp.waitFor(() => toComplainant().length >= 2, "the update email", 20_000);
    const update = toComplainant()[1]!;
    expect(update.subject).toBe(`आपकी शिकायत ${reference} पर नई जानकारी`);
    expect(update.text).toContain("इसका स्टेटस अब है: दर्ज हो गई।");
    expect(update.text).toContain("calls after 7 pm have been stopped.");
    expect(res.json().timeline.at(-1)).toMatchObject({ actor: "Ravi Kumar", action: "complaint.update-published" });
  }, 30_000);

  it("takes a rejection only when a second officer approves; until then the tracker shows in-progress", async () => {
    let c = await detail(ravi);
    const proposed = await t.call("POST", `/api/staff/complaints/${reference}/rejection`, ravi.cookie, {
      version: c.version,
      extent: "full",
      note: "The calls were made by a number not ours; we have reported it.",
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    c = proposed.json();
    expect(c.rejection).toMatchObject({ proposedBy: { id: ravi.id, name: "Ravi Kumar" } });
    expect((await track()).status).toBe("in-progress");
    const own = await t.call("POST", `/api/staff/complaints/${reference}/rejection/approve`, ravi.cookie, { version: c.version });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(OWN_REJECTION);
    expect((await track()).status).toBe("in-progress");
    const approved = await t.call("POST", `/api/staff/complaints/${reference}/rejection/approve`, asha.cookie, { version: c.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "rejected", rejection: null, disposedAt: expect.any(String) });
    expect(await track()).toMatchObject({ status: "rejected", note: "The calls were made by a number not ours; we have reported it." });
    const actions = (
      await t.db.kysely.selectFrom("staffAudit").select(["actor", "action"]).where("subject", "=", reference).orderBy("seq").execute()
    ).map((r) => `${r.actor} ${r.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        "ravi@example.in complaint.rejection-proposed",
        "asha@example.in complaint.status",
        "asha@example.in complaint.rejection-approved",
      ]),
    );
    expect(await verifyAuditChain(t.db.kysely)).toMatchObject({ ok: true });
  });

  it("refuses what is not a grievance officer's, and bad input with a message naming the field", async () => {
    expect((await t.call("GET", "/api/staff/complaints", sales.cookie)).statusCode).toBe(403);
    const bad = await t.call("PATCH", `/api/staff/complaints/${reference}`, asha.cookie, { version: 0, status: "rejected" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("status: status must be one of in-progress, resolved, closed (a rejection is proposed, then approved)");
    expect((await t.call("GET", "/api/staff/complaints/UF-ZZZZZZ", asha.cookie)).statusCode).toBe(404);
  });
});

describe("the queue", () => {
  const filed: Record<string, string> = {};
  beforeAll(async () => {
    const now = t.now().getTime();
    // Filed 25, 10 and 31 days ago (the last one overdue), in English.
    for (const [key, daysAgo, phone] of [
      ["a", 25, "9000000001"],
      ["b", 10, "9000000002"],
      ["c", 31, "9000000003"],
    ] as const) {
      const r = await storeSubmission(
        t.db.kysely,
        {
          form: "complaint",
          lang: "en",
          fields: {
            name: `Person ${key}`,
            mobile: phone,
            email: `${key}@example.in`,
            category: "interest-and-charges",
            description: "x".repeat(30),
          },
        },
        [openComplaint],
        new Date(now - daysAgo * DAY),
      );
      if (r.kind === "stored") filed[key] = r.submission.reference;
    }
  });

  it("lists open complaints by answer-by date with days left in IST, overdue and escalated marked", async () => {
    const res = await t.call("GET", "/api/staff/complaints", asha.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { reference: string; daysLeft: number; overdue: boolean; escalated: boolean }[];
    expect(items.map((i) => i.reference)).toEqual([filed.c, filed.a, filed.b]);
    // Whole days: the filing date in India plus 30, against today in India.
    expect(items[0]).toMatchObject({ overdue: true, escalated: true, daysLeft: -1 });
    expect(items[1]).toMatchObject({ overdue: false, escalated: true, daysLeft: 5 });
    expect(items[2]).toMatchObject({ overdue: false, escalated: false, daysLeft: 20 });
  });

  it("filters by status, category, language and assignee, and finds by reference or mobile", async () => {
    const get = async (q: string) =>
      ((await t.call("GET", `/api/staff/complaints?${q}`, asha.cookie)).json().items as { reference: string }[]).map((i) => i.reference);
    expect(await get("status=rejected")).toEqual([reference]);
    expect(await get("lang=hi&status=all")).toEqual([reference]);
    expect((await get("category=interest-and-charges")).sort()).toEqual([filed.a, filed.b, filed.c].sort());
    expect(await get("category=recovery-conduct")).toEqual([]);
    expect(await get(`assignee=${ravi.id}&status=all`)).toEqual([reference]);
    expect(await get("q=90000 00002")).toEqual([filed.b]);
    expect(await get(`q=${filed.a!.toLowerCase()}`)).toEqual([filed.a]);
    const bad = await t.call("GET", "/api/staff/complaints?category=fraud", asha.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^category: category must be one of loan-application/);
  });
});

describe("the purge", () => {
  it("removes a complaint with its notes, tracking links, emails and history (the audit trail keeps only references)", async () => {
    const counts = await purgeSubmissions(t.db.kysely, new Date(Date.now() + 60_000).toISOString(), [purgeOutbox, purgeComplaints]);
    expect(counts.complaint).toBeGreaterThan(0);
    for (const table of [
      "complaints",
      "complaintHistory",
      "complaintNotes",
      "complaintTrackingTokens",
      "complaintMail",
      "outbox",
    ] as const) {
      expect(await t.db.kysely.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
  });
});
