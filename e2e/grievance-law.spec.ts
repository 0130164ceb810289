// Today's law and every legal clock, as a visitor meets them: a shareholder's
// complaint is answered within 21 days (and without an email the page is its
// only acknowledgement); the grievance page names the Reserve Bank –
// Integrated Ombudsman Scheme, 2026 and its ₹30 lakh in both languages; no
// built page and no email the run sent names the 2021 scheme; the
// accessibility statement is one click from every page's footer, in both
// languages, and axe-clean.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { readBuildSettings } from "#shared/build-settings";
import { addDays, formatDate } from "#shared/india-dates";
import { lawNames as en } from "#content/en/law";
import { lawNames as hi } from "#content/hi/law";
import { type CitedText, htmlText, lawCitationProblems, unresolvedCitations } from "#shared/law-check";
import { servedPagePaths } from "#shared/route-list";
import { mailTo } from "./mail-support";

test.use({ reducedMotion: "reduce" });

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const names = { en, hi };
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function live(page: Page, island: string) {
  const el = page.locator(`[data-island="${island}"]`);
  await el.scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-island="${island}"][data-live]`)).toBeAttached();
  return el;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a shareholder's complaint gets a 21-day answer-by date, SEBI's routes, and without an email an on-screen acknowledgement", async ({
  page,
}) => {
  await page.goto("/grievance-redressal");
  const form = await live(page, "complaint-form");
  await form.getByLabel(/Full name/).fill("Rohit Bhatia");
  await form.getByLabel(/Mobile number/).fill(`97${String(Date.now()).slice(-8)}`);
  // The email is optional: the mobile identifies the complainant.
  await expect(form.getByLabel(/Email address/)).not.toHaveAttribute("aria-required", "true");
  await expect(form.locator('label[for="complaint-email"]')).toContainText("(optional)");
  await form.getByLabel(/What is your complaint about/).selectOption("shareholder");
  const note = form.getByTestId("complaint-kind-note");
  await expect(note).toContainText("answers a shareholder's or investor's complaint within 21 days");
  await expect(note.getByRole("link", { name: /SEBI SCORES/ })).toHaveAttribute("href", "https://scores.sebi.gov.in");
  await expect(note.getByRole("link", { name: /SMART ODR/ })).toHaveAttribute("href", "https://smartodr.in");
  await form.getByLabel(/Your complaint/).fill("My final dividend for 2025-26 has not reached my bank account.");
  await axe(page);
  await form.getByRole("button", { name: "Submit complaint" }).click();
  const success = form.getByRole("status");
  await expect(success).toContainText("We have registered your complaint");
  await expect(success).toContainText(`We will answer you by ${formatDate(addDays(todayInIndia(), 21), MONTHS)}.`);
  await expect(success).toContainText("We will not email you about this complaint: this page is your acknowledgement.");
});

for (const [lang, prefix, lakh, asOf] of [
  ["en", "", "₹30 lakh", /^As of \d{1,2} [A-Z][a-z]+ \d{4}$/],
  ["hi", "/hi", "₹30 लाख", /^\d{1,2} \S+ \d{4} की स्थिति के अनुसार$/],
] as const) {
  test(`the grievance page in ${lang} names the 2026 scheme, its ₹30 lakh, and the date it was last checked`, async ({ page }) => {
    await page.goto(`${prefix}/grievance-redressal`);
    const ombudsman = page.locator("#ombudsman");
    await expect(ombudsman).toContainText(names[lang]["rb-ios-2026"]);
    await expect(ombudsman).toContainText(lakh);
    await expect(ombudsman).not.toContainText("2021");
    const reviewed = page.locator("time").filter({ hasText: asOf });
    await expect(reviewed).toBeVisible();
    await expect(reviewed).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  });
}

test("no built page, in any language, names the 2021 scheme or any repealed instrument, nor shows a citation token", () => {
  const client = path.join(readBuildSettings().buildDir, "client");
  const texts: CitedText[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(path.join(client, dir), { withFileTypes: true })) {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith(".html")) texts.push({ where: rel, text: htmlText(readFileSync(path.join(client, rel), "utf8")) });
    }
  };
  walk("");
  // Every page in both languages, the 404s too.
  expect(texts.length).toBeGreaterThanOrEqual(servedPagePaths("en").length * 2);
  expect(texts.some((t) => t.text.includes(hi["rb-ios-2026"]))).toBe(true);
  expect(lawCitationProblems(texts, { names: [en, hi] })).toEqual([]);
  expect(unresolvedCitations(texts)).toEqual([]);
});

test("the emails a complaint sends name the 2026 scheme and never the 2021 one, in Hindi and English", async ({ page }) => {
  const stamp = String(Date.now()).slice(-8);
  for (const [prefix, email, lang] of [
    ["/hi", `law-hi-${stamp}@example.in`, "hi"],
    ["", `law-en-${stamp}@example.in`, "en"],
  ] as const) {
    await page.goto(`${prefix}/grievance-redressal`);
    const form = await live(page, "complaint-form");
    await form.locator("#complaint-name").fill("Sunita Patil");
    await form.locator("#complaint-mobile").fill(`96${stamp}`);
    await form.locator("#complaint-email").fill(email);
    await form.locator("#complaint-category").selectOption("interest-and-charges");
    await form.locator("#complaint-description").fill("A penal charge was added to my interest rate in October.");
    await form.locator("button[type=submit]").click();
    await expect(form.getByRole("status")).toBeVisible();
    const mail = await mailTo(email, "UF-");
    const texts = [{ where: `${lang} acknowledgement`, text: `${mail.subject}\n${mail.text}` }];
    expect(mail.text).toContain(names[lang]["rb-ios-2026"]);
    expect(lawCitationProblems(texts, { names: [en, hi] })).toEqual([]);
    expect(unresolvedCitations(texts)).toEqual([]);
  }
});

for (const [lang, prefix, footerLink, heading] of [
  ["en", "", "Accessibility statement", "Accessibility Statement"],
  ["hi", "/hi", "सुलभता विवरण", "सुलभता विवरण"],
] as const) {
  test(`the accessibility statement in ${lang} is one click from the footer, says how to ask for help, and is axe-clean`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    await page.getByRole("contentinfo").getByRole("link", { name: footerLink }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/accessibility$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByText(/\(WCAG\) 2\.2/).first()).toBeVisible();
    const help = page.getByRole("link", { name: lang === "en" ? "File an accessibility complaint" : "सुलभता की शिकायत दर्ज करें" });
    await expect(help).toHaveAttribute("href", `${prefix}/grievance-redressal#complaint-heading`);
    await axe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await axe(page);
  });
}

test("no page scrolls sideways on a 390-pixel screen, in either language (as the accessibility statement says)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const wide: string[] = [];
  for (const p of [...servedPagePaths("en"), ...servedPagePaths("hi")]) {
    await page.goto(p);
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    if (scroll > client) wide.push(`${p}: ${scroll} > ${client}`);
  }
  expect(wide).toEqual([]);
});
