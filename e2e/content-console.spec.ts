// The site edited from the console's screens (issue 33; docs/content-editing.md): people signed in with
// passkeys in Chromium's virtual authenticator, browsers in UTC (the console reads and takes India time).
// An HR person adds a job opening in English and Hindi, previews it and publishes it; a compliance officer's
// change to the penal charges waits for a second officer's approval; a rollback restores the previous text;
// an empty required Hindi field is refused on that field. On a server process of its own (its own database):
// the rest of the suite reads the build's content from the shared one.
import { type Browser, type Locator, type Page, expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { e2eServerBundle, e2eServerEnv } from "../playwright.config";
import { addAuthenticator, inviteOn, type StaffServer } from "./staff-support";
import { expectNoAxeViolations } from "./support";

const VISIBLE_WITHIN_MS = 10_000;
const database = path.join(os.tmpdir(), `site-e2e-content-console-${process.pid}.db`);
let server: ServerProcess | undefined;
let staff: StaffServer;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startServerProcess({ ...e2eServerEnv, SQLITE_PATH: database }, { bundle: e2eServerBundle });
  staff = { consoleOrigin: server.origin.replace("127.0.0.1", "localhost"), cliEnv: { ...process.env, SQLITE_PATH: database } };
});
test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status !== expectedStatus && server) console.error(`--- server (warnings and errors) ---\n${server.output()}`);
});
test.afterAll(async () => {
  await server?.stop();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(database + suffix, { force: true });
});

const stamp = `${Date.now()}`.slice(-7);

/** A person with `role`, signed in with a new passkey, in a browser of their own (UTC, as a server would be). */
async function signIn(browser: Browser, who: string, role: string, firstScreen: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: staff.consoleOrigin, timezoneId: "UTC", reducedMotion: "reduce" });
  const page = await context.newPage();
  await addAuthenticator(page);
  await page.goto(inviteOn(staff, `${who}.${stamp}@udyamitra.example`, role));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstScreen);
  return page;
}

async function openSection(page: Page, title: string) {
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Site content" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site content");
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

/** The same field in English and in Hindi. */
async function fillBoth(group: Locator, label: string, en: string, hi: string) {
  await group.getByLabel(`${label} (English)`, { exact: true }).fill(en);
  await group.getByLabel(`${label} (Hindi)`, { exact: true }).fill(hi);
}

const status = (page: Page) => page.getByRole("status");
const html = async (page: Page, url: string) => (await page.request.get(`${server!.origin}${url}`)).text();
const job = (page: Page, n: number) => page.getByRole("group", { name: `Job openings ${n}`, exact: true });

const TITLE = { en: `Branch Credit Officer ${stamp}`, hi: `ब्रांच क्रेडिट ऑफ़िसर ${stamp}` };
const RENAMED = `Senior Branch Credit Officer ${stamp}`;

