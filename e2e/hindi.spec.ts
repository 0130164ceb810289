// The Hindi site as a visitor gets it: every page under /hi in Hindi (no
// English phrase left outside names, titles and terms that stay in Latin
// letters), drawn in a Devanagari font, accessible, and linked both ways to
// the same page in English, with and without JavaScript.
import { expect, type Page, type Response, test } from "@playwright/test";
import { formsCopy } from "#content/en/form-words/common";
import { newsletterCopy } from "#content/en/form-words/newsletter";
import { footerCopy, underWorkingCopy } from "#content/en/shell";
import { allowedLatin } from "#content/hi/allowed-latin";
import { type LatinAllowList, latinRuns } from "#shared/latin-runs";
import { LOCALES } from "#shared/locales";
import { servedPagePaths } from "#shared/route-list";
import type { DocumentFolder } from "#shared/documents/tree";
import { documentTree } from "../app/generated/documents";
import { expectNoAxeViolations, exportLeads } from "./support";

test.use({ reducedMotion: "reduce" });

const DEVANAGARI = /[\u0900-\u097F]/;
/** Families that draw Devanagari on the platforms we name in app/app.css. */
const DEVANAGARI_FONT = /Devanagari|Kohinoor|Nirmala|Mangal|Lohit/;

/** Investor documents keep their own (English) names on Hindi pages too. */
function documentNames(folder: DocumentFolder): string[] {
  return [folder.name, ...folder.files.map((f) => f.name), ...folder.folders.flatMap(documentNames)].filter(Boolean);
}
const allow: LatinAllowList = { phrases: [...allowedLatin.phrases, ...documentNames(documentTree)], words: allowedLatin.words };

/**
 * What a visitor reads or hears on the page: every text node and every
 * alt, aria-label, title and placeholder, except inside an element marked
 * as another language (lang="en" on a document's name, the switch to
 * English). Each piece is checked apart, so two elements never join into
 * one "sentence".
 */
function readableText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isHindi = (el: Element) => (el.closest("[lang]")?.getAttribute("lang") ?? "").startsWith("hi");
    const pieces: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript") || !isHindi(parent)) continue;
      if (node.textContent?.trim()) pieces.push(node.textContent);
    }
    for (const el of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
      if (!isHindi(el)) continue;
      for (const attr of ["alt", "aria-label", "title", "placeholder"]) {
        const value = el.getAttribute(attr);
        if (value?.trim()) pieces.push(value);
      }
    }
    return pieces;
  });
}

/**
 * The fonts Chromium actually drew the h1 with (system fonts cannot be asked
 * through document.fonts). Glyphs for Devanagari letters must come from a
 * Devanagari family: any more glyphs from other families than the heading
 * has Latin letters, digits, spaces and punctuation would be tofu.
 */
async function h1Fonts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}

/** React has hydrated the page (app/entry.client.tsx marks <html>; the scripts start after the first frame). */
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

for (const path of servedPagePaths("hi")) {
  test(`${path} is Hindi throughout, in a Devanagari font, with no axe violations`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(DEVANAGARI);
    await expect(page).toHaveTitle(DEVANAGARI);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", DEVANAGARI);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");
    await hydrated(page);

    expect((await readableText(page)).flatMap((t) => latinRuns(t, allow, LOCALES.hi.script))).toEqual([]);

    const fonts = await h1Fonts(page);
    const text = (await h1.textContent()) ?? "";
    const notDevanagari = [...text].filter((c) => !DEVANAGARI.test(c)).length;
    const deva = fonts.filter((f) => DEVANAGARI_FONT.test(f.familyName));
    expect(
      deva.reduce((n, f) => n + f.glyphCount, 0),
      JSON.stringify(fonts),
    ).toBeGreaterThan(0);
    expect(
      fonts.filter((f) => !DEVANAGARI_FONT.test(f.familyName)).reduce((n, f) => n + f.glyphCount, 0),
      JSON.stringify(fonts),
    ).toBeLessThanOrEqual(notDevanagari);

    await expectNoAxeViolations(page);
  });
}

test('the check above sees English that a component adds to a Hindi page, and respects lang="en"', async ({ page }) => {
  await page.goto("/hi/about");
  await hydrated(page);
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML(
      "beforeend",
      '<p>Please contact our team today</p><p lang="en">Memorandum of Association and Articles</p><img alt="Our office in Mumbai at night">',
    );
  });
  expect((await readableText(page)).flatMap((t) => latinRuns(t, allow, LOCALES.hi.script))).toEqual([
    "Please contact our team today",
    "Our office in Mumbai at night",
  ]);
});

