import { expect, test } from "@playwright/test";
import { pageRoutes } from "#shared/route-list";

// The Content-Security-Policy allows inline scripts only by hash: prove that
// every prerendered page still hydrates under it and nothing is refused.
for (const route of pageRoutes) {
  test(`${route.path} hydrates under the Content-Security-Policy with no violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const res = await page.goto(route.path);
    const csp = res?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self' 'sha256-");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Client-side navigation works too (the router is live).
    await page.emulateMedia({ reducedMotion: "reduce" });
    const fromPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    expect([...violations, ...fromPage]).toEqual([]);
  });
}

test("moving between pages (a load of the next prerendered page) works under the policy", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
