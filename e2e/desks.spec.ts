// The secretary's, privacy officer's and administrator's desks (issue 31) in
// Chromium with the browser's zone set to UTC, against the built server: a
// PDF scheduled in India time appears in the library at that India time and
// the next batch goes at once; a replacement asks for confirmation and keeps
// its note; a correction picked by its label; a loan enquirer found by mobile;
// the audit trail in names and words. axe and 390 px on every screen.
import { type Page, expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { PDFDocument } from "pdf-lib";
import { linkIn, mailTo } from "./mail-support";
import { addAuthenticator, cliEnv, consoleOrigin, openDocument } from "./staff-support";
import { expectNoAxeViolations as axe } from "./support";

// A secretary whose laptop is set to UTC: what she types as India time must still be India time.
test.use({ timezoneId: "UTC", reducedMotion: "reduce" });

const IST_MS = 330 * 60_000;

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return Buffer.from(await doc.save());
}

/** An invitation with the person's name (the staff CLI's --name), on the console's origin. */
function inviteNamed(email: string, name: string, ...roles: string[]): string {
  const args = ["run", "--silent", "staff", "--", "invite", email, "--name", name, ...roles.flatMap((r) => ["--role", r])];
  const out = execFileSync("npm", args, { env: cliEnv, encoding: "utf8" });
  const url = new URL(out.trim().split("\n").at(-1)!.trim());
  return `${consoleOrigin}${url.pathname}${url.hash}`;
}

/** Usable on a 390 px phone: nothing wider than the screen (the page does not scroll sideways). */
async function fitsPhone(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
  await page.setViewportSize(size);
}

/** "3:40 pm" of an instant in India, as the console writes it (any case: ICU builds differ). */
function istClock(ms: number): RegExp {
  const d = new Date(ms + IST_MS);
  const h = d.getUTCHours();
  const m = String(d.getUTCMinutes()).padStart(2, "0");
  return new RegExp(`${h % 12 || 12}:${m}\\s?${h < 12 ? "am" : "pm"}`, "i");
}

