import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test("the splash covers the page, then leaves at 4.3 s and the content fades in", async ({ page }) => {
  await page.goto("/about");
  const splash = page.locator(".splash");
  await expect(splash).toBeVisible();
  await expect(page.locator('[data-splash="active"] > .site-content')).toHaveCSS("opacity", "0");
  await expect(splash).toBeHidden({ timeout: 7_000 });
  await expect(page.locator('[data-splash="done"] > .site-content')).toHaveCSS("opacity", "1");
});

test("no splash for visitors who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.locator(".splash")).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer menu opens, traps focus, and closes on navigation and on Escape", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(300);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "Lending Partners" }).click();
    await expect(page).toHaveURL(/\/lending-partners$/);
    await expect(drawer).toBeHidden();
  });
});

test("the header hides on scroll down, returns on scroll up; scroll-to-top appears after 100px", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  const header = page.getByRole("banner");
  await page.evaluate(() => document.body.style.setProperty("min-height", "5000px"));
  await expect(page.getByRole("button", { name: "Scroll to top" })).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute("data-hidden", "true");
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await page.mouse.wheel(0, -200);
  await expect(header).toHaveAttribute("data-hidden", "false");
  await page.getByRole("button", { name: "Scroll to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("footer: offices, mailto and maps links, no empty social links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Mumbai · Registered & Corporate Office")).toBeVisible();
  await expect(footer.getByText("Ahmedabad · Branch Office")).toBeVisible();
  expect(await footer.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
  expect(await footer.locator('a[href*="maps"]').count()).toBe(2);
  expect(await footer.locator('a[href=""], a:not([href])').count()).toBe(0);
});

test("the home page opens at its top on a reload, and leaves a visitor who scrolled before it went live where they are", async ({
  page,
}) => {
  // The page's code held back a second, as on a slow phone: the visitor scrolls to the footer meanwhile.
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
