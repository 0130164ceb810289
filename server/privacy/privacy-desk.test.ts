// The privacy officer's desk (issue 31) through the real app with a real SMTP
// server: fields offered by their labels, a loan enquiry (no email) covered
// by a mobile number checked by calling it back, a request closed with a
// reason that the person reads in their language, and the DPDP clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { exampleLoanEnquiry } from "#test/form-examples";
import { type PrivacyTestApp, startPrivacyTestApp } from "#test/privacy-app";
import type { Person, StaffTestApp } from "#test/staff-app";

let p: PrivacyTestApp;
let t: StaffTestApp;
let officer: Person;

beforeAll(async () => {
  p = await startPrivacyTestApp();
  t = p.t;
  officer = await t.person("dpo@udyamitra.example", ["privacy"], "Priya Nair");
}, 60_000);
afterAll(async () => p?.close());

async function confirmed(email: string, action: string, lang = "en", change?: string) {
  const reference = await p.ask(email, action, lang, change);
  await p.press(p.linkIn(await p.mailTo(email, lang === "hi" ? "पुष्टि" : "Confirm your request"), "/api/privacy/confirm?token="));
  return reference;
}
let corrected = "";
const detail = async (reference: string) => (await t.call("GET", `/api/staff/privacy-requests/${reference}`, officer.cookie)).json();

describe("the privacy officer's desk", () => {
  it("offers each field by its label with its value, corrects the one picked by label, and counts the days left", async () => {
    const email = "arjun.desk@example.in";
    const partner = await p.post(partnerEnquiryForm.endpoint, {
      name: "Arjun Mehta",
      email,
      phone: "9876543210",
      company: "Mehta Old Name",
    });
    const reference = await confirmed(email, "correct", "en", "My company is now Mehta Exports.");
    const d = await detail(reference);
    expect(d.daysLeft).toBe(30);
    expect(d.submissions[0].lines).toContainEqual({ name: "company", label: "Company name", value: "Mehta Old Name", correctable: true });
    const res = await t.call("POST", `/api/staff/privacy-requests/${reference}/correct`, officer.cookie, {
      changes: [{ submission: partner, field: "Company name", value: "Mehta Exports" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.kysely.selectFrom("submissions").select("fields").where("reference", "=", partner).executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields).company).toBe("Mehta Exports");
    corrected = reference;
  });

  it("covers a loan enquiry held under a mobile number once the officer has called it back, and erases it with the rest", async () => {
    const email = "meera.desk@example.in";
    const loan = await p.post(loanEnquiryForm.endpoint, { ...exampleLoanEnquiry, mobile: "9123456780" });
    const reference = await confirmed(email, "erase");
    expect((await detail(reference)).submissions).toEqual([]);
    const unchecked = await t.call("POST", `/api/staff/privacy-requests/${reference}/mobile`, officer.cookie, { mobile: "91234 56780" });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().error).toContain("you called the number");
    const matched = await t.call("POST", `/api/staff/privacy-requests/${reference}/mobile`, officer.cookie, {
      mobile: "+91 91234 56780",
      check: "called-back",
    });
    expect(matched.json(), matched.body).toEqual({ found: 1 });
    const d = await detail(reference);
    expect(d.mobile).toBe("9123456780");
    expect(d.submissions).toEqual([expect.objectContaining({ reference: loan, form: "loan-enquiry", matchedBy: "mobile" })]);
    const audit = await t.db.kysely.selectFrom("staffAudit").select("detail").where("action", "=", "privacy.mobile-matched").execute();
    expect(JSON.stringify(audit)).not.toContain("9123456780");
    const cookie = await t.signIn(officer);
    await t.reauth(officer, cookie);
    const erased = await t.call("POST", `/api/staff/privacy-requests/${reference}/erase`, cookie, {});
    expect(erased.json()).toMatchObject({ erased: 1 });
    expect(await t.db.kysely.selectFrom("submissions").select("id").where("reference", "=", loan).execute()).toEqual([]);
  });

  it("closes a request with a reason from the list, emailed in the person's language; 'other' needs the officer's words", async () => {
    const email = "kiran.desk@example.in";
    const reference = await confirmed(email, "copy", "hi");
    const bare = await t.call("POST", `/api/staff/privacy-requests/${reference}/close`, officer.cookie, { reason: "other" });
    expect(bare.statusCode).toBe(422);
    const wrong = await t.call("POST", `/api/staff/privacy-requests/${reference}/close`, officer.cookie, { reason: "bored" });
    expect(wrong.statusCode).toBe(400);
    const res = await t.call("POST", `/api/staff/privacy-requests/${reference}/close`, officer.cookie, { reason: "nothing-held" });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await p.mailTo(email, `आपका अनुरोध ${reference} पूरा हो गया`);
    expect(mail.text).toContain("कारण: इस अनुरोध के अलावा आपका कोई डेटा हमारे पास नहीं है।");
    expect(await detail(reference)).toMatchObject({ status: "done", closedReason: "nothing-held" });
    const trail = (
      await t.call("GET", "/api/staff/audit?action=privacy.closed", await t.signIn(await t.person("a@udyamitra.example", ["admin"])))
    ).json();
    expect(trail.items[0].words).toBe(`closed privacy request ${reference}: Nothing held`);
  });

  it("keeps internal notes with their authors' names and an assignee with the privacy role, audited without the words", async () => {
    const reference = await confirmed("notes.desk@example.in", "copy");
    const empty = await t.call("POST", `/api/staff/privacy-requests/${reference}/notes`, officer.cookie, { text: " " });
    expect(empty.statusCode).toBe(400);
    await t.call("POST", `/api/staff/privacy-requests/${reference}/notes`, officer.cookie, {
      text: "Called back; she asked for the 2025 enquiry too.",
    });
    const officers = (await t.call("GET", "/api/staff/privacy-officers", officer.cookie)).json().officers;
    expect(officers).toEqual([expect.objectContaining({ name: "Priya Nair" })]);
    const sales = await t.person("sales.desk@udyamitra.example", ["sales"], "Sam Sales");
    const salesId = (await t.call("GET", "/api/staff/me", sales.cookie)).json().user.id;
    const wrong = await t.call("POST", `/api/staff/privacy-requests/${reference}/assign`, officer.cookie, { assigneeId: salesId });
    expect(wrong.statusCode).toBe(422);
    const res = await t.call("POST", `/api/staff/privacy-requests/${reference}/assign`, officer.cookie, { assigneeId: officers[0].id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(reference)).toMatchObject({
      assigneeId: officers[0].id,
      notes: [
        {
          by: "dpo@udyamitra.example",
          byName: "Priya Nair",
          at: expect.any(String),
          text: "Called back; she asked for the 2025 enquiry too.",
        },
      ],
    });
    const audit = await t.db.kysely.selectFrom("staffAudit").select("detail").where("subject", "=", reference).execute();
    expect(JSON.stringify(audit)).not.toContain("Called back");
  });

  it("counts the DPDP clock down past the answer-by date (last: it moves the clock)", async () => {
    t.advance(31 * 86_400_000);
    // A month on, the session has ended: the officer signs in again.
    officer = { ...officer, cookie: await t.signIn(officer) };
    const list = (await t.call("GET", "/api/staff/privacy-requests?status=done", officer.cookie)).json().requests;
    expect(list.find((r: { reference: string }) => r.reference === corrected).daysLeft).toBe(-1);
  });
});
