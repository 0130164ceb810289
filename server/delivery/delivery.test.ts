// Delivery end to end inside one server: real form requests, the real
// database (SQLite, or PostgreSQL with TEST_DATABASE_URL), a real SMTP server
// receiving and parsing the emails, a real HTTP server verifying the webhook
// signatures; then the faults: refusals, a mail server that is down for a
// while, a CRM that fails before it accepts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplicationForm } from "#forms/job-application";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { newsletterForm } from "#forms/newsletter";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { type ReceivedMail, type TestSmtpServer, startTestSmtpServer } from "#test/smtp-server";
import { type FormApp, multipartBody, sampleDocx, startFormApp } from "#test/form-app";
import type { DeliverySettings } from "./settings";
import { type WebhookReceiver, startWebhookReceiver } from "#test/webhook-receiver";
import { exampleApplication, exampleLoanEnquiry, exampleNewsletter, examplePartnerEnquiry } from "#test/form-examples";

const secret = `whsec_${Buffer.alloc(32, 42).toString("base64")}`;
let smtp: TestSmtpServer;
let crm: WebhookReceiver;
let t: FormApp;
const resume = sampleDocx();

beforeAll(async () => {
  smtp = await startTestSmtpServer({ auth: { user: "leads", pass: "p@ss word" } });
  crm = await startWebhookReceiver(secret);
  const delivery: DeliverySettings = {
    email: {
      smtpUrl: smtp.url,
      from: "Website leads <leads@udyamitra.example>",
      to: ["sales@udyamitra.example", "ops@udyamitra.example"],
      toByForm: { applications: ["hr@udyamitra.example"] },
      maxAttachmentBytes: 5 * 1024 * 1024,
    },
    webhook: { url: crm.url, secret },
    retry: { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 8 },
    leaseMs: 3000,
    concurrency: 4,
    idlePollMs: 200,
  };
  t = await startFormApp({ delivery });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await crm?.close();
});

async function submit(endpoint: string, payload: object): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: endpoint, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().reference;
}

