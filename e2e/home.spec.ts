import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as axe } from "./support";
import { homeAdvantages, homeMission, homeTagline, homeWhomWeServe } from "#copy/pages/home-sections";

const widths = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
];

test.describe("home, reduced motion (no splash)", () => {
  test.use({ reducedMotion: "reduce" });

  test("shows every section with the specification's strings", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Empowering MSME Growth & Enabling Trust" })).toBeVisible();
    const carousel = page.getByRole("region", { name: "Who we finance" });
    await expect(carousel.getByRole("button", { name: /Show slide/ })).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    const marquee = page.getByRole("region", { name: "What we are known for" });
    // docs/requirements.md#home, exactly.
    const keywords = [
      "Business Loan",
      "NBFC",
      "BSE Listed",
      "Financial Services",
      "CIBIL Score",
      "Working Capital",
      "Equipment Purchase",
      "Margin Funding",
    ];
    for (const k of keywords) await expect(marquee.getByText(k, { exact: true }).first()).toBeVisible();
    for (const c of homeMission.cards) await expect(page.getByRole("heading", { name: c.title, exact: true })).toBeVisible();
    await expect(page.getByText(/up to ₹5 Cr, with tenure from 12 to 48 months/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /next decade/ })).toBeVisible();
    await expect(page.getByText(/over 100 years of combined experience/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Whom We Serve" })).toBeVisible();
    for (const s of homeWhomWeServe.segments) await expect(page.getByRole("heading", { name: s.title })).toBeVisible();
    await expect(page.getByText(/turnover up to ₹1000 Cr/)).toBeVisible();
    await expect(page.getByRole("region", { name: homeTagline.label }).getByRole("listitem")).toHaveCount(6);
    for (const a of homeAdvantages.items) await expect(page.getByRole("button", { name: a.title })).toBeVisible();
    await expect(page.getByRole("button", { name: homeAdvantages.items[0]!.title })).toHaveAttribute("aria-expanded", "true");
  });

  test("the growth section is in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Credit for the businesses building India&#x27;s next decade");
  });

  for (const w of widths) {
    test(`has no axe violations at ${w.name} width, with an accordion panel open`, async ({ page }) => {
      await page.setViewportSize(w.viewport);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await axe(page);
      const third = page.getByRole("button", { name: homeAdvantages.items[2]!.title });
      // The accordion hydrates when it scrolls into view (a lazy island).
      await third.scrollIntoViewIfNeeded();
      await expect(page.locator('[data-island="home-below-the-fold"][data-live]')).toBeAttached();
      await third.click();
      await expect(third).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("region", { name: homeAdvantages.items[2]!.title })).toBeVisible();
      await axe(page);
    });
  }
});

test.describe("home, with motion", () => {
  test("the slider advances by itself every 3 s", async ({ page }) => {
    await page.goto("/");
    await page.locator('[data-splash="done"]').waitFor({ timeout: 10_000 });
    const dot = (n: number) => page.getByRole("button", { name: `Show slide ${n}` });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await expect(dot(2)).toHaveAttribute("aria-current", "true", { timeout: 4_500 });
    await expect(dot(3)).toHaveAttribute("aria-current", "true", { timeout: 4_500 });
    await expect(dot(1)).toHaveAttribute("aria-current", "true", { timeout: 4_500 });
    await expect(page.locator('[aria-roledescription="slide"][data-active="true"]')).toHaveAttribute("data-loaded", "true");
  });

  test("the growth section is revealed once it scrolls into view", async ({ page }) => {
    await page.goto("/");
    await page.locator('[data-splash="done"]').waitFor({ timeout: 10_000 });
    const growth = page.locator("section.growth-reveal");
    await expect(growth).toHaveAttribute("data-revealed", "false");
    await growth.scrollIntoViewIfNeeded();
    await expect(growth).toHaveAttribute("data-revealed", "true");
  });
});
