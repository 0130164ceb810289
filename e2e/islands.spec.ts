import { expect, test } from "@playwright/test";

test.use({ reducedMotion: "reduce" });

test("the home page fetches below-the-fold code only when the visitor scrolls to it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (r) => r.url().endsWith(".js") && scripts.push(r.url()));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Everything the page fetches without a scroll has been fetched.
  await page.waitForLoadState("networkidle");
  // The sections are in the page (prerendered) before their code arrives.
  await expect(page.getByRole("heading", { name: "Whom We Serve" })).toBeAttached();
  expect(scripts.some((s) => /below-the-fold-|newsletter-form-/.test(s))).toBe(false);
  await page.getByRole("heading", { name: "Whom We Serve" }).scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((s) => /below-the-fold-/.test(s))).toBe(true);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((s) => /newsletter-form-/.test(s))).toBe(true);
});

test("a link to another page loads that page's prerendered HTML; a new query on the same page does not", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { name: "Whom We Serve" })).toBeVisible();
  expect(documents).toEqual(["/about", "/"]);
  // Closing the investor library's folder dialog drops ?modalPath= with a history replace, in the page.
  await page.goto("/investors?modalPath=Annual%20Report");
  const dialog = page.getByRole("dialog", { name: "Annual Report" });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/investors$/);
  await expect(dialog).toBeHidden();
  expect(documents).toEqual(["/about", "/", "/investors?modalPath=Annual%20Report"]);
});

test("a click that reaches a section before its code does is not lost", async ({ page }) => {
  // Slow the section's code down so the click surely arrives first.
  await page.route(/below-the-fold-.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const button = page.getByRole("button", { name: "Quick turnarounds" });
  await button.click();
  await expect(page.locator('[data-island="home-below-the-fold"][data-live]')).toBeAttached();
  await expect(button).toHaveAttribute("aria-expanded", "true");
});

test("a button clicked after the first paint but before hydration is clicked again once the page hydrates", async ({ page }) => {
  // Hold the page's main script back, as a slow phone would.
  await page.route(/entry\.client-.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto("/lending-partners");
  await page.getByRole("button", { name: "Interested To Become A Partner" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("dialog", { name: "Become Our Partner" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});

test("a form sent before hydration is not submitted natively (no address in the URL) but sent once the page hydrates", async ({ page }) => {
  await page.route(/entry\.client-.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.route("**/api/newsletter", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal server error"}' }),
  );
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill("asha@example.in");
  await footer.getByRole("textbox", { name: "Email address" }).press("Enter");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await expect(footer.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
  expect(page.url()).not.toContain("asha");
});
