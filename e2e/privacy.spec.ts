// The Your data walks in Chromium against the built server: a newsletter
// sign-up withdrawn through the page and the button of the emailed link's page (the test SMTP
// server of e2e/global-setup.ts receives it), and a Hindi erasure request
// answered by a privacy officer in the console with a virtual authenticator.
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { e2eDatabase } from "../playwright.config";
import { linkIn, mailTo } from "./mail-support";
import { addAuthenticator, consoleOrigin, invite } from "./staff-support";
import { expectNoAxeViolations, exportLeads, gotoHydrated } from "./support";

test.use({ reducedMotion: "reduce" });

async function ask(page: Page, lang: "en" | "hi", email: string, action: string) {
  await gotoHydrated(page, lang === "hi" ? "/hi/privacy/your-data" : "/privacy/your-data");
  await page.getByLabel(lang === "hi" ? /आपका ईमेल पता/ : /Your email address/).fill(email);
  await page.getByLabel(lang === "hi" ? /आप हमसे क्या करवाना चाहते हैं/ : /What would you like us to do/).selectOption(action);
  await page.getByRole("button", { name: lang === "hi" ? "मुझे पुष्टि का लिंक भेजें" : "Send me the confirmation link" }).click();
  await expect(page.getByText(lang === "hi" ? "अपना ईमेल देखें" : "Check your email")).toBeVisible();
}

test("stopping the newsletter: the emailed link's button withdraws, and the export no longer lists the address", async ({ page }) => {
  const email = `stop-${Date.now()}@example.in`;
  await gotoHydrated(page, "/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(/Your reference: UF-/).first()).toBeVisible();
  expect(exportLeads("newsletter").map((r) => r.email)).toContain(email);

  // The footer links to the page twice: in its quick links and in the sign-up's data notice.
  await expect(footer.getByRole("link", { name: "Your data" })).toHaveCount(2);
  await footer.getByRole("link", { name: "Your data" }).first().click();
  await expect(page).toHaveURL(/\/privacy\/your-data$/);
  await ask(page, "en", email, "withdraw");
  // Nothing happens before the link is opened.
  expect(exportLeads("newsletter").map((r) => r.email)).toContain(email);

  const mail = await mailTo(email, "Confirm your request");
  // Opening the link (as a mail scanner would) only shows what the button will do.
  await page.goto(linkIn(mail, "/api/privacy/confirm"));
  await expect(page.getByRole("status")).toHaveText(
    "Press the button to confirm: we will stop sending our newsletter to this address at once.",
  );
  await page.reload();
  expect(exportLeads("newsletter").map((r) => r.email)).toContain(email);
  await expectNoAxeViolations(page);
  // From the keyboard: the button is the first thing to tab to.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Confirm my request" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Done: you will not receive our newsletter any more.");
  expect(exportLeads("newsletter").map((r) => r.email)).not.toContain(email);
});

test("an erasure asked in Hindi, fulfilled by a privacy officer in the console: the enquiry and the application are gone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `erase-${stamp}@example.in`;
  const company = `Erasable Traders ${stamp}`;
  await page.goto("/lending-partners");
  await page.getByRole("button", { name: "Interested To Become A Partner" }).click();
  const sheet = page.getByRole("dialog", { name: "Become Our Partner" });
  await sheet.getByLabel(/Full name/).fill("Meena Rao");
  await sheet.getByLabel(/Email address/).fill(email);
  await sheet.getByLabel(/Mobile number/).fill("9876543210");
  await sheet.getByLabel(/Company name/).fill(company);
  await sheet.getByLabel(/Expected monthly loan volume/).selectOption("10cr-50cr");
  await sheet.getByRole("button", { name: "Submit Application" }).click();
  await expect(sheet.getByText(/Your reference: UF-/)).toBeVisible();
  const application = await page.request.post("/api/job-applications", {
    multipart: {
      jobId: "credit-analyst",
      firstName: "Meena",
      lastName: "Rao",
      email,
      phone: "9123456780",
      experience: "3-5",
      location: "Pune",
      company,
      currentCTC: "8 LPA",
      expectedCTC: "10 LPA",
      noticePeriod: "1-month",
      coverLetter: "I have four years of MSME credit experience and would like to join your risk team.",
      resume: {
        name: "meena.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(`%PDF-1.4\n% ${company}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
      },
    },
  });
  expect(application.status()).toBe(201);
  expect(exportLeads("partners").map((r) => r.email)).toContain(email);
  expect(exportLeads("applications").map((r) => r.email)).toContain(email);

  await ask(page, "hi", email, "erase");
  const confirm = await mailTo(email, "पुष्टि करें");
  await page.goto(linkIn(confirm, "/api/privacy/confirm"));
  await expect(page.getByRole("status")).toContainText("मिटाने के अनुरोध की पुष्टि के लिए बटन दबाएँ");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "मेरे अनुरोध की पुष्टि करें" }).click();
  await expect(page.getByRole("status")).toContainText("आपका अनुरोध UF-");
  const reference = /UF-[0-9A-Z]{6}/.exec((await page.getByRole("status").textContent()) ?? "")![0];

  // The privacy officer, invited from the CLI, signs up with a passkey and answers the request.
  await addAuthenticator(page);
  await page.goto(invite(`dpo.${stamp}@udyamitra.example`, "privacy", "admin"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Privacy requests" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy requests");
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Privacy request ${reference}: Erasure`);
  // The address heads the page (the held submissions below show it again, folded).
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Erase (complaints are restricted instead)" }).click();
  await expect(page.getByRole("status")).toHaveText("Erased; the person is emailed.");

  expect(exportLeads("partners").map((r) => r.email)).not.toContain(email);
  expect(exportLeads("applications").map((r) => r.email)).not.toContain(email);
  if (!process.env.E2E_DATABASE_URL) expect(readFileSync(e2eDatabase).includes(company)).toBe(false);
  const audit = (await (await page.request.get(`${consoleOrigin}/api/staff/audit`)).json()) as {
    items: { action: string; subject: string; detail: Record<string, unknown> }[];
  };
  expect(audit.items.find((i) => i.action === "privacy.erased" && i.subject === reference)?.detail).toEqual({ erased: 2, restricted: [] });
  const done = await mailTo(email, `आपका अनुरोध ${reference} पूरा हो गया`);
  expect(done.text).toContain("2 सबमिशन");
});
