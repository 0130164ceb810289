import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pageRoutes } from "#shared/route-list";

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

for (const route of pageRoutes) {
  test.describe(`page ${route.path}`, () => {
    test("loads with its own title, canonical link, social tags and an h1, and hydrates", async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(/\S.{9,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(new RegExp(`^https://[^/]+${route.path === "/" ? "/" : route.path}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Hydrated: React has taken over the page (app/entry.client.tsx marks it).
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      expect(errors).toEqual([]);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test("still shows its headings and text", async ({ page }) => {
        await page.goto(route.path);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toBeVisible();
        await expect(h1).toHaveCSS("opacity", "1");
        await expect(page.locator(".splash")).toBeHidden();
        await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Career" })).toBeAttached();
      });
    });

    for (const vp of viewports) {
      test(`has no axe violations on a ${vp.name} screen`, async ({ page }) => {
        await page.setViewportSize({ width: vp.width, height: vp.height });
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(route.path);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
  });
}

test("an unknown path answers 404 with the styled not-found page", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("sitemap.xml and robots.txt list the site's pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const r of pageRoutes.filter((p) => p.sitemap)) expect(sitemap).toContain(`${r.path === "/" ? "/" : r.path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
});

test("the home page describes the company as a FinancialService in JSON-LD", async ({ page }) => {
  await page.goto("/");
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(json["@type"]).toBe("FinancialService");
  expect(json.identifier.some((i: { propertyID: string }) => i.propertyID === "CIN")).toBe(true);
});
