import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { DocumentFile, DocumentFolder } from "#shared/documents/tree";
// Written by the build (scripts/documents-manifest.ts): exactly what the page links to.
import { documentTree } from "../app/generated/documents";

function allFiles(folder: DocumentFolder): DocumentFile[] {
  return [...folder.files, ...folder.folders.flatMap(allFiles)];
}

const firstCategory = documentTree.folders[0]!.name;

test.beforeEach(async ({ page }) => {
  // No splash and instant scrolling, so the tests do not wait on animations.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/** Opens a library URL and waits until React has hydrated it (clicks before that are lost). */
async function openLibrary(page: Page, url = "/investors") {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|did not match/i.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test("the prerendered page shows the first category without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/investors");
  await expect(page.getByRole("heading", { level: 2, name: `${firstCategory} Folders` })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Preview / }).first()).toBeVisible();
  await context.close();
});

test("a deep link opens the folder dialog; the mask does not close it; Close removes modalPath with a replace", async ({ page }) => {
  const errors = watchHydration(page);
  await page.goto("/about");
  await page.goto("/investors?modalPath=Annual%20Report%2F2023-24");
  const dialog = page.getByRole("dialog", { name: "Annual Report / 2023-24" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "2023-24 Folders" })).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(900);
  await expect(dialog.getByRole("button", { name: "Back" })).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.mouse.click(4, 300);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/investors$/);
  // Replaced, not pushed: Back leaves the page instead of reopening the dialog.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  expect(errors).toEqual([]);
});

test("Escape closes the deep-link dialog; an unknown or hostile path says 'Folder not found.'", async ({ page }) => {
  await openLibrary(page, "/investors?modalPath=Annual%20Report");
  const dialog = page.getByRole("dialog", { name: "Annual Report" });
  await dialog.getByRole("button", { name: /^2024-25/ }).click();
  await expect(page.getByRole("dialog", { name: "Annual Report / 2024-25" })).toBeVisible();
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByRole("button", { name: "Back" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/investors$/);

  await page.goto(`/investors?modalPath=${encodeURIComponent('<img src=x onerror="window.hacked=1">/../..')}`);
  const notFound = page.getByRole("dialog", { name: "Folder not found." });
  await expect(notFound.getByText("Folder not found.", { exact: true }).last()).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  expect(await page.locator("dialog img").count()).toBe(0);
});

test.describe("copy link", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copies a URL that reopens the same folder, including a name with a slash", async ({ page }) => {
    await openLibrary(page);
    const panel = page.getByRole("complementary", { name: "Categories" });
    await panel.getByRole("button", { name: "Annual Report", exact: true }).click();
    await page.getByRole("button", { name: "Copy link to this folder: 2023-24" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied to clipboard!" })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/investors\?modalPath=Annual%20Report%2F2023-24$/);
    await page.goto(link);
    await expect(page.getByRole("dialog", { name: "Annual Report / 2023-24" })).toBeVisible();

    await openLibrary(page);
    await panel.getByRole("button", { name: "Copy link to this category: Intimations/Disclosures" }).click();
    const slashLink = await page.evaluate(() => navigator.clipboard.readText());
    await page.goto(slashLink);
    const dialog = page.getByRole("dialog", { name: "Intimations/Disclosures" });
    await expect(dialog.getByText("No documents found in this folder.")).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the floating filter button opens 'Select Category', and picking one closes it", async ({ page }) => {
    await openLibrary(page);
    await expect(page.getByRole("complementary", { name: "Categories" })).toBeHidden();
    await page.getByRole("button", { name: "Select Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Category" });
    await expect(dialog).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole("button", { name: "Rights Issue" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Rights Issue Folders" })).toBeVisible();
  });
});

test("Preview opens inline as a PDF in a new tab; Download is an attachment", async ({ page, request }) => {
  await openLibrary(page);
  const preview = page.getByRole("link", { name: /^Preview / }).first();
  await expect(preview).toHaveAttribute("target", "_blank");
  const href = (await preview.getAttribute("href"))!;
  const res = await request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["content-disposition"]).toMatch(/^inline;/);
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("link", { name: /^Download / })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const dl = await request.get(`${href}?download=1`);
  expect(dl.headers()["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.pdf"/);
});

test("every document in the built manifest answers 200; paths outside the folder are 404", async ({ request }) => {
  const files = allFiles(documentTree);
  expect(files.length).toBeGreaterThan(50);
  for (const f of files) {
    const res = await request.head(f.url);
    expect(res.status(), f.url).toBe(200);
    expect(Number(res.headers()["content-length"]), f.url).toBe(f.size);
  }
  for (const bad of ["/Images/Icons/Documents/..%2F..%2Fpackage.json", "/Images/Icons/Documents/Annual%20Report/missing.pdf"]) {
    expect((await request.get(bad)).status(), bad).toBe(404);
  }
});

test("the investor mega-menu opens on hover and links into the library; sub-paths redirect", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const hoverInvestors = () =>
    expect(async () => {
      // Hovering before hydration does nothing, so retry until the menu shows.
      await page.mouse.move(0, 0);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Investors" }).hover();
      await expect(page.getByText("Corporate Governance")).toBeVisible({ timeout: 1000 });
    }).toPass();
  await page.goto("/");
  await hoverInvestors();
  await page.getByRole("link", { name: "Annual Reports" }).click();
  await expect(page.getByRole("dialog", { name: "Annual Report" })).toBeVisible();

  await page.goto("/");
  await hoverInvestors();
  await page.getByRole("button", { name: "Credit Rating" }).click();
  await expect(page.getByRole("dialog", { name: "Under Working" })).toBeVisible();

  await page.goto("/investors/financial-results/quarterly-results");
  await expect(page).toHaveURL(/\/investors\?modalPath=Financial%20Result$/);
  await expect(page.getByRole("dialog", { name: "Financial Result" })).toBeVisible();
});
