import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { e2eDatabase } from "../playwright.config";

test.use({ reducedMotion: "reduce" });

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

function exportLeads(kind: string): Record<string, unknown>[] {
  const out = execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "server/cli/leads.ts", "export", kind, "--format", "json"], {
    env: { ...process.env, SQLITE_PATH: e2eDatabase, ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}) },
    encoding: "utf8",
  });
  return JSON.parse(out) as Record<string, unknown>[];
}

test("Products 'Get Started' opens the business-loan enquiry; invalid and valid sends; the company finds it", async ({ page }) => {
  await page.goto("/product");
  await page.getByRole("button", { name: "Get Started" }).click();
  const d = page.getByRole("dialog", { name: "Tell us what your business needs" });
  await d.getByRole("button", { name: "Send enquiry" }).click();
  const alert = d.getByRole("alert");
  for (const m of ["Full name is required", "Mobile number is required", "Company name is required", "Please select a product", "Please enter the loan amount", "Please enter your city"]) {
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
