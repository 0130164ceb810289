// The "Your data" requests end to end inside one server: the real form
// endpoint, a real SMTP server receiving the person's emails, a real CRM
// receiver verifying the consent.withdrawn signature, the privacy role's
// routes with a software passkey, the leads export, and the database file
// itself (SQLite) for the erased bytes. PostgreSQL with TEST_DATABASE_URL.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaintForm } from "#forms/complaint";
import { jobApplicationForm } from "#forms/job-application";
import { newsletterForm } from "#forms/newsletter";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { privacyRequestForm } from "#forms/privacy-request";
import type { ReceivedMail } from "#test/smtp-server";
import { jobApplicationCopy } from "#content/en/form-words/job-application";
import { runLeads } from "../cli/run-leads";
import { noticeText } from "./consent-record";
import type { WebhookReceiver } from "#test/webhook-receiver";
import { type PrivacyTestApp, startPrivacyTestApp } from "#test/privacy-app";
import { multipartBody, sampleDocx } from "#test/form-app";
import type { Person, StaffTestApp } from "#test/staff-app";

let p: PrivacyTestApp;
let t: StaffTestApp;
let crm: WebhookReceiver;
let privacyOfficer: Person;
const resume = sampleDocx();

beforeAll(async () => {
  p = await startPrivacyTestApp();
  ({ t, crm } = p);
  privacyOfficer = await t.person("dpo@udyamitra.example", ["privacy"], "Priya Nair");
}, 60_000);
afterAll(async () => p?.close());

const post = (url: string, payload: object) => p.post(url, payload);
const ask = (email: string, action: string, lang?: string, change?: string) => p.ask(email, action, lang, change);
const mailTo = (to: string, subject: string) => p.mailTo(to, subject);
const linkIn = (mail: ReceivedMail, path: string) => p.linkIn(mail, path);
const open = (url: URL) => p.open(url);
const press = (url: URL) => p.press(url);

async function exportOf(what: string): Promise<Record<string, unknown>[]> {
  let out = "";
  const code = await runLeads(["export", what, "--format", "json"], t.dbOptions, { out: (s) => (out += s), err: () => undefined });
  expect(code).toBe(0);
  return JSON.parse(out) as Record<string, unknown>[];
}

async function reauthed(person: Person) {
  const cookie = await t.signIn(person);
  await t.reauth(person, cookie);
  return cookie;
}

