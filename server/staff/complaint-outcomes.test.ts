// Outcomes that say what was decided, through the real staff API and a real
// SMTP server: resolving takes the final answer and sends it; an answered
// complaint's email no longer promises an answer-by date; a rejection in part
// says so and what was accepted; a proposal is emailed to every other
// officer of the kind; the queue shows names as filed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaintForm, complaintLookup } from "#forms/complaint";
import { type TestSmtpServer, startTestSmtpServer } from "#test/smtp-server";
import type { DeliverySettings } from "../delivery/settings";
import { FINAL_ANSWER_NEEDED } from "../complaints/complaints";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let smtp: TestSmtpServer;
let t: StaffTestApp;
let asha: Person;
let ravi: Person;
let meera: Person;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const delivery: DeliverySettings = {
    email: {
      smtpUrl: smtp.url,
      from: "Udyamitra Finance <care@udyamitra.example>",
      to: ["team@udyamitra.example"],
      toByForm: {},
      maxAttachmentBytes: 1 << 20,
    },
    retry: { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 5 },
    leaseMs: 3000,
    concurrency: 4,
    idlePollMs: 100,
  };
  t = await startStaffApp({ delivery, publicOrigin: "http://localhost:4860" });
  asha = await t.person("asha@example.in", ["grievance"], "Asha Rao");
  ravi = await t.person("ravi@example.in", ["grievance"], "Ravi Kumar");
  meera = await t.person("meera@example.in", ["grievance"], "Meera Iyer");
  await t.person("sam@example.in", ["sales"], "Sam Shah");
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function file(name: string, email: string, lang: "en" | "hi") {
  const res = await t.app.inject({
    method: "POST",
    url: complaintForm.endpoint,
    payload: {
      name,
      mobile: "9822012345",
      email,
      category: "interest-and-charges",
      description: "Charged twice for one EMI bounce.",
      lang,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const reference = res.json().reference as string;
  await smtp.waitFor((m) => m.some((x) => x.envelope.to.includes(email)), "the acknowledgement", 20_000);
  return reference;
}
const to = (email: string) => smtp.messages.filter((m) => m.envelope.to.includes(email));
const version = async (reference: string) =>
  (await t.call("GET", `/api/staff/complaints/${reference}`, asha.cookie)).json().version as number;

describe("resolving", () => {
  it("is refused without the final answer, and sends that answer with no answer-by date (Hindi)", async () => {
    const reference = await file("Sunita Patil", "sunita@example.in", "hi");
    const path = `/api/staff/complaints/${reference}`;
    const refused = await t.call("PATCH", path, asha.cookie, { version: await version(reference), status: "resolved" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(FINAL_ANSWER_NEEDED);
    expect((await t.call("GET", path, asha.cookie)).json()).toMatchObject({ status: "received", disposedAt: null });
    const answer = "दूसरा शुल्क 3 दिसंबर को आपके खाते में वापस जमा कर दिया गया है।";
    const done = await t.call("PATCH", path, asha.cookie, { version: await version(reference), status: "resolved", note: answer });
    expect(done.statusCode, done.body).toBe(200);
    // The case page's history: the reply and its status change are one entry ("status received → resolved").
    expect(done.json().conversation.filter((e: { type: string }) => e.type === "published")).toEqual([
      {
        type: "published",
        at: expect.any(String),
        actor: "Asha Rao",
        status: { from: "received", to: "resolved" },
        text: answer,
        accepted: null,
      },
    ]);
    await smtp.waitFor(() => to("sunita@example.in").length >= 2, "the answer", 20_000);
    const mails = to("sunita@example.in");
    expect(mails).toHaveLength(2);
    const mail = mails[1]!;
    expect(mail.subject).toBe(`आपकी शिकायत ${reference} पर हमारा जवाब`);
    expect(mail.text).toContain("हमने आपकी शिकायत का निपटारा कर दिया है। हमारा अंतिम जवाब नीचे है।");
    expect(mail.text).toContain(`हमारा अंतिम जवाब:\n${answer}`);
    expect(mail.text).not.toContain("जवाब की आखिरी तारीख");
    expect(mail.text).not.toContain("हम {days}");
    expect(mail.text).toContain("अगर आप हमारे जवाब से संतुष्ट नहीं हैं");
    // A word published after the answer is an update, and still names no answer-by date.
    await t.call("POST", `${path}/updates`, asha.cookie, { text: "The refund reference is RF-2291." });
    await smtp.waitFor(() => to("sunita@example.in").length >= 3, "the later update", 20_000);
    const later = to("sunita@example.in")[2]!;
    expect(later.subject).toBe(`आपकी शिकायत ${reference} पर नई जानकारी`);
    expect(later.text).not.toContain("जवाब की आखिरी तारीख");
  }, 60_000);
});

describe("a rejection in part", () => {
  it("needs what was accepted, emails every other officer, and tells the complainant 'in part' once approved", async () => {
    const reference = await file("Arjun Mehta", "arjun@example.in", "en");
    const path = `/api/staff/complaints/${reference}/rejection`;
    const reason = "The first charge was a valid bounce charge under your loan agreement.";
    const missing = await t.call("POST", path, ravi.cookie, { version: await version(reference), extent: "partial", note: reason });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe("accepted: a rejection in part says what was accepted");
    const proposed = await t.call("POST", path, ravi.cookie, {
      version: await version(reference),
      extent: "partial",
      note: reason,
      accepted: "We refund the second charge of ₹590.",
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json().rejection).toMatchObject({ extent: "partial", accepted: "We refund the second charge of ₹590." });
    await smtp.waitFor((m) => m.some((x) => x.subject.startsWith(`Rejection of complaint ${reference}`)), "the proposal email", 20_000);
    const proposal = smtp.messages.filter((m) => m.subject === `Rejection of complaint ${reference} awaits your approval`);
    expect(proposal).toHaveLength(1);
    expect(proposal[0]!.envelope.to.sort()).toEqual(["asha@example.in", "meera@example.in"]);
    expect(proposal[0]!.text).toContain(`Ravi Kumar proposes rejecting complaint ${reference} in part.`);
    expect(proposal[0]!.text).toContain("http://localhost:4860/staff/complaints?view=awaiting-me");
    expect(proposal[0]!.text).not.toContain("valid bounce charge");
    // The complainant hears nothing until a second officer approves.
    expect(to("arjun@example.in")).toHaveLength(1);
    const approved = await t.call("POST", `${path}/approve`, meera.cookie, { version: await version(reference) });
    expect(approved.statusCode, approved.body).toBe(200);
    await smtp.waitFor(() => to("arjun@example.in").length >= 2, "the outcome", 20_000);
    const mail = to("arjun@example.in")[1]!;
    expect(mail.subject).toBe(`Our answer to your complaint ${reference}`);
    expect(mail.text).toContain("We have rejected your complaint in part.");
    expect(mail.text).toContain("What we accepted:\nWe refund the second charge of ₹590.");
    expect(mail.text).toContain(`Why we rejected the rest:\n${reason}`);
    expect(mail.text).not.toContain("We answer by");
    expect(approved.json().history.at(-1)).toMatchObject({ status: "rejected", accepted: "We refund the second charge of ₹590." });
    // The tracker says "in part" too.
    const tracked = await t.app.inject({ method: "POST", url: complaintLookup.endpoint, payload: { reference, mobile: "9822012345" } });
    expect(tracked.json()).toMatchObject({ status: "rejected", inPart: true });
  }, 60_000);

  it("refuses what was accepted with a rejection in full", async () => {
    const reference = await file("Kiran Das", "kiran@example.in", "en");
    const res = await t.call("POST", `/api/staff/complaints/${reference}/rejection`, ravi.cookie, {
      version: await version(reference),
      extent: "full",
      note: "Not ours.",
      accepted: "Something.",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("accepted: a rejection in full accepts nothing");
  }, 30_000);
});

describe("the queue", () => {
  it("shows each complainant's name as filed, not the lower-cased search copy", async () => {
    const items = (await t.call("GET", "/api/staff/complaints?status=all", asha.cookie)).json().items as { name: string }[];
    expect(items.map((i) => i.name).sort()).toEqual(["Arjun Mehta", "Kiran Das", "Sunita Patil"]);
  });
});