test("a secretary on a UTC laptop schedules in India time, the next batch goes now, and a replacement is confirmed with a note", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = String(Date.now());
  const folder = `Desk ${stamp}`;
  await addAuthenticator(page);
  await page.goto(inviteNamed(`cs.desk.${stamp}@udyamitra.example`, "Kavita Menon", "secretarial"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Investor documents");

  // The next whole minute at least 90 s away, typed as India's wall clock.
  const at = Math.ceil((Date.now() + 90_000) / 60_000) * 60_000;
  const typed = new Date(at + IST_MS).toISOString().slice(0, 16);
  const scheduled = `Scheduled notice ${stamp}`;
  await page.getByLabel("PDFs (one or more, at most 50 MB each)").setInputFiles({
    name: `Scheduled_notice_${stamp}.pdf`,
    mimeType: "application/pdf",
    buffer: await pdf("scheduled"),
  });
  const row = page.getByRole("group", { name: /^File 1 of 1/ });
  // Today in India, not blank and not the UTC date.
  await expect(row.getByLabel("Disclosure date")).toHaveValue(new Date(Date.now() + IST_MS).toISOString().slice(0, 10));
  await row.getByLabel("Title", { exact: true }).fill(scheduled);
  await page.getByRole("combobox", { name: /^Category/ }).selectOption("Corporate Announcements");
  await page.getByLabel("Folder inside the category (optional, e.g. 2025-26)").fill(folder);
  await page.getByLabel(/^Publish at/).fill(typed);
  // Shown back in India time before publishing, on the button too.
  await expect(page.getByText(/^Publishes at .* India time \(IST\)\.$/)).toContainText(istClock(at));
  const button = page.getByRole("button", { name: new RegExp(`^Publish: 1 file → Corporate Announcements / ${folder}, at `) });
  await expect(button).toContainText(istClock(at));
  await axe(page);
  await fitsPhone(page);
  await button.click();
  await expect(page.getByRole("heading", { name: "Upload results: 1 published" })).toBeFocused();
  await expect(page.getByText(`Published: ${scheduled}`)).toContainText(istClock(at));
  const live = async () => ((await (await page.request.get("/api/documents/live")).json()) as { documents: { title: string }[] }).documents;
  expect((await live()).map((d) => d.title)).not.toContain(scheduled);

  // The schedule was that batch's: the next file goes now, into the same folder.
  await expect(page.getByLabel(/^Publish at/)).toHaveValue("");
  const now = `Board outcome ${stamp}`;
  const nowFile = `Board-Outcome ${stamp}.pdf`;
  await page.getByLabel("PDFs (one or more, at most 50 MB each)").setInputFiles({
    name: nowFile,
    mimeType: "application/pdf",
    buffer: await pdf("first version"),
  });
  await page
    .getByRole("group", { name: /^File 1 of 1/ })
    .getByLabel("Title", { exact: true })
    .fill(now);
  await page.getByRole("button", { name: `Publish: 1 file → Corporate Announcements / ${folder}, now` }).click();
  await expect(page.getByRole("heading", { name: "Upload results: 1 published" })).toBeFocused();
  expect((await live()).map((d) => d.title)).toContain(now);

  // A replacement: both files side by side, and nothing changes until a note is given and it is confirmed.
  const item = await openDocument(page, now);
  await item.getByLabel("Replace with a new PDF").setInputFiles({
    name: `Board outcome corrected ${stamp}.pdf`,
    mimeType: "application/pdf",
    buffer: await pdf("corrected version"),
  });
  const dialog = page.getByRole("dialog", { name: `Replace “${now}”?` });
  await expect(dialog).toContainText(nowFile);
  await expect(dialog).toContainText(`Board outcome corrected ${stamp}.pdf`);
  await expect(dialog.getByText(/, 1 page$/)).toHaveCount(2);
  await axe(page);
  await dialog.getByLabel(/^What changed/).fill("Resolution 4 wording corrected");
  await dialog.getByRole("button", { name: "Replace the document" }).click();
  await expect(page.getByRole("status")).toHaveText(`${nowFile} replaced: version 2 is live.`);
  await item.getByText("Versions (2)").click();
  const v2 = item.getByRole("row").filter({ hasText: "Resolution 4 wording corrected" });
  await expect(v2).toContainText("Kavita Menon");
  await expect(v2.getByText("Kavita Menon")).toHaveAttribute("title", `cs.desk.${stamp}@udyamitra.example`);

  // At the India time typed, and not before, it is in the library.
  await expect.poll(async () => (await live()).map((d) => d.title), { timeout: 240_000, intervals: [2000] }).toContain(scheduled);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  await page.goto("/investors");
  await expect(page.getByRole("region", { name: "What's new" }).getByRole("link", { name: scheduled })).toBeVisible();

  // Dated today: SEBI keeps it five years, so withdrawing it is only asked for, and not by the same officer approved.
  await page.goto(`${consoleOrigin}/staff/documents`);
  const panel = await openDocument(page, now);
  await panel.getByLabel("Why (needed within five years)").selectOption("filed-in-error");
  await panel.getByLabel("Reason for withdrawing").fill("Wrong board meeting");
  await panel.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByRole("status")).toHaveText(`Withdrawal of ${nowFile} asked for: a second secretarial officer approves it.`);
  await panel.getByRole("button", { name: "Approve the withdrawal" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "A second secretarial officer must approve: the one who asked cannot approve their own request.",
  );
  expect((await live()).map((d) => d.title)).toContain(now);
  await axe(page);
});

test("a privacy officer corrects by label, finds a loan enquirer by mobile, and the audit trail reads in names and words", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const partnerEmail = `arjun.${stamp}@example.in`;
  const loanEmail = `meera.${stamp}@example.in`;
  const mobile = `9${stamp.slice(-9)}`;
  expect(
    (
      await page.request.post("/api/partner-enquiries", {
        data: { name: "Arjun Mehta", email: partnerEmail, phone: "9876543210", company: "Mehta Old Name", loanAmount: "10cr-50cr" },
      })
    ).status(),
  ).toBe(201);
  const loan = await page.request.post("/api/loan-enquiries", {
    data: { name: "Meera Shah", mobile, company: `Shah ${stamp}`, product: "term-loan", amount: 500000, city: "Pune" },
  });
  expect(loan.status()).toBe(201);
  const loanReference = ((await loan.json()) as { reference: string }).reference;

  const ask = async (email: string, action: string, change?: string) => {
    const res = await page.request.post("/api/privacy/requests", { data: { email, action, lang: "en", ...(change ? { change } : {}) } });
    expect(res.status()).toBe(201);
    await page.goto(linkIn(await mailTo(email, "Confirm your request"), "/api/privacy/confirm"));
    await page.getByRole("button", { name: "Confirm my request" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you: we have your request");
    return /UF-[0-9A-Z]{6}/.exec((await page.getByRole("status").textContent()) ?? "")![0];
  };
  const correction = await ask(partnerEmail, "correct", "My company is now Mehta Exports.");
  const erasure = await ask(loanEmail, "erase");

  await addAuthenticator(page);
  await page.goto(inviteNamed(`dpo.desk.${stamp}@udyamitra.example`, "Priya Nair", "privacy", "admin"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Privacy requests" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy requests");
  await expect(page.getByRole("row").filter({ hasText: correction })).toContainText("30 days left");
  await axe(page);
  await fitsPhone(page);

  // Its own address; the field picked by its label, with its value.
  await page.getByRole("link", { name: correction }).click();
  await expect(page).toHaveURL(`${consoleOrigin}/staff/privacy/${correction}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Privacy request ${correction}: A correction`);
  const form = page.getByRole("form", { name: "Correct a field" });
  await form.getByLabel("Field").selectOption({ label: "Company name: Mehta Old Name" });
  await form.getByLabel("New value").fill("Mehta Exports");
  await axe(page);
  await fitsPhone(page);
  await form.getByRole("button", { name: "Correct and tell the person" }).click();
  await expect(page.getByRole("status")).toHaveText("Corrected; the person is emailed.");
  await mailTo(partnerEmail, `Your request ${correction} is done`);

  // The loan enquiry has no email: found by the mobile number once the officer has called it back.
  await page.goto(`${consoleOrigin}/staff/privacy/${erasure}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Privacy request ${erasure}: Erasure`);
  // Who has it, and the team's own notes.
  await page.getByRole("combobox", { name: /^Assigned to/ }).selectOption({ label: "Priya Nair" });
  await expect(page.getByRole("status")).toHaveText("Assignment saved.");
  await page.getByLabel("Internal note (not sent to the person)").fill("Calling the number on the enquiry back.");
  await page.getByRole("button", { name: "Add the note" }).click();
  await expect(page.getByText(/^Priya Nair, .*: Calling the number on the enquiry back\.$/)).toBeVisible();
  const byMobile = page.getByRole("form", { name: "Find by mobile number" });
  await byMobile.getByLabel("Mobile number").fill(mobile);
  await byMobile.getByLabel(/I called this number/).check();
  await byMobile.getByRole("button", { name: "Include this number's submissions" }).click();
  await expect(page.getByRole("status")).toHaveText("The mobile number's submissions are listed.");
  await expect(page.getByText(loanReference)).toBeVisible();
  await expect(page.getByText(/found by mobile/)).toBeVisible();
  await axe(page);
  await fitsPhone(page);

  // People as a table with the details in a panel, and the access review confirmed.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "People" }).click();
  await page.getByLabel("Search by name or email").fill("priya");
  await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("privacy");
  await page.getByRole("link", { name: "Priya Nair" }).click();
  await expect(page.getByRole("region", { name: "Priya Nair" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm this access review" }).click();
  await expect(page.getByRole("status")).toHaveText("Access review confirmed and recorded in the audit trail.");
  await axe(page);
  await fitsPhone(page);

  // The trail of this walk in names and words, each row linked to its request.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit trail" }).click();
  await page.getByRole("combobox", { name: /^Person/ }).selectOption({ label: "Priya Nair" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  const rows = page.getByRole("region", { name: "Audit rows" });
  await expect(rows.getByText(`corrected 1 field(s) for privacy request ${correction}`)).toBeVisible();
  await expect(rows.getByText(new RegExp(`matched privacy request ${erasure} by a mobile number`))).toBeVisible();
  await expect(rows.getByText(/^confirmed the access review: \d+ people/)).toBeVisible();
  await expect(rows.getByText(`assigned privacy request ${erasure} to Priya Nair`)).toBeVisible();
  await expect(rows.getByRole("link", { name: `Privacy request ${correction}` }).first()).toHaveAttribute(
    "href",
    `/staff/privacy/${correction}`,
  );
  await expect(rows.getByText("Priya Nair").first()).toHaveAttribute("title", `dpo.desk.${stamp}@udyamitra.example`);
  await expect(rows).not.toContainText("{");
  await axe(page);
  await fitsPhone(page);
});
