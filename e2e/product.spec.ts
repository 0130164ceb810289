import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as axe } from "./support";
import { readFile } from "node:fs/promises";
import { site } from "#content/site";

test.describe("products, reduced motion (no splash)", () => {
  test.use({ reducedMotion: "reduce" });

  test("shows both product sections with their services and a Get Started action", async ({ page }) => {
    await page.goto("/product");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Section 01", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "SME Financing" })).toBeVisible();
    await expect(page.getByText("Section 02", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Corporate Financing" })).toBeVisible();
    for (const g of ["Working Capital", "Term Loans"]) await expect(page.getByRole("heading", { level: 3, name: g })).toBeVisible();
    for (const s of [
      "Purchase Finance",
      "Work Order Finance",
      "Invoice Discounting",
      "Supply Chain Finance",
      "Business Loan",
      "Machinery Finance",
      "Loan Against Property",
      "Growth Capital",
      "Margin Funding",
    ]) {
      await expect(page.getByRole("heading", { level: 4, name: s, exact: true })).toBeVisible();
    }
    // 'Get Started' leads to a real next step: the loan enquiry (a button that opens
    // it, tested in forms-loan-enquiry.spec.ts) or, before that existed, a call link.
    const getStarted = page
      .getByRole("button", { name: "Get Started" })
      .or(page.getByRole("link", { name: /^Get Started/ }).and(page.locator(`[href="tel:${site.contact.bookACallPhone}"]`)));
    await expect(getStarted).toBeVisible();
  });

  test("EMI calculator: reference value, clear errors, CSV download", async ({ page }) => {
    await page.goto("/product");
    await page.getByLabel("Loan amount (₹)").fill("10,00,000");
    await page.getByLabel("Tenure (months)").fill("12");
    await page.getByLabel("Interest rate (% per year)").fill("12");
    await expect(page.getByTestId("emi")).toHaveText("₹88,848.79");
    await page.locator("summary", { hasText: "Month-by-month repayment schedule" }).click();
    const rows = page.getByRole("region", { name: "Month-by-month repayment schedule" }).getByRole("row");
    await expect(rows).toHaveCount(13);
    await expect(rows.last().getByRole("cell").last()).toHaveText("₹0.00");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download schedule (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("emi-schedule.csv");
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.split("\r\n")[1]).toBe("1,1000000.00,88848.79,10000.00,78848.79,921151.21");
    await page.getByLabel("Loan amount (₹)").fill("6,00,00,000");
    await expect(page.getByText("Enter a loan amount from ₹1,00,000 to ₹5,00,00,000.")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("NaN");
  });

  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    test(`has no axe violations at ${name} width, with the schedule open`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/product");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await axe(page);
      await page.locator("summary", { hasText: "Month-by-month repayment schedule" }).click();
      await page.getByLabel("Tenure (months)").fill("99");
      await expect(page.getByText(/Enter a tenure from 12 to 48 months/)).toBeVisible();
      await axe(page);
    });
  }
});

test("the banner widens from 70% to full width over the first tenth of the scroll", async ({ page }) => {
  await page.goto("/product");
  await page.locator('[data-splash="done"]').waitFor({ timeout: 10_000 });
  const banner = page.getByTestId("product-banner");
  const visibleShare = () =>
    banner.evaluate((el) => {
      const clip = getComputedStyle(el).clipPath;
      const side = /inset\(0px ([\d.]+)%/.exec(clip)?.[1];
      return 1 - 2 * (side ? Number(side) / 100 : 0);
    });
  expect(await visibleShare()).toBeCloseTo(0.7, 2);
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.05));
  await expect.poll(visibleShare).toBeGreaterThan(0.8);
  expect(await visibleShare()).toBeLessThan(0.9);
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.2));
  await expect.poll(visibleShare).toBeCloseTo(1, 2);
});