async function submitApplication(jobId = "credit-manager-mumbai"): Promise<string> {
  const body = await multipartBody({ ...exampleApplication, jobId }, [{ filename: "asha-cv.docx", bytes: resume }]);
  const res = await t.app.inject({ method: "POST", url: jobApplicationForm.endpoint, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().reference;
}

const partnerFields = {
  ...examplePartnerEnquiry,
  name: "Ravi Kumar",
  email: "ravi@example.in",
  company: "Kumar Traders",
  loanAmount: "1cr-10cr",
  purpose: "",
  message: "Line one\nLine <two> & more",
};
const partner = { ...partnerFields, lang: "hi" };
const loan = { ...exampleLoanEnquiry, product: "term-loan", amount: "15,00,000", city: "Surat" };

const mailFor = (reference: string) => smtp.messages.filter((m) => m.reference === reference);
const rowsFor = (reference: string) =>
  t.db
    .selectFrom("outbox")
    .innerJoin("submissions", "submissions.id", "outbox.submissionId")
    .selectAll("outbox")
    .where("submissions.reference", "=", reference)
    .orderBy("channel")
    .execute();
async function waitForRows(
  reference: string,
  done: (rows: Awaited<ReturnType<typeof rowsFor>>) => boolean,
  what: string,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await rowsFor(reference);
    if (done(rows)) return rows;
    if (Date.now() > deadline)
      throw new Error(
        `outbox of ${reference}: waited for ${what}; rows: ${JSON.stringify(rows.map((r) => [r.channel, r.status, r.attempts, r.lastError]))}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}
const health = async () =>
  (await t.app.inject({ method: "GET", url: "/api/health" })).json() as {
    status: string;
    delivery: { channels: string[]; oldestPendingSeconds: number | null; dead: number };
  };

describe("each accepted submission reaches the team", () => {
  let refs: { partner: string; loan: string; newsletter: string; application: string };
  let mails: Record<keyof typeof refs, ReceivedMail>;

  beforeAll(async () => {
    refs = {
      partner: await submit(partnerEnquiryForm.endpoint, partner),
      loan: await submit(loanEnquiryForm.endpoint, loan),
      newsletter: await submit(newsletterForm.endpoint, { ...exampleNewsletter, email: "news@example.in" }),
      application: await submitApplication(),
    };
    await smtp.waitFor((m) => Object.values(refs).every((r) => m.some((x) => x.reference === r)), "one email per form");
    mails = Object.fromEntries(Object.entries(refs).map(([k, r]) => [k, mailFor(r)[0]!])) as typeof mails;
    // The outcome is recorded just after the receiver has it.
    for (const ref of Object.values(refs))
      await waitForRows(ref, (rows) => rows.length === 2 && rows.every((r) => r.status === "delivered"), "both deliveries recorded");
  });

  it("as one email each, within seconds of the commit, the subject naming only the form and the reference", async () => {
    expect(mails.partner.subject).toBe(`Partner enquiry ${refs.partner}`);
    expect(mails.loan.subject).toBe(`Loan enquiry ${refs.loan}`);
    expect(mails.newsletter.subject).toBe(`Newsletter ${refs.newsletter}`);
    expect(mails.application.subject).toBe(`Job application ${refs.application}`);
    for (const [kind, ref] of Object.entries(refs)) {
      expect(mailFor(ref), kind).toHaveLength(1);
      const row = await t.byReference(ref);
      expect(mails[kind as keyof typeof refs].receivedAt - Date.parse(row!.createdAt), kind).toBeLessThan(5000);
    }
  });

  it("from the configured address, logged in with the URL's credentials, to the default list or the form's own", () => {
    for (const m of Object.values(mails)) {
      expect(m.from).toBe("leads@udyamitra.example");
      expect(m.user).toBe("leads");
      expect(m.envelope.from).toBe("leads@udyamitra.example");
    }
    expect(mails.partner.envelope.to).toEqual(["sales@udyamitra.example", "ops@udyamitra.example"]);
    expect(mails.application.envelope.to).toEqual(["hr@udyamitra.example"]);
  });

  it("lists every field in the declaration's order with its English label and option names, the time in IST and the page's language", () => {
    const text = mails.partner.text;
    const order = [
      "Full name: Ravi Kumar",
      "Email address: ravi@example.in",
      "Mobile number: +91 98765 43210 (tel:+919876543210)",
      "Company name: Kumar Traders",
      "Expected monthly loan volume: ₹1 Crore to ₹10 Crore",
      "Partnership type: —",
      "Message (as typed by the visitor):\n> Line one\n> Line <two> & more",
    ];
    let at = -1;
    for (const line of order) {
      const next = text.indexOf(line);
      expect(next, line).toBeGreaterThan(at);
      at = next;
    }
    expect(text).toMatch(/Received \w{3} \d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d [ap]m IST, from the Hindi page\./);
    expect(mails.loan.text).toContain("Loan amount (₹): ₹15,00,000");
    expect(mails.loan.text).toContain("Product of interest: Term Loan");
    expect(mails.loan.text).toContain("from the English page");
  });

  it("offers tap-to-call and reply-to the visitor, with the visitor's words escaped in the HTML", () => {
    expect(mails.partner.replyTo).toBe("ravi@example.in");
    expect(mails.partner.html).toContain('href="tel:+919876543210"');
    expect(mails.partner.html).toContain("Call +91 98765 43210");
    expect(mails.partner.html).toContain("Line one<br>Line &#60;two&#62; &#38; more");
    expect(mails.partner.html).not.toContain("<two>");
    expect(mails.loan.html).toContain('href="tel:+917012345678"');
    expect(mails.loan.replyTo).toBeUndefined();
    expect(mails.newsletter.replyTo).toBe("news@example.in");
  });

  it("attaches the resume byte for byte and names the opening applied for", () => {
    const [file] = mails.application.attachments;
    expect(file?.filename).toBe("asha-cv.docx");
    expect(file?.content.equals(resume)).toBe(true);
    expect(mails.application.text).toContain("Opening: Credit Manager – MSME Lending (credit-manager-mumbai)");
    expect(mails.application.text).toMatch(/Resume: asha-cv\.docx \(\d+ bytes\), attached\./);
    expect(mails.application.text).toContain(`Cover letter (as typed by the visitor):\n> ${exampleApplication.coverLetter.split("\n")[0]}`);
  });

  it("carries the delivery's stable id (Message-ID and header), which is the outbox row's id", async () => {
    const [email] = (await rowsFor(refs.partner)).filter((r) => r.channel === "email");
    expect(email).toMatchObject({ status: "delivered", attempts: 1 });
    expect(mails.partner.deliveryId).toBe(email!.id);
    expect(mails.partner.messageId).toBe(`<${email!.id}@udyamitra.example>`);
    expect(mails.partner.headers["auto-submitted"]).toBe("auto-generated");
  });

  it("and reaches the CRM as a signed webhook: values not labels, webhook-id the delivery's id", async () => {
    await crm.waitFor((a) => Object.values(refs).every((r) => a.some((x) => x.body?.reference === r)), "one webhook per submission");
    const hook = crm.accepted().find((r) => r.body?.reference === refs.partner)!;
    const [, webhookRow] = await rowsFor(refs.partner);
    expect(webhookRow).toMatchObject({ channel: "webhook", status: "delivered" });
    expect(hook.id).toBe(webhookRow!.id);
    expect(hook.body).toEqual({
      id: webhookRow!.id,
      type: "submission.created",
      form: "partner-enquiry",
      reference: refs.partner,
      lang: "hi",
      submittedAt: (await t.byReference(refs.partner))!.createdAt,
      fields: (({ purpose: _left, ...sent }) => sent)(partnerFields),
    });
    const app = crm.accepted().find((r) => r.body?.reference === refs.application)!;
    expect(app.body?.file).toMatchObject({ name: "asha-cv.docx", size: resume.length });
    expect(crm.requests.every((r) => r.verified)).toBe(true);
  });

  it("and /api/health says nothing is waiting", async () => {
    expect(await health()).toEqual({ status: "ok", delivery: { channels: ["email", "webhook"], oldestPendingSeconds: null, dead: 0 } });
  });
});

describe("faults on the way", () => {
  it("SMTP refusing with 4xx, then accepting: delivered once, after the retries", async () => {
    smtp.refuseNext(2, 451, "4.3.0 Mailbox busy, try later");
    const ref = await submit(loanEnquiryForm.endpoint, loan);
    await smtp.waitFor(() => mailFor(ref).length === 1, `the email of ${ref}`);
    const [email] = await waitForRows(ref, (rows) => rows[0]?.status === "delivered", "delivered");
    expect(email).toMatchObject({ attempts: 3, status: "delivered" });
    expect(email!.lastError).toMatch(/^SMTP 451: .*Mailbox busy/);
  });

  it("SMTP refusing with 5xx: dead at once with the reply, reported by health, sent after `retry`", async () => {
    smtp.refuseNext(1, 550, "5.7.1 Message rejected by policy");
    const ref = await submit(loanEnquiryForm.endpoint, loan);
    const [email] = await waitForRows(ref, (rows) => rows[0]?.status === "dead", "dead");
    expect(email).toMatchObject({ attempts: 1 });
    expect(email!.lastError).toMatch(/^SMTP 550: .*rejected by policy/);
    expect((await health()).delivery.dead).toBe(1);
    const { requeue } = await import("./outbox");
    expect(await requeue(t.db, { dead: true }, new Date())).toBe(1);
    await smtp.waitFor(() => mailFor(ref).length === 1, `the email of ${ref} after the requeue`);
    await waitForRows(ref, (rows) => rows[0]?.status === "delivered", "delivered after the requeue");
    expect((await health()).delivery.dead).toBe(0);
  });

  it("SMTP down for a while: nothing lost, nothing dead, health shows the wait, all delivered once it is back", async () => {
    await smtp.stop();
    const refs = [
      await submit(partnerEnquiryForm.endpoint, partner),
      await submit(newsletterForm.endpoint, { email: `down-${Date.now()}@example.in` }),
      await submitApplication(),
    ];
    for (const ref of refs)
      await waitForRows(ref, (rows) => (rows[0]?.attempts ?? 0) >= 2 && rows[0]?.status !== "dead", "two failed tries");
    const [email] = await rowsFor(refs[0]!);
    expect(email!.lastError).toMatch(/ECONNREFUSED/);
    // The oldest waiting delivery's age, in whole seconds, reaches one.
    await expect.poll(async () => (await health()).delivery.oldestPendingSeconds, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    await smtp.start();
    await smtp.waitFor(() => refs.every((r) => mailFor(r).length === 1), "every email once the server is back");
    for (const ref of refs)
      expect((await waitForRows(ref, (rows) => rows.every((r) => r.status === "delivered"), "delivered")).map((r) => r.status)).toEqual([
        "delivered",
        "delivered",
      ]);
    expect((await health()).delivery).toMatchObject({ oldestPendingSeconds: null, dead: 0 });
  });

  it("webhook answering 500 then 200: delivered on the third try, with the same id and a fresh signature each time", async () => {
    crm.answerNext(500, 503);
    const ref = await submit(partnerEnquiryForm.endpoint, partner);
    await crm.waitFor((a) => a.some((r) => r.body?.reference === ref), `the webhook of ${ref}`);
    const tries = crm.requests.filter((r) => r.body?.reference === ref);
    expect(tries.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(new Set(tries.map((r) => r.id)).size).toBe(1);
    expect(tries.every((r) => r.verified)).toBe(true);
    const [, hook] = await waitForRows(ref, (rows) => rows[1]?.status === "delivered", "delivered");
    expect(hook).toMatchObject({ attempts: 3, lastError: "webhook answered HTTP 503" });
  });

  it("webhook answering 429 is tried again; 400 is dead at once", async () => {
    crm.answerNext(429);
    const retried = await submit(newsletterForm.endpoint, { email: `rate-${Date.now()}@example.in` });
    await waitForRows(retried, (rows) => rows[1]?.status === "delivered", "delivered after the 429");
    crm.answerNext(400);
    const refused = await submit(newsletterForm.endpoint, { email: `bad-${Date.now()}@example.in` });
    const [email, hook] = await waitForRows(
      refused,
      (rows) => rows[1]?.status === "dead" && rows[0]?.status === "delivered",
      "the webhook dead, the email delivered",
    );
    expect(email!.status).toBe("delivered");
    expect(hook).toMatchObject({ attempts: 1, lastError: "webhook answered HTTP 400" });
    const { requeue } = await import("./outbox");
    await requeue(t.db, { reference: refused }, new Date());
    await waitForRows(refused, (rows) => rows[1]?.status === "delivered", "delivered after the requeue");
  });

  it("gives up after the last allowed try, leaving the reason", async () => {
    crm.answerNext(...Array<number>(8).fill(500));
    const ref = await submit(loanEnquiryForm.endpoint, loan);
    const [, hook] = await waitForRows(ref, (rows) => rows[1]?.status === "dead", "dead after 8 tries");
    expect(hook).toMatchObject({ attempts: 8, lastError: "webhook answered HTTP 500" });
    expect(crm.requests.filter((r) => r.body?.reference === ref)).toHaveLength(8);
  });
});
