import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as axe, exportLeads } from "./support";

test.use({ reducedMotion: "reduce" });

test("Products 'Get Started' opens the business-loan enquiry; invalid and valid sends; the company finds it", async ({ page }) => {
  await page.goto("/product");
  await page.getByRole("button", { name: "Get Started" }).click();
  const d = page.getByRole("dialog", { name: "Tell us what your business needs" });
  await d.getByRole("button", { name: "Send enquiry" }).click();
  const alert = d.getByRole("alert");
  for (const m of [
    "Full name is required",
    "Mobile number is required",
    "Company name is required",
    "Please select a product",
    "Please enter the loan amount",
    "Please enter your city",
  ]) {
    await expect(alert.getByText(m)).toBeVisible();
  }
  await axe(page);
  await d.getByLabel(/Loan amount/).fill("60000000");
  await expect(d.locator("#loan-amount-error")).toHaveText("The loan amount cannot exceed ₹5 Cr");
  const company = `Shah Textiles ${Date.now()}`;
  await d.getByLabel(/Your name/).fill("Ravi Shah");
  await d.getByLabel(/Mobile number/).fill("9812345678");
  await d.getByLabel(/Business name/).fill(company);
  await d.getByLabel(/City/).fill("Surat");
  await d.getByLabel(/Product of interest/).selectOption("machinery-finance");
  await d.getByLabel(/Loan amount/).fill("2500000");
  await d.getByRole("button", { name: "Send enquiry" }).click();
  await expect(d.getByText("Thank you for your enquiry!")).toBeVisible();
  await expect(d).toBeHidden({ timeout: 5000 });
  const row = exportLeads("loans").find((r) => r.company === company);
  expect(row).toMatchObject({ name: "Ravi Shah", mobile: "9812345678", product: "machinery-finance", amount: 2500000, city: "Surat" });
});
