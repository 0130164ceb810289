// Each browser form, sent against the built server whose SMTP_URL points at
// the test mail server (e2e/global-setup.ts): the page shows the reference,
// and the company's email for that reference arrives with what was typed.
import { type Locator, type Page, expect, test } from "@playwright/test";
import { jobs } from "#content/en/jobs";
import { leadEmail } from "./support";

test.use({ reducedMotion: "reduce" });

const REFERENCE = /UF-[0-9A-Z]{6}/;

/** The reference the page shows after success ("Your reference: UF-7K3Q9D"). */
async function shownReference(scope: Page | Locator): Promise<string> {
  const line = scope.getByText(/Your reference: UF-[0-9A-Z]{6}/).first();
  await expect(line).toBeVisible();
  return REFERENCE.exec((await line.textContent()) ?? "")![0];
}

test("the footer newsletter: the toast shows the reference, the team's email carries it", async ({ page }) => {
  const email = `news-mail-${Date.now()}@example.in`;
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  const reference = await shownReference(page);
  const mail = await leadEmail(reference);
  expect(mail.subject).toBe(`Newsletter ${reference}`);
  expect(mail.text).toContain(`Email address: ${email}`);
  expect(mail.replyTo).toBe(email);
  expect(mail.envelope.to).toEqual(["sales@udyamitra.example"]);
});

test("the partner form: the success panel shows the reference; the email lists the fields with tap-to-call", async ({ page }) => {
  const company = `Mehta Fincorp ${Date.now()}`;
  await page.goto("/lending-partners");
  await page.getByRole("button", { name: "Interested To Become A Partner" }).click();
  const sheet = page.getByRole("dialog", { name: "Become Our Partner" });
  await sheet.getByLabel(/Full name/).fill("Asha Mehta");
  await sheet.getByLabel(/Email address/).fill("asha.partner@example.in");
  await sheet.getByLabel(/Mobile number/).fill("9876543210");
  await sheet.getByLabel(/Company name/).fill(company);
  await sheet.getByLabel(/Expected monthly loan volume/).selectOption("10cr-50cr");
  await sheet.getByRole("button", { name: "Submit Application" }).click();
  const reference = await shownReference(sheet);
  const mail = await leadEmail(reference);
  expect(mail.subject).toBe(`Partner enquiry ${reference}`);
  expect(mail.text).toContain(`Company name: ${company}`);
  expect(mail.text).toContain("Expected monthly loan volume: ₹10 Crore to ₹50 Crore");
  expect(mail.html).toContain('href="tel:+919876543210"');
  expect(mail.replyTo).toBe("asha.partner@example.in");
});

test("the business-loan enquiry: the success panel shows the reference; the email shows the amount in rupees", async ({ page }) => {
  const company = `Shah Textiles ${Date.now()}`;
  await page.goto("/product");
  await page.getByRole("button", { name: "Get Started" }).click();
  const d = page.getByRole("dialog", { name: "Tell us what your business needs" });
  await d.getByLabel(/Your name/).fill("Ravi Shah");
  await d.getByLabel(/Mobile number/).fill("9812345678");
  await d.getByLabel(/Business name/).fill(company);
  await d.getByLabel(/City/).fill("Surat");
  await d.getByLabel(/Product of interest/).selectOption("machinery-finance");
  await d.getByLabel(/Loan amount/).fill("2500000");
  await d.getByRole("button", { name: "Send enquiry" }).click();
  const reference = await shownReference(d);
  const mail = await leadEmail(reference);
  expect(mail.subject).toBe(`Loan enquiry ${reference}`);
  expect(mail.text).toContain(`Business name: ${company}`);
  expect(mail.text).toContain("Loan amount (₹): ₹25,00,000");
  expect(mail.text).toContain("Product of interest: Machinery Finance");
});

test("the job application: the toast shows the reference; the email names the opening and attaches the resume", async ({ page }) => {
  const job = jobs[0]!;
  const pdf = {
    name: "asha-resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  };
  await page.goto("/career");
  await page.getByRole("button", { name: `Apply for ${job.title}` }).click();
  const d = page.getByRole("dialog", { name: `Apply for ${job.title}` });
  await d.getByLabel(/First name/).fill("Asha");
  await d.getByLabel(/Last name/).fill("Mehta");
  await d.getByLabel(/Email address/).fill("asha.applicant@example.in");
  await d.getByLabel(/Phone number/).fill("9876543210");
  await d.getByLabel(/Total experience/).selectOption("3-5");
  await d.getByLabel(/Current location/).fill("Pune");
  await d.getByLabel(/Current\/last company/).fill("Mehta Fincorp");
  await d.getByLabel(/Notice period/).selectOption("1-month");
  await d.getByLabel(/Current CTC/).fill("8 LPA");
  await d.getByLabel(/Expected CTC/).fill("10 LPA");
  await d.getByLabel(/Cover letter/).fill("I have four years of MSME credit experience and would like to join your risk team.");
  await d.getByLabel(/^Resume/).setInputFiles(pdf);
  await d.getByRole("button", { name: "Submit Application" }).click();
  const reference = await shownReference(page);
  const mail = await leadEmail(reference);
  expect(mail.subject).toBe(`Job application ${reference}`);
  expect(mail.text).toContain(`Opening: ${job.title} (${job.id})`);
  expect(mail.attachments).toEqual([{ filename: "asha-resume.pdf", contentType: "application/pdf", size: pdf.buffer.length }]);
  expect(mail.replyTo).toBe("asha.applicant@example.in");
});

test("the API's 201 reference is the one the email carries", async ({ request }) => {
  const res = await request.post("/api/loan-enquiries", {
    data: { name: "Meera Shah", mobile: "7012345678", company: `API ${Date.now()}`, product: "term-loan", amount: 500000, city: "Pune" },
  });
  expect(res.status()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  const mail = await leadEmail(reference);
  expect(mail.subject).toBe(`Loan enquiry ${reference}`);
  expect(mail.deliveryId).toMatch(/^[\da-f-]{36}$/);
});
