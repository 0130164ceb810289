import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as axe, exportLeads } from "./support";

test.use({ reducedMotion: "reduce" });

test("the footer newsletter checks the address, subscribes, and the company finds it in the export", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  const input = footer.getByRole("textbox", { name: "Email address" });
  const button = footer.getByRole("button", { name: "Subscribe" });
  await button.click();
  await expect(footer.getByText("Email is required")).toBeVisible();
  await axe(page);
  await input.fill("asha");
  await expect(footer.getByText("Email is required")).toBeHidden();
  await button.click();
  await expect(footer.getByText("Please enter a valid email address")).toBeVisible();
  const email = `news-${Date.now()}@example.in`;
  await input.fill(email);
  await button.click();
  await expect(page.getByText("Successfully Subscribed!")).toBeVisible();
  await expect(page.getByText("Thank you for subscribing to our newsletter.")).toBeVisible();
  await axe(page);
  await expect(page.getByText("Successfully Subscribed!")).toBeHidden({ timeout: 6000 });
  await expect(input).toHaveValue("", { timeout: 3000 });
  expect(exportLeads("newsletter").some((r) => r.email === email)).toBe(true);
});

test("the newsletter says 'Something went wrong. Please try again.' when the server fails", async ({ page }) => {
  await page.route("**/api/newsletter", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal server error"}' }),
  );
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill("asha@example.in");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
});

test("zod stays out of the pages' start-up JavaScript until the newsletter is used", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith(".js")) scripts.push(r.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Hydrated and settled (the home page scrolls to the top on entry).
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForLoadState("networkidle");
  const before = scripts.length;
  expect(scripts.some((s) => /\/(?:rules|newsletter)-/.test(s))).toBe(false);
  await page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" }).focus();
  await expect.poll(() => scripts.some((s) => /\/newsletter-/.test(s))).toBe(true);
  expect(scripts.length).toBeGreaterThan(before);
});

test("the privacy notice states retention and DPDP Act rights, with no axe violations", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Digital Personal Data Protection Act, 2023/ })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Job application" })).toBeVisible();
  await expect(page.getByRole("link", { name: "grievance@udyamitra.example" })).toBeVisible();
  await axe(page);
});
