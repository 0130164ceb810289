import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as axe, exportLeads } from "./support";
import { partners } from "#copy/partners";

test.use({ reducedMotion: "reduce" });

test("shows the commission banner, filters, partner cards and the detail dialog", async ({ page }) => {
  await page.goto("/lending-partners");
  await expect(page.getByRole("heading", { level: 1, name: "Lending Partners" })).toBeVisible();
  await expect(page.getByText("on business loan referrals")).toBeVisible();
  await expect(page.getByText("on non-convertible debenture investment referrals")).toBeVisible();
  const all = page.getByRole("button", { name: "All Partners" });
  const fintech = page.getByRole("button", { name: "Fintech partners" });
  await expect(all).toHaveAttribute("aria-pressed", "true");
  await fintech.click();
  await expect(fintech).toHaveAttribute("aria-pressed", "true");
  const p = partners[0]!;
  const site = page.getByRole("link", { name: /Visit website/ });
  await expect(site).toHaveAttribute("rel", "noopener noreferrer");
  await expect(site).toHaveAttribute("target", "_blank");
  await page.getByRole("button", { name: /View details/ }).click();
  const dialog = page.getByRole("dialog", { name: p.name });
  for (const text of [p.loanRange, p.processingTime, p.interestRate, p.eligibility, p.totalDisbursed, p.activeLoans]) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await axe(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await axe(page);
});

test("the partner form shows every message of its requirements, live and on submit", async ({ page }) => {
  await page.goto("/lending-partners");
  await page.getByRole("button", { name: "Interested To Become A Partner" }).click();
  const sheet = page.getByRole("dialog", { name: "Become Our Partner" });
  await expect(sheet).toBeVisible();
  await axe(page);
  await sheet.getByRole("button", { name: "Submit Application" }).click();
  const banner = sheet.getByRole("alert");
  await expect(banner).toContainText("Please correct the following errors:");
  for (const m of ["Full name is required", "Email address is required", "Phone number is required", "Company name is required"]) {
    await expect(banner.getByText(m)).toBeVisible();
  }
  await expect(sheet.getByLabel(/Full name/)).toBeFocused();
  await axe(page);
  const name = sheet.getByLabel(/Full name/);
  await name.fill("A");
  await expect(sheet.locator("#partner-name-error")).toHaveText("Name must be at least 2 characters long");
  await name.fill("A1");
  await expect(sheet.locator("#partner-name-error")).toHaveText("Name should contain only letters and spaces");
  await name.fill("A".repeat(51));
  await expect(sheet.locator("#partner-name-error")).toHaveText("Name should not exceed 50 characters");
  const email = sheet.getByLabel(/Email address/);
  await email.fill("asha@");
  await expect(sheet.locator("#partner-email-error")).toHaveText("Please enter a valid email address");
  await email.fill(`${"a".repeat(95)}@x.com`);
  await expect(sheet.locator("#partner-email-error")).toHaveText("Email address is too long");
  const phone = sheet.getByLabel(/Mobile number/);
  await phone.pressSequentially("98ab765");
  await expect(phone).toHaveValue("98765");
  await expect(sheet.locator("#partner-phone-error")).toHaveText("Phone number must be exactly 10 digits");
  await phone.pressSequentially("432109999");
  await expect(phone).toHaveValue("9876543210");
  await phone.fill("5123456789");
  await expect(sheet.locator("#partner-phone-error")).toHaveText("Please enter a valid Indian mobile number");
  const company = sheet.getByLabel(/Company name/);
  await company.fill("M");
  await expect(sheet.locator("#partner-company-error")).toHaveText("Company name must be at least 2 characters long");
  await company.fill("M".repeat(101));
  await expect(sheet.locator("#partner-company-error")).toHaveText("Company name should not exceed 100 characters");
  // Closing resets fields and errors.
  await sheet.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Interested To Become A Partner" }).click();
  await expect(sheet.getByLabel(/Full name/)).toHaveValue("");
  await expect(sheet.getByRole("alert")).toHaveCount(0);
});

test("a visitor sends the partner form; the company finds it in the export", async ({ page }) => {
  const email = `partner-${Date.now()}@example.in`;
  await page.goto("/lending-partners");
  await page.getByRole("button", { name: "Interested To Become A Partner" }).click();
  const sheet = page.getByRole("dialog", { name: "Become Our Partner" });
  await sheet.getByLabel(/Full name/).fill("Asha Mehta");
  await sheet.getByLabel(/Email address/).fill(email);
  await sheet.getByLabel(/Mobile number/).fill("9876543210");
  await sheet.getByLabel(/Company name/).fill("Mehta Fincorp");
  await sheet.getByLabel(/Expected monthly loan volume/).selectOption("10cr-50cr");
  await sheet.getByLabel(/Partnership type/).selectOption("technology-partner");
  await sheet.getByLabel(/Message/).fill("We run a DSA network in Pune.");
  await sheet.getByRole("button", { name: "Submit Application" }).click();
  await expect(sheet.getByText("Thank you for your interest!")).toBeVisible();
  await expect(sheet.getByText("We have received your partnership request and will contact you soon.")).toBeVisible();
  await expect(sheet).toBeHidden({ timeout: 5000 });
  const row = exportLeads("partners").find((r) => r.email === email);
  expect(row).toMatchObject({
    name: "Asha Mehta",
    phone: "9876543210",
    company: "Mehta Fincorp",
    loanAmount: "10cr-50cr",
    purpose: "technology-partner",
  });
});