test("a Hindi page loads only Hindi copy: none of its scripts, lazy ones included, carries English sentences", async ({ page }) => {
  // Each script's text is read as it arrives and awaited before the checks: a handler that awaited it itself could
  // still be reading when the test ended ("response.text: Test ended", a flaky failure).
  const reading: Promise<{ url: string; text: string }>[] = [];
  const onResponse = (r: Response) => {
    if (r.url().endsWith(".js")) reading.push(r.text().then((text) => ({ url: r.url(), text })));
  };
  page.on("response", onResponse);
  await page.goto("/hi/career");
  await hydrated(page);
  // Scrolling to the footer loads the lazy islands (the sign-up form among them).
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "सब्सक्राइब करें" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const scripts = await Promise.all(reading);
  expect(scripts.length).toBeGreaterThan(5);
  for (const english of [footerCopy.disclaimer, formsCopy.correctErrors, underWorkingCopy.lines[0]!, newsletterCopy.success.text]) {
    expect(
      scripts.filter((js) => js.text.includes(english)).map((js) => js.url),
      english,
    ).toEqual([]);
  }
});

test("each Hindi page names its English twin and itself as alternates, and the sitemap lists both", async ({ page, request }) => {
  await page.goto("/hi/about");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https:\/\/[^/]+\/hi\/about$/);
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute("href", /\/hi\/about$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute("href", /[^i]\/about$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /[^i]\/about$/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const p of servedPagePaths("hi")) expect(sitemap).toContain(`${p}</loc>`);
});

test("structured data is in Hindi on Hindi pages", async ({ page }) => {
  await page.goto("/hi");
  const org = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(org).toMatchObject({ "@type": "FinancialService", inLanguage: "hi" });
  expect(org.description).toMatch(DEVANAGARI);
  await page.goto("/hi/career");
  const all = await page.locator('script[type="application/ld+json"]').allTextContents();
  const postings = all.map((j) => JSON.parse(j)).filter((j) => j["@type"] === "JobPosting");
  expect(postings.length).toBeGreaterThan(0);
  for (const p of postings) expect(p.title).toMatch(DEVANAGARI);
});

test("the switch goes from an English page to the same page in Hindi and back", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  await page.getByRole("banner").getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("उद्यमित्र फ़ाइनेंस के बारे में");
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Udyamitra Finance");
});

test("the switch keeps an open investor folder open in the other language", async ({ page }) => {
  await page.goto("/investors?modalPath=Annual%20Report");
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole("dialog", { name: "Annual Report" })).toBeVisible();
  // The open modal makes the header inert, so follow the switch's address as a click would.
  const toHindi = page.locator('header a[hreflang="hi"]');
  await expect(toHindi).toHaveAttribute("href", "/hi/investors?modalPath=Annual%20Report");
  await page.goto((await toHindi.getAttribute("href"))!);
  // The category is named in Hindi (content/hi folderNames); the link keeps its on-disk name.
  const dialog = page.getByRole("dialog", { name: "वार्षिक रिपोर्ट" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "बंद करें" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "वार्षिक रिपोर्ट के फ़ोल्डर" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.locator('header a[hreflang="en-IN"]')).toHaveAttribute("href", "/investors?modalPath=Annual%20Report");
});

test("the drawer on a phone has the switch too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hi/career");
  await hydrated(page);
  await page.getByRole("button", { name: "मेनू खोलें" }).click();
  await page.getByRole("dialog", { name: "मेनू" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/career$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch is in the prerendered page and works both ways", async ({ page }) => {
    await page.goto("/lending-partners");
    await page.getByRole("banner").getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/lending-partners$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("लेंडिंग पार्टनर");
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/lending-partners$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lending Partners");
  });
});

test("an unknown /hi address answers 404 with the Hindi not-found page", async ({ page }) => {
  const res = await page.goto("/hi/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("link", { name: "होम पेज पर जाएँ" }).click();
  await expect(page).toHaveURL(/\/hi$/);
});

test("a loan enquiry from the Hindi Products page is checked in Hindi and stored with its language", async ({ page }) => {
  await page.goto("/hi/product");
  await page.getByRole("button", { name: "शुरू करें" }).click();
  const d = page.getByRole("dialog", { name: "बताएँ, आपके कारोबार को क्या चाहिए" });
  await d.getByRole("button", { name: "पूछताछ भेजें" }).click();
  const alert = d.getByRole("alert");
  await expect(alert).toContainText("कृपया ये गलतियाँ ठीक करें:");
  for (const m of ["पूरा नाम लिखना ज़रूरी है", "मोबाइल नंबर लिखना ज़रूरी है", "कृपया लोन की रकम लिखें"])
    await expect(alert.getByText(m)).toBeVisible();
  await expectNoAxeViolations(page);
  const company = `शाह टेक्सटाइल्स ${Date.now()}`;
  await d.getByLabel(/आपका नाम/).fill("रवि शाह");
  await d.getByLabel(/मोबाइल नंबर/).fill("9812345678");
  await d.getByLabel(/कारोबार का नाम/).fill(company);
  await d.getByLabel(/शहर/).fill("सूरत");
  await d.getByLabel(/कौन-सा लोन/).selectOption({ label: "मशीनरी फ़ाइनेंस" });
  await d.getByLabel(/लोन की रकम/).fill("25,00,000");
  await d.getByRole("button", { name: "पूछताछ भेजें" }).click();
  await expect(d.getByText("पूछताछ के लिए धन्यवाद!")).toBeVisible();
  expect(exportLeads("loans").find((r) => r.company === company)).toMatchObject({
    lang: "hi",
    city: "सूरत",
    product: "machinery-finance",
    amount: 2500000,
  });
});