test("an HR person adds a job opening in English and Hindi, previews it and publishes it: /career and /hi/career have it in their HTML within 10 s", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signIn(browser, "hr", "hr", "Leads");
  await openSection(page, "Job openings");
  const before = await page.getByRole("group", { name: /^Job openings \d+$/ }).count();
  await page.getByRole("button", { name: "Add to job openings" }).click();
  const item = job(page, before + 1);
  await fillBoth(item, "Id", `branch-credit-officer-${stamp}`, `branch-credit-officer-${stamp}`);
  await fillBoth(item, "Title", TITLE.en, TITLE.hi);
  await fillBoth(item, "Department", "Credit", "क्रेडिट");
  await fillBoth(item, "Office", "mumbai", "mumbai");
  await fillBoth(item, "Experience", "2 to 4 years", "2 से 4 साल");
  await fillBoth(
    item,
    "Description",
    "Appraise small business loan proposals at our Mumbai branch and meet the borrowers whose accounts you assess.",
    "हमारी मुंबई शाखा में छोटे कारोबारों के लोन प्रस्तावों का आकलन करना और उन ग्राहकों से मिलना जिनके खाते आप जाँचते हैं।",
  );
  await fillBoth(item, "Responsibilities 1", "Appraise proposals from walk-in borrowers", "शाखा में आए ग्राहकों के प्रस्तावों का आकलन");
  await fillBoth(item, "Date posted", "2026-11-20", "2026-11-20");
  await fillBoth(item, "Valid through", "2027-02-28", "2027-02-28");

  // Preview: the real pages with the draft, in a frame, both languages, phone and desktop width.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.locator("iframe")).toHaveAttribute("title", "Preview of /career (English) at phone width");
  await expect(preview.frameLocator("iframe").getByRole("heading", { level: 3, name: TITLE.en })).toBeVisible({ timeout: 20_000 });
  await preview.getByRole("button", { name: "Show /hi/career (Hindi)" }).click();
  await preview.getByRole("button", { name: "Desktop width" }).click();
  await expect(preview.locator("iframe")).toHaveAttribute("title", "Preview of /hi/career (Hindi) at desktop width");
  await expect(preview.frameLocator("iframe").getByRole("heading", { level: 3, name: TITLE.hi })).toBeVisible({ timeout: 20_000 });
  // Not live yet.
  expect(await html(page, "/career")).not.toContain(TITLE.en);

  // The frame's own page is the public site's (its own axe checks); the editor around it is checked here.
  await expect(preview.getByRole("group", { name: /^Preview frame/ })).toBeVisible();
  await preview.getByRole("button", { name: "Close the preview" }).click();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(status(page)).toHaveText("Published: version 1 is live.", { timeout: 60_000 });
  // The HTML as a crawler gets it: no script has run.
  await expect.poll(() => html(page, "/career"), { timeout: VISIBLE_WITHIN_MS }).toContain(`>${TITLE.en}</h3>`);
  await expect.poll(() => html(page, "/hi/career"), { timeout: VISIBLE_WITHIN_MS }).toContain(`>${TITLE.hi}</h3>`);

  // A rollback restores the previous text: version 2 renames the opening, restoring version 1 brings the name back.
  await job(page, before + 1)
    .getByLabel("Title (English)", { exact: true })
    .fill(RENAMED);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(status(page)).toHaveText("Published: version 2 is live.", { timeout: 60_000 });
  await expect.poll(() => html(page, "/career"), { timeout: VISIBLE_WITHIN_MS }).toContain(`>${RENAMED}</h3>`);
  const history = page.getByRole("region", { name: "Published versions" });
  await history.getByRole("button", { name: "Show changes in version 2" }).click();
  await expect(history.getByRole("insertion").first()).toContainText("added: Senior");
  await expect(history.getByText(/English, item .*title/)).toBeVisible();
  await history.getByRole("button", { name: "Restore version 1" }).click();
  await expect(status(page)).toHaveText("Version 1 is live again, as version 3.", { timeout: 60_000 });
  await expect.poll(() => html(page, "/career"), { timeout: VISIBLE_WITHIN_MS }).toContain(`>${TITLE.en}</h3>`);
  expect(await html(page, "/career")).not.toContain(RENAMED);
  await page.context().close();
});

test("an edit with an empty required Hindi field is refused on that field, and the editor works at 390 px", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signIn(browser, "hr2", "hr", "Leads");
  await page.setViewportSize({ width: 390, height: 844 });
  await openSection(page, "Job openings");
  await expectNoAxeViolations(page);
  const first = job(page, 1);
  const english = await first.getByLabel("Title (English)", { exact: true }).inputValue();
  await first.getByLabel("Title (Hindi)", { exact: true }).fill("");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("This change cannot go live: correct the fields named below.");
  const field = first.getByLabel("Title (Hindi)", { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/\S/);
  await expect(first.getByLabel("Title (English)", { exact: true })).not.toHaveAttribute("aria-invalid");
  expect(await html(page, "/career")).toContain(`>${english}</h3>`);
  // 390 px wide: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // Publish at a time typed in India time, read back in India time, in a browser whose clock is UTC.
  await first.getByLabel("Title (Hindi)", { exact: true }).fill(`${english} (हिंदी)`);
  await page.getByLabel("Publish at (India time; leave empty for now)").fill("2027-01-15T09:00");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(status(page)).toHaveText("Scheduled: it goes live at 15 Jan 2027, 9:00 am (India time).", { timeout: 60_000 });
  await expect(page.getByRole("region", { name: "Open change" })).toContainText("Goes live at 15 Jan 2027, 9:00 am (India time).");
  await page.getByRole("button", { name: "Cancel the schedule" }).click();
  await expect(status(page)).toHaveText("The schedule is cancelled: it is a draft again.");
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(status(page)).toHaveText("Draft discarded.");
  await page.context().close();
});

test("a content editor uploads an image with its description in English and in Hindi", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signIn(browser, "writer", "content", "Site content");
  await openSection(page, "Lending partners");
  const images = page.getByRole("region", { name: "Images" });
  const logo = await sharp({ create: { width: 640, height: 240, channels: 3, background: { r: 11, g: 37, b: 69 } } })
    .png()
    .toBuffer();
  const name = `partner-acme-${stamp}`;
  await images.getByLabel(/^Image/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await images.getByLabel(/^Name/).fill(name);
  await images.getByLabel("Where it goes").selectOption("partner-logo");
  await images.getByLabel("Description for people who cannot see it (English)").fill("Acme Capital's logo");
  // Hindi left in English: refused on the Hindi description.
  await images.getByLabel("Description for people who cannot see it (Hindi)").fill("Acme Capital's logo");
  await images.getByRole("button", { name: "Upload image" }).click();
  const hindi = images.getByLabel("Description for people who cannot see it (Hindi)");
  await expect(hindi).toHaveAttribute("aria-invalid", "true");
  await expect(hindi).toHaveAccessibleDescription("The Hindi description must be written in Hindi.");
  await hindi.fill("एक्मी कैपिटल का लोगो");
  await images.getByRole("button", { name: "Upload image" }).click();
  await expect(status(page)).toHaveText(`Image ${name} uploaded: name it in a section to show it.`, { timeout: 60_000 });
  await expect(images.getByRole("listitem").filter({ hasText: name })).toContainText("(partner-logo, 640×240): Acme Capital's logo");
  // The section's image fields offer it by name.
  const offered = await page.getByLabel("Logo (English)").first().getAttribute("list");
  expect(offered).toBeTruthy();
  await expect(page.locator(`[id="${offered}"] option[value="${name}"]`)).toHaveCount(1);
  await page.context().close();
});

