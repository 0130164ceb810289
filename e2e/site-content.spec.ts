// Content published from the console, live without a rebuild
// (docs/decisions/130-live-site-content.md): an HR person, invited with the
// staff CLI and signed in with a passkey in Chromium's virtual authenticator,
// publishes a new job opening in English and Hindi through the console's API.
// /career and /hi/career have it in their HTML before any script runs within
// 10 s of the publication's answer, and the pages hydrate with it (their
// scripts import the published content module, so React keeps the new text).
// On a server process of its own (its own database): the rest of the suite
// reads the build's openings from the shared one.
import { type Page, expect, test } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { rmSync } from "node:fs";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { e2eServerBundle, e2eServerEnv } from "../playwright.config";
import { addAuthenticator, inviteOn, type StaffServer } from "./staff-support";
import { gotoHydrated } from "./support";

const VISIBLE_WITHIN_MS = 10_000;
const database = path.join(os.tmpdir(), `site-e2e-content-${process.pid}.db`);
let server: ServerProcess | undefined;

test.beforeAll(async () => {
  server = await startServerProcess({ ...e2eServerEnv, SQLITE_PATH: database }, { bundle: e2eServerBundle });
});
test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status !== expectedStatus && server) console.error(`--- server (warnings and errors) ---\n${server.output()}`);
});
test.afterAll(async () => {
  await server?.stop();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(database + suffix, { force: true });
});

type Job = Record<string, unknown> & { id: string; title: string };

/** A new opening in both languages, named by `stamp`. */
function opening(stamp: string): { en: Job; hi: Job } {
  const en: Job = {
    id: `branch-credit-officer-${stamp}`,
    title: `Branch Credit Officer ${stamp}`,
    department: "Credit",
    office: "mumbai",
    type: "full-time",
    experience: "2 to 4 years",
    description: "Appraise small business loan proposals at our Mumbai branch and meet the borrowers whose accounts you assess.",
    responsibilities: ["Appraise proposals from walk-in borrowers"],
    datePosted: "2026-11-20",
    validThrough: "2027-02-28",
  };
  const hi: Job = {
    ...en,
    title: `ब्रांच क्रेडिट ऑफ़िसर ${stamp}`,
    department: "क्रेडिट",
    experience: "2 से 4 साल",
    description: "हमारी मुंबई शाखा में छोटे कारोबारों के लोन प्रस्तावों का आकलन करना और उन ग्राहकों से मिलना जिनके खाते आप जाँचते हैं।",
    responsibilities: ["शाखा में आए ग्राहकों के प्रस्तावों का आकलन"],
  };
  return { en, hi };
}

async function signInHr(page: Page, staff: StaffServer, stamp: string) {
  await addAuthenticator(page);
  await page.goto(inviteOn(staff, `hr.${stamp}@udyamitra.example`, "hr"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  // HR's first screen: the passkey is made and the session cookie set.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
}

test("a job opening published from the console is in /career and /hi/career, prerendered, within 10 s and without a rebuild", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}`.slice(-7);
  const { en: EN, hi: HI } = opening(stamp);
  const origin = server!.origin;
  const staff: StaffServer = { consoleOrigin: origin.replace("127.0.0.1", "localhost"), cliEnv: { ...process.env, SQLITE_PATH: database } };
  const staffPage = await browser.newPage({ baseURL: staff.consoleOrigin });
  await signInHr(staffPage, staff, stamp);

  // The console's calls: same origin, the session cookie of the signed-in page (Playwright's request
  // client keeps a Secure cookie to https, which Chromium sends to http://localhost as a secure context).
  const cookie = (await staffPage.context().cookies(staff.consoleOrigin)).map((c) => `${c.name}=${c.value}`).join("; ");
  const api = (method: "GET" | "PUT" | "POST", url: string, data?: object) =>
    staffPage.request.fetch(`${staff.consoleOrigin}/api/staff/content${url}`, {
      method,
      data,
      headers: { origin: staff.consoleOrigin, cookie },
    });
  const read = await api("GET", "/sections/jobs");
  expect(read.status(), await read.text()).toBe(200);
  const section = await read.json();
  const live = section.live as { en: Job[]; hi: Job[] };
  expect((await api("PUT", "/sections/jobs/draft", { value: { en: [...live.en, EN], hi: [...live.hi, HI] } })).status()).toBe(200);
  const published = await api("POST", "/sections/jobs/draft/publish", {});
  expect(published.status(), await published.text()).toBe(200);

  // The HTML as a crawler gets it: no script has run.
  const html = async (url: string) => (await staffPage.request.get(`${origin}${url}`)).text();
  await expect.poll(() => html("/career"), { timeout: VISIBLE_WITHIN_MS }).toContain(`>${EN.title}</h3>`);
  await expect.poll(() => html("/hi/career"), { timeout: VISIBLE_WITHIN_MS }).toContain(`>${HI.title}</h3>`);

  const noScript = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  const reader = await noScript.newPage();
  for (const [url, title] of [
    ["/career", EN.title],
    ["/hi/career", HI.title],
  ] as const) {
    await reader.goto(url);
    await expect(reader.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  await noScript.close();

  // With scripts: the page hydrates with the published module and keeps the opening, which works like the others.
  const visitor = await browser.newPage({ baseURL: origin, reducedMotion: "reduce" });
  await gotoHydrated(visitor, "/career");
  const card = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { level: 3, name: EN.title }) });
  await card.getByRole("button", { name: `Apply for ${EN.title}` }).click();
  await expect(visitor.getByRole("dialog")).toContainText(EN.title);
});