describe("asking on the Your data page", () => {
  it("answers alike whether or not the address is known, emails a link in the page's language, and keeps only the token's hash", async () => {
    await post(newsletterForm.endpoint, { email: "known@example.in" });
    const known = await t.app.inject({
      method: "POST",
      url: privacyRequestForm.endpoint,
      payload: { email: "known@example.in", action: "copy", lang: "hi" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: privacyRequestForm.endpoint,
      payload: { email: "nobody@example.in", action: "copy", lang: "hi" },
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));

    const mail = await mailTo("known@example.in", "पुष्टि");
    expect(mail.subject).toBe("अपने अनुरोध की पुष्टि करें: मेरे डेटा की कॉपी भेजें");
    expect(mail.text).toContain("http://localhost/hi/privacy/your-data");
    const token = linkIn(mail, "/api/privacy/confirm?token=").searchParams.get("token")!;
    const row = await t.db.kysely
      .selectFrom("privacyRequests")
      .selectAll()
      .where("reference", "=", known.json().reference)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.status).toBe("unconfirmed");
    // The unknown address gets its email too: the page's answer and the mail traffic say nothing about who is known.
    await mailTo("nobody@example.in", "पुष्टि");
  });

  it("refuses a request without a choice, in the page's language", async () => {
    const res = await t.app.inject({ method: "POST", url: privacyRequestForm.endpoint, payload: { email: "a@example.in", lang: "en" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ action: "Please choose what you would like us to do" });
  });

  it("does nothing until the link is opened, and the link stops working after 24 hours", async () => {
    await post(newsletterForm.endpoint, { email: "late@example.in" });
    const reference = await ask("late@example.in", "withdraw");
    const link = linkIn(await mailTo("late@example.in", "Confirm your request"), "/api/privacy/confirm?token=");
    expect((await exportOf("newsletter")).map((r) => r.email)).toContain("late@example.in");
    t.advance(24 * 3_600_000 + 1000);
    try {
      const res = await press(link);
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain("This link has expired.");
      expect((await exportOf("newsletter")).map((r) => r.email)).toContain("late@example.in");
      const row = await t.db.kysely
        .selectFrom("privacyRequests")
        .select("status")
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("expired");
    } finally {
      t.advance(-(24 * 3_600_000 + 1000));
    }
    expect((await press(new URL("http://localhost/api/privacy/confirm?token=" + "x".repeat(43)))).statusCode).toBe(404);
  });
});

describe("withdrawing consent", () => {
  it("marks the sign-up withdrawn when the link is opened, tells the CRM, leaves the export, and a new sign-up is a new consent", async () => {
    const signUp = await post(newsletterForm.endpoint, { email: "Reader@Example.in" });
    const reference = await ask("reader@example.in", "withdraw");
    const link = linkIn(await mailTo("reader@example.in", "Confirm your request"), "/api/privacy/confirm?token=");
    const res = await press(link);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Done: you will not receive our newsletter any more.");

    const row = await t.db.kysely.selectFrom("submissions").selectAll().where("reference", "=", signUp).executeTakeFirstOrThrow();
    expect(row.withdrawnAt).toBeTruthy();
    expect(row.withdrawnHow).toBe(`your-data page, request ${reference}`);
    expect((await exportOf("newsletter")).map((r) => r.email)).not.toContain("Reader@Example.in");

    await crm.waitFor((all) => all.some((r) => r.body?.type === "consent.withdrawn" && r.body.reference === signUp), "consent.withdrawn");
    const hook = crm.accepted().find((r) => r.body?.type === "consent.withdrawn")!;
    expect(hook.verified).toBe(true);
    expect(hook.body).toMatchObject({
      form: "newsletter",
      reference: signUp,
      withdrawnAt: row.withdrawnAt,
      fields: { email: "Reader@Example.in" },
    });

    const done = await mailTo("reader@example.in", `Your request ${reference} is done`);
    expect(done.text).toContain("You will not receive our newsletter any more.");
    expect(done.text).toContain("http://localhost/privacy/your-data");

    expect((await press(link)).statusCode).toBe(410);
    const again = await post(newsletterForm.endpoint, { email: "reader@example.in" });
    expect((await exportOf("newsletter")).find((r) => r.reference === again)).toMatchObject({ email: "reader@example.in" });

    const audit = await t.db.kysely.selectFrom("staffAudit").selectAll().where("subject", "=", reference).execute();
    expect(audit.map((a) => [a.actor, a.action, a.detail])).toEqual([["visitor", "privacy.withdrawn", '{"newsletter":1}']]);
  });
});

describe("the privacy team", () => {
  it("only the privacy role sees the requests", async () => {
    const sales = await t.person("sales@udyamitra.example", ["sales"]);
    expect((await t.call("GET", "/api/staff/privacy-requests", sales.cookie)).statusCode).toBe(403);
    expect((await t.call("GET", "/api/staff/privacy-requests", privacyOfficer.cookie)).statusCode).toBe(200);
  });

  it("erases an address's submissions with their files and bytes, restricts a complaint instead, and answers in Hindi", async () => {
    const email = "meena@example.in";
    const partner = await post(partnerEnquiryForm.endpoint, {
      name: "Meena Rao",
      email,
      phone: "9876543210",
      company: "Rao Textiles",
      message: "Tell me about co-lending.",
    });
    const body = await multipartBody(
      {
        firstName: "Meena",
        lastName: "Rao",
        email,
        phone: "9123456780",
        experience: "10+",
        location: "Pune",
        company: "Acme",
        currentCTC: "20 LPA",
        expectedCTC: "25 LPA",
        noticePeriod: "immediate",
        jobId: "credit-analyst",
        coverLetter: "Fifteen years in SME credit across Maharashtra and Gujarat branches.",
      },
      [{ filename: "meena.docx", bytes: resume }],
    );
    const application = await t.app.inject({ method: "POST", url: jobApplicationForm.endpoint, ...body });
    expect(application.statusCode, application.body).toBe(201);
    const complaint = await post(complaintForm.endpoint, {
      name: "Meena Rao",
      mobile: "9822012345",
      email,
      category: "other",
      description: "A charge was debited that I never agreed to pay.",
    });

    const reference = await ask(email, "erase", "hi");
    const confirmed = await press(linkIn(await mailTo(email, "पुष्टि"), "/api/privacy/confirm?token="));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(`आपका अनुरोध ${reference} हमें मिल गया है`);

    const list = (await t.call("GET", "/api/staff/privacy-requests?status=open", privacyOfficer.cookie)).json().requests as {
      reference: string;
      answerBy: string;
    }[];
    expect(list.find((r) => r.reference === reference)?.answerBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const detail = (await t.call("GET", `/api/staff/privacy-requests/${reference}`, privacyOfficer.cookie)).json();
    expect(detail.submissions.map((s: { reference: string }) => s.reference).sort()).toEqual(
      [partner, application.json().reference, complaint].sort(),
    );

    const cookie = await t.signIn(privacyOfficer);
    const refused = await t.call("POST", `/api/staff/privacy-requests/${reference}/erase`, cookie, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reauth).toBe(true);
    const fresh = await reauthed(privacyOfficer);
    const erased = await t.call("POST", `/api/staff/privacy-requests/${reference}/erase`, fresh, {});
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ status: "done", erased: 2, restricted: [{ reference: complaint, form: "complaint" }] });

    const left = await t.db.kysely
      .selectFrom("submissions")
      .select(["reference", "restrictedUntil"])
      .where("searchEmail", "=", email)
      .where("form", "!=", "privacy-request")
      .execute();
    expect(left).toEqual([{ reference: complaint, restrictedUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
    expect(
      await t.db.kysely
        .selectFrom("storedFiles")
        .select("sha256")
        .where("sha256", "=", createHash("sha256").update(resume).digest("hex"))
        .execute(),
    ).toEqual([]);
    expect((await exportOf("partners")).map((r) => r.reference)).not.toContain(partner);
    expect((await exportOf("applications")).map((r) => r.reference)).not.toContain(application.json().reference);
    if (t.db.kind === "sqlite") {
      const file = await readFile(t.dbOptions.sqlitePath);
      expect(file.includes("Rao Textiles")).toBe(false);
      expect(file.includes(resume.subarray(0, 64))).toBe(false);
    }

    const audit = await t.db.kysely.selectFrom("staffAudit").selectAll().where("action", "=", "privacy.erased").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "dpo@udyamitra.example", subject: reference });
    expect(audit[0]!.detail).not.toContain(email);

    const done = await mailTo(email, `आपका अनुरोध ${reference} पूरा हो गया`);
    expect(done.text).toContain("2 सबमिशन");
    expect(done.text).toContain(`हमने ${complaint} (Complaint) को`);
    expect(done.text).toContain("http://localhost/hi/privacy/your-data");
  });

  it("sends a copy as a one-time link to a JSON file of every submission with the address, resumes included", async () => {
    const email = "kiran@example.in";
    const body = await multipartBody(
      {
        firstName: "Kiran",
        lastName: "Shah",
        email,
        phone: "9123456780",
        experience: "10+",
        location: "Pune",
        company: "Acme",
        currentCTC: "20 LPA",
        expectedCTC: "25 LPA",
        noticePeriod: "immediate",
        jobId: "credit-analyst",
        coverLetter: "Fifteen years in SME credit across Maharashtra and Gujarat branches.",
      },
      [{ filename: "kiran.docx", bytes: resume }],
    );
    const application = await t.app.inject({ method: "POST", url: jobApplicationForm.endpoint, ...body });
    expect(application.statusCode).toBe(201);
    const reference = await ask(email, "copy");
    await press(linkIn(await mailTo(email, "Confirm your request"), "/api/privacy/confirm?token="));
    const sent = await t.call("POST", `/api/staff/privacy-requests/${reference}/copy`, privacyOfficer.cookie, {});
    expect(sent.statusCode, sent.body).toBe(200);

    const link = linkIn(await mailTo(email, `Your request ${reference} is done`), "/api/privacy/copy?token=");
    const download = await press(link);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="your-data-/);
    const copy = download.json();
    expect(copy.email).toBe(email);
    const job = copy.submissions.find((s: { reference: string }) => s.reference === application.json().reference);
    // The consent record: the notice sentence the English form showed, hashed, and its language.
    const shown =
      "We collect your contact details, work history, cover letter and resume only to consider you for this role, and keep it for 12 months, then delete them unless you join us.";
    expect(noticeText(jobApplicationCopy.notice, "en")).toBe(shown);
    expect(job.consent).toEqual({ lang: "en", withdrawnAt: null, noticeSha256: createHash("sha256").update(shown).digest("hex") });
    expect(Buffer.from(job.file.base64, "base64").equals(resume)).toBe(true);
    expect((await press(link)).statusCode).toBe(410);
    expect((await open(link)).statusCode).toBe(410);
    // The link was good for 7 days.
    expect(Date.parse(sent.json().copyExpiresAt) - t.now().getTime()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(Date.parse(sent.json().copyExpiresAt) - t.now().getTime()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it("corrects named fields and keeps the old and new values out of the audit trail", async () => {
    const email = "arjun@example.in";
    const partner = await post(partnerEnquiryForm.endpoint, { name: "Arjun Mehta", email, phone: "9876543210", company: "Mehta Old Name" });
    const reference = await ask(email, "correct", "en", "My company is now Mehta Exports.");
    await press(linkIn(await mailTo(email, "Confirm your request"), "/api/privacy/confirm?token="));
    // A field the form does not have, including the names every JavaScript object answers to: 422, never 500.
    for (const field of ["nope", "__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const bad = await t.call("POST", `/api/staff/privacy-requests/${reference}/correct`, privacyOfficer.cookie, {
        changes: [{ submission: partner, field, value: "x" }],
      });
      expect(bad.statusCode, field).toBe(422);
      expect(bad.json().error).toBe(`${field} is not a field of the partner-enquiry form that can be corrected.`);
    }
    const res = await t.call("POST", `/api/staff/privacy-requests/${reference}/correct`, privacyOfficer.cookie, {
      changes: [{ submission: partner, field: "company", value: "Mehta Exports" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.kysely.selectFrom("submissions").select("fields").where("reference", "=", partner).executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields).company).toBe("Mehta Exports");
    const audit = await t.db.kysely.selectFrom("staffAudit").selectAll().where("action", "=", "privacy.corrected").execute();
    expect(audit[0]!.detail).toBe(JSON.stringify({ changes: [{ field: "company", submission: partner }] }));
    expect(JSON.stringify(audit)).not.toContain("Mehta");
    await mailTo(email, `Your request ${reference} is done`);
  });
});

describe("npm run leads -- purge", () => {
  it("purges privacy requests with their state rows (they refer to their submissions)", async () => {
    expect(await t.db.kysely.selectFrom("privacyRequests").select("reference").execute()).not.toEqual([]);
    let out = "";
    const code = await runLeads(["purge", "--older-than", "0"], t.dbOptions, { out: (s) => (out += s), err: (s) => (out += s) });
    expect(code, out).toBe(0);
    expect(out).toMatch(/privacy-request: \d+/);
    expect(await t.db.kysely.selectFrom("privacyRequests").select("reference").execute()).toEqual([]);
  });
});