test("a compliance officer's change to the penal charges is live only once a second officer approves it, and the audit trail names both", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const section = "Disclosures: rates and charges";
  const amount = { en: `2% a month on the overdue instalment ${stamp}`, hi: `बकाया किस्त पर 2% प्रति माह ${stamp}` };
  const first = await signIn(browser, "compliance-a", "compliance", "Site content");
  await openSection(first, section);
  const charges = first.getByLabel("Charge (English)", { exact: true });
  const values = await charges.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const penal = values.indexOf("Penal charges");
  expect(penal).toBeGreaterThanOrEqual(0);
  const row = first.getByRole("group", { name: `Rows ${penal + 1}`, exact: true });
  await fillBoth(row, "Amount", `${amount.en} (first wording)`, `${amount.hi} (पहला)`);
  const sendForApproval = async () => {
    await first.getByRole("button", { name: "Send for approval" }).click();
    await expect(status(first)).toHaveText("Sent for approval. A second compliance officer must approve it before it goes live.", {
      timeout: 60_000,
    });
    await expect(first.getByRole("region", { name: "Open change" })).toContainText("Awaiting approval");
    await expect(first.getByText("Waiting for a second compliance officer to approve it.")).toBeVisible();
  };
  await sendForApproval();
  await expect(first.getByRole("button", { name: "Approve and publish" })).toHaveCount(0);
  expect(await html(first, "/disclosures")).not.toContain(amount.en);
  // Its author edits it in place while it waits: saved, it is a draft again (the request lapses), then sent again.
  await fillBoth(row, "Amount", amount.en, amount.hi);
  await first.getByRole("button", { name: "Save draft" }).click();
  await expect(status(first)).toHaveText("Draft saved. It is a draft again: send it for approval once it is ready.");
  await expect(first.getByRole("region", { name: "Open change" })).toContainText("Draft,");
  await expect(first.getByRole("region", { name: "Open change" })).not.toContainText("Sent for approval by");
  await sendForApproval();

  const second = await signIn(browser, "compliance-b", "compliance", "Site content");
  await openSection(second, section);
  await expect(second.getByRole("region", { name: "Changes from the live version" })).toContainText(stamp);
  // The approver's screen, read on a phone: no sideways scrolling, nothing axe finds.
  await second.setViewportSize({ width: 390, height: 844 });
  expect(await second.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(second);
  // Sent back with a reason: a draft of its author's again, the reason on it; sent again, then approved.
  await second.getByLabel("Reason for sending it back").fill("Quote the board resolution's wording.");
  await second.getByRole("button", { name: "Send back" }).click();
  await expect(status(second)).toHaveText("Sent back to its editor.");
  await first.reload();
  await expect(first.getByRole("region", { name: "Open change" })).toContainText(
    `Sent back by compliance-b.${stamp}@udyamitra.example: Quote the board resolution's wording.`,
  );
  await first.getByRole("button", { name: "Send for approval" }).click();
  await expect(status(first)).toHaveText(/^Sent for approval/, { timeout: 60_000 });
  await second.reload();
  await second.getByRole("button", { name: "Approve and publish" }).click();
  await expect(status(second)).toHaveText("Approved and published: version 1 is live.", { timeout: 60_000 });
  await expect.poll(() => html(second, "/disclosures"), { timeout: VISIBLE_WITHIN_MS }).toContain(amount.en);
  await expect.poll(() => html(second, "/hi/disclosures"), { timeout: VISIBLE_WITHIN_MS }).toContain(amount.hi);
  await expect(second.getByRole("region", { name: "Published versions" })).toContainText(
    `approved by compliance-b.${stamp}@udyamitra.example`,
  );

  const admin = await signIn(browser, "admin", "admin", "People");
  await admin.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit trail" }).click();
  await admin.getByRole("combobox", { name: /^Person/ }).selectOption({ label: `compliance-b.${stamp}` });
  await admin.getByRole("button", { name: "Apply filters" }).click();
  const published = admin
    .getByRole("region", { name: "Audit rows" })
    .getByRole("row")
    .filter({ hasText: "published version 1 of section" });
  await expect(published).toContainText(`sent by compliance-a.${stamp} and approved by compliance-b.${stamp}`);
  for (const p of [first, second, admin]) await p.context().close();
});
