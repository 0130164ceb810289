// A complaint from filing to the annual report, end to end: filed in Hindi on
// the public page; the acknowledgement reaches the test mail server in Hindi
// with a private link that shows the complaint without the form; a grievance
// officer publishes an update, which the tracker and a second email show; a
// rejection waits for a second officer (the proposer's own approval is
// refused); the report table counts the complaint. axe on every console screen.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { e2eDatabase } from "../playwright.config";
import { mailWhere } from "./mail-support";
import { addAuthenticator, invite } from "./staff-support";
import { expectNoAxeViolations as axe, exportLeads } from "./support";

const port = Number(process.env.E2E_PORT ?? 4173);
const consoleOrigin = `http://localhost:${port}`;
const dbEnv = {
  ...process.env,
  SQLITE_PATH: e2eDatabase,
  ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
};

test.use({ reducedMotion: "reduce" });

function cli(...args: string[]): string {
  return execFileSync("npm", ["run", "--silent", ...args], { env: dbEnv, encoding: "utf8" });
}

const inIndia = (instant: number) => new Date(instant + 330 * 60_000).toISOString().slice(0, 10);
const todayInIndia = () => inIndia(Date.now());
const report = () =>
  JSON.parse(cli("leads", "--", "complaints-report", "--from", todayInIndia(), "--to", todayInIndia())) as {
    received: number;
    rejected: number;
    disposed: number;
  };

