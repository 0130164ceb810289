// Input made before the library is interactive must not be lost
// (docs/decisions/083-scripts-after-first-paint.md: the page is painted, and
// usable to the eye, before its scripts run). The page's scripts are held
// back with Playwright routing, the visitor types or clicks, and the scripts
// are let go at several delays: while the visitor is still typing, just
// after, and well after.
import { expect, test, type Page } from "@playwright/test";
import { documentTree } from "../app/generated/documents";

const DELAYS_MS = [0, 150, 600, 2000];

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/** Opens the library with its scripts held until `release()` is called. */
async function openHeld(page: Page, url: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "domcontentloaded" });
  return release;
}

const notHydrated = (page: Page) => expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toBeAttached();

for (const delay of DELAYS_MS) {
  test(`text typed into the library's search before it is interactive is kept (scripts let go after ${delay} ms)`, async ({ page }) => {
    const release = await openHeld(page, "/investors");
    const box = page.getByRole("searchbox", { name: "Search documents" });
    await box.click();
    await box.pressSequentially("annual", { delay: 20 });
    await notHydrated(page);
    // The rest is typed while the scripts load and React hydrates.
    setTimeout(release, delay);
    await box.pressSequentially(" report", { delay: 60 });
    await hydrated(page);
    await expect(box).toHaveValue("annual report");
    await expect(page.getByText(/^\d+ match(es)? for "annual report"$/)).toBeVisible();
  });

  test(`a category clicked before the library is interactive opens (scripts let go after ${delay} ms)`, async ({ page }) => {
    const target = documentTree.folders.at(-1)!.name;
    const release = await openHeld(page, "/investors");
    const panel = page.getByRole("complementary", { name: "Categories" });
    await panel.getByRole("button", { name: target, exact: true }).click();
    await notHydrated(page);
    setTimeout(release, delay);
    await hydrated(page);
    await expect(panel.getByRole("button", { name: target, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { level: 2, name: `${target} Folders` })).toBeVisible();
  });
}

test("elsewhere on the site: an email typed into the footer's newsletter and Subscribe pressed before the page is interactive subscribe that email", async ({
  page,
}) => {
  const release = await openHeld(page, "/about");
  const footer = page.getByRole("contentinfo");
  const email = `early-${Date.now()}@example.in`;
  await footer.getByRole("textbox", { name: "Email address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await notHydrated(page);
  setTimeout(release, 300);
  await hydrated(page);
  await expect(page.getByText("Successfully Subscribed!")).toBeVisible();
});
