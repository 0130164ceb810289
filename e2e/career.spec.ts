import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as axe, exportLeads } from "./support";
import { jobs } from "#copy/jobs";

test.use({ reducedMotion: "reduce" });

const pdf = {
  name: "asha-resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

test("lists the openings with JobPosting data for each", async ({ page }) => {
  await page.goto("/career");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const j of jobs) await expect(page.getByRole("heading", { name: j.title })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const postings = ld.map((t) => JSON.parse(t) as { "@type": string; title: string }).filter((d) => d["@type"] === "JobPosting");
  expect(postings.map((p) => p.title).sort()).toEqual(jobs.map((j) => j.title).sort());
  await axe(page);
});

test("the application form shows every message of its requirements", async ({ page }) => {
  await page.goto("/career");
  const job = jobs[0]!;
  await page.getByRole("button", { name: `Apply for ${job.title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(800);
  await axe(page);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  for (const m of [
    "Please enter your first name",
    "Please enter your last name",
    "Please enter your email address",
    "Please enter your phone number",
    "Please select your experience level",
    "Please enter your current location",
    "Please enter your current/last company",
    "Please enter your current CTC",
    "Please enter your expected CTC",
    "Please select your notice period",
    "Please write a brief cover letter",
    "Please upload your resume",
  ]) {
    await expect(dialog.locator("p", { hasText: m }).first()).toBeVisible();
  }
  await axe(page);
  await dialog.getByLabel(/First name/).fill("A");
  await expect(dialog.locator("#job-firstName-error")).toHaveText("First name must be at least 2 characters");
  await dialog.getByLabel(/Last name/).fill("M");
  await expect(dialog.locator("#job-lastName-error")).toHaveText("Last name must be at least 2 characters");
  await dialog.getByLabel(/Email address/).fill("x@");
  await expect(dialog.locator("#job-email-error")).toHaveText("Please enter a valid email address");
  await dialog.getByLabel(/Phone number/).fill("98765");
  await expect(dialog.locator("#job-phone-error")).toHaveText("Please enter a valid 10-digit phone number");
  await dialog.getByLabel(/Cover letter/).fill("Short.");
  await expect(dialog.locator("#job-coverLetter-error")).toHaveText("Cover letter should be at least 50 characters");
  await dialog.getByLabel(/^Resume/).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(dialog.locator("#job-resume-error")).toHaveText("Please upload a PDF, DOC or DOCX file");
  await expect(dialog.getByText("Upload failed")).toBeVisible();
});

test("a visitor applies with a resume; the company finds the application in the export", async ({ page }) => {
  const email = `applicant-${Date.now()}@example.in`;
  const job = jobs[2]!;
  await page.goto("/career");
  await page.getByRole("button", { name: `Apply for ${job.title}` }).click();
  const d = page.getByRole("dialog", { name: `Apply for ${job.title}` });
  await d.getByLabel(/First name/).fill("Asha");
  await d.getByLabel(/Last name/).fill("Mehta");
  await d.getByLabel(/Email address/).fill(email);
  await d.getByLabel(/Phone number/).fill("9876543210");
  await d.getByLabel(/Total experience/).selectOption("3-5");
  await d.getByLabel(/Current location/).fill("Pune");
  await d.getByLabel(/Current\/last company/).fill("Mehta Fincorp");
  await d.getByLabel(/Notice period/).selectOption("1-month");
  await d.getByLabel(/Current CTC/).fill("8 LPA");
  await d.getByLabel(/Expected CTC/).fill("10 LPA");
  await d.getByLabel(/Cover letter/).fill("I have four years of MSME credit experience and would like to join your risk team.");
  await d.getByLabel(/^Resume/).setInputFiles(pdf);
  await expect(d.getByText("Ready to send")).toBeVisible();
  await d.getByRole("button", { name: "Submit Application" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Application submitted successfully! We will contact you soon." });
  await expect(toast).toBeVisible();
  await expect(d).toBeHidden();
  const reference = /Your reference: (UF-[0-9A-Z]{6})/.exec((await toast.textContent()) ?? "")?.[1];
  const row = exportLeads("applications").find((r) => r.email === email);
  expect(row).toMatchObject({
    reference,
    jobId: job.id,
    firstName: "Asha",
    noticePeriod: "1-month",
    fileName: "asha-resume.pdf",
    fileType: "application/pdf",
  });
});