/** An officer invited from the CLI, signed in with a passkey in a browser of their own. */
async function officer(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await addAuthenticator(page);
  await page.goto(invite(email, "grievance"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complaints");
  return page;
}

async function openComplaint(page: Page, reference: string) {
  await page.getByLabel("Search (reference or mobile)").fill(reference);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${reference}`);
}

test("a Hindi complaint from filing to the report, with a second officer for the rejection", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const before = report();
  const stamp = String(Date.now());
  const mobile = `9${stamp.slice(-9)}`;
  const email = `sunita.${stamp}@example.in`;

  // Filed in Hindi on the public page.
  await page.goto("/hi/grievance-redressal");
  const form = page.locator('[data-island="complaint-form"]');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="complaint-form"][data-live]')).toBeAttached();
  await form.getByLabel(/पूरा नाम/).fill("Sunita Patil");
  await form.getByLabel(/मोबाइल नंबर/).fill(mobile);
  await form.getByLabel(/ईमेल पता/).fill(email);
  await form.getByLabel(/आपकी शिकायत किस बारे में है/).selectOption("recovery-conduct");
  await form
    .getByLabel(/^आपकी शिकायत/)
    .last()
    .fill("एजेंट ने लगातार तीन दिन रात 8 बजे के बाद फ़ोन किया।");
  await form.getByRole("button", { name: "शिकायत भेजें" }).click();
  const success = form.getByRole("status");
  await expect(success).toContainText("आपकी शिकायत दर्ज हो गई है");
  const reference = /UF-[0-9A-Z]{6}/.exec((await success.textContent()) ?? "")![0];

  // The acknowledgement, in Hindi, with the private link.
  const ack = await mailWhere(
    (m) => m.envelope.to.includes(email) && m.subject === `शिकायत ${reference} दर्ज हो गई है`,
    "the acknowledgement",
  );
  expect(ack.text).toContain(`रेफ़रेंस नंबर: ${reference}`);
  expect(ack.text).toContain("gro@udyamitra.example");
  const token = /#track=([\w-]{43})/.exec(ack.text)![1]!;
  const byLink = async (status: string) => {
    // A fresh load, as from the email (a changed fragment alone would not reload the page).
    await page.goto("about:blank");
    await page.goto(`/hi/grievance-redressal#track=${token}`);
    const result = page.locator('[data-island="complaint-tracker"]').getByRole("heading", { name: `शिकायत ${reference}` });
    await expect(result).toBeVisible();
    await expect(page.locator('[data-island="complaint-tracker"]').getByText(status, { exact: true })).toBeVisible();
    // The token leaves the address bar once read.
    expect(new URL(page.url()).hash).toBe("");
  };
  await byLink("दर्ज हो गई");

  // An officer publishes an update: the tracker and a second email show it.
  const asha = await officer(browser, `asha.${stamp}@udyamitra.example`);
  await axe(asha);
  await openComplaint(asha, reference);
  await axe(asha);
  const update = `We have stopped calls after 7 pm (${stamp}).`;
  await asha.getByLabel("Reply", { exact: true }).fill(update);
  await asha.getByRole("button", { name: "Send reply", exact: true }).click();
  await expect(asha.getByRole("status")).toHaveText("Reply sent to the complainant.");
  const second = await mailWhere(
    (m) => m.envelope.to.includes(email) && m.subject === `आपकी शिकायत ${reference} पर नई जानकारी`,
    "the update email",
  );
  expect(second.text).toContain(update);
  await byLink("दर्ज हो गई");
  await expect(page.getByText(update)).toBeVisible();

  // A rejection waits for a second officer; the proposer cannot approve it.
  await asha.getByLabel("Reason the complainant will read").fill("The calls came from a number that is not ours.");
  await asha.getByRole("button", { name: "Propose rejection" }).click();
  await expect(asha.getByRole("status")).toHaveText(
    "Rejection proposed: the other officers are emailed, and a second one must approve it.",
  );
  await expect(asha.getByText("You proposed it: another officer must approve it.")).toBeVisible();
  await expect(asha.getByRole("button", { name: "Approve the rejection" })).toHaveCount(0);
  const detail = (await (await asha.request.get(`${consoleOrigin}/api/staff/complaints/${reference}`)).json()) as { version: number };
  const own = await asha.request.post(`${consoleOrigin}/api/staff/complaints/${reference}/rejection/approve`, {
    data: { version: detail.version },
    headers: { origin: consoleOrigin },
  });
  expect(own.status()).toBe(403);
  expect((await own.json()).error).toBe("You proposed this rejection; a second officer must approve it.");
  await byLink("कार्रवाई जारी है");

  const ravi = await officer(browser, `ravi.${stamp}@udyamitra.example`);
  await openComplaint(ravi, reference);
  await ravi.getByRole("button", { name: "Approve the rejection" }).click();
  await expect(ravi.getByRole("status")).toHaveText("Rejection approved.");
  await axe(ravi);
  // The detail at phone width: usable and axe-clean too.
  await ravi.setViewportSize({ width: 390, height: 800 });
  await expect(ravi.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${reference}`);
  await axe(ravi);
  await ravi.setViewportSize({ width: 1280, height: 900 });
  await byLink("अस्वीकार की गई");

  // The report counts it: received today, disposed of and rejected today. Other specs file complaints while this
  // one runs, so "received" is held against the complaints stored today, read between two reports (which only
  // grow); "rejected" likewise grows by this one at least (e2e/grievance-desk.spec.ts rejects one too, maybe meanwhile).
  const after = report();
  const filedToday = exportLeads("complaints", dbEnv).filter((r) => inIndia(Date.parse(String(r.createdAt))) === todayInIndia());
  const later = report();
  expect(filedToday.map((r) => r.reference)).toContain(reference);
  expect(after.received).toBeGreaterThan(before.received);
  expect(filedToday.length).toBeGreaterThanOrEqual(after.received);
  expect(filedToday.length).toBeLessThanOrEqual(later.received);
  expect(after.rejected).toBeGreaterThanOrEqual(before.rejected + 1);
  await ravi.goto(`${consoleOrigin}/staff/complaints/report?from=${todayInIndia()}&to=${todayInIndia()}`);
  await expect(ravi.getByRole("heading", { level: 1 })).toHaveText("Complaints: annual report table");
  await expect(ravi.getByText("2. Received during the period")).toBeVisible();
  await axe(ravi);
  const download = ravi.waitForEvent("download");
  await ravi.getByRole("button", { name: "Download CSV" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  const shown = Number(/^2,Number of complaints received during the period,(\d+)\r$/m.exec(csv)?.[1]);
  expect(shown).toBeGreaterThanOrEqual(after.received);
  expect(shown).toBeLessThanOrEqual(report().received);

  // The screens at phone width.
  await ravi.setViewportSize({ width: 390, height: 800 });
  await axe(ravi);
  await ravi.goto(`${consoleOrigin}/staff/complaints?status=all&q=${reference}`);
  await expect(ravi.getByRole("link", { name: reference })).toBeVisible();
  await axe(ravi);
});
