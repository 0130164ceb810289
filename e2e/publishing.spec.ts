// The company secretary publishes investor documents from the console, two
// PDFs in one go (Chromium's virtual authenticator for the passkey), and they are in the
// public library at once (a folder made by the publication, its deep link,
// What's new, the Atom feed) with no rebuild; withdrawn, its address answers
// 410 with a link back to the library.
import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoAxeViolations as axe } from "./support";
import { addAuthenticator, invite, openDocument } from "./staff-support";

test.use({ reducedMotion: "reduce" });

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return Buffer.from(await doc.save());
}

test("a secretary publishes two PDFs at once; the library, its deep link, What's new and the feed show it; withdrawn, it is 410 Gone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const folder = `E2E ${stamp}`;
  const title = `Outcome of Board Meeting ${stamp}`;
  await addAuthenticator(page);
  await page.goto(invite(`cs.${stamp}@udyamitra.example`, "secretarial"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Investor documents");

  // Two PDFs in one go, each with its own title and date, into one new folder.
  const second = `Shareholding Pattern ${stamp}`;
  await page.getByLabel("PDFs (one or more, at most 50 MB each)").setInputFiles([
    { name: `Board Outcome ${stamp}.pdf`, mimeType: "application/pdf", buffer: await pdf(`Resolution R${stamp} adopted`) },
    { name: `Shareholding_Pattern ${stamp}.pdf`, mimeType: "application/pdf", buffer: await pdf("Promoters hold 51%") },
  ]);
  const first = page.getByRole("group", { name: new RegExp(`^File 1 of 2: Board Outcome ${stamp}\\.pdf`) });
  const next = page.getByRole("group", { name: new RegExp(`^File 2 of 2: Shareholding_Pattern ${stamp}\\.pdf`) });
  // The title starts from the file name.
  await expect(next.getByLabel("Title", { exact: true })).toHaveValue(second);
  await page.getByRole("combobox", { name: /^Category/ }).selectOption("Corporate Announcements");
  await page.getByLabel("Folder inside the category (optional, e.g. 2025-26)").fill(folder);
  await first.getByLabel("Title", { exact: true }).fill(title);
  // Dated more than five years ago: one officer may withdraw it (SEBI's five years, docs/archive-policy.md).
  await first.getByLabel("Disclosure date").fill("2020-11-25");
  await next.getByLabel("Disclosure date").fill("2026-11-24");
  await page.getByRole("button", { name: /^Publish: 2 files → / }).click();
  const results = page.getByRole("heading", { name: "Upload results: 2 published" });
  await expect(results).toBeFocused();
  await expect(page.getByText(`Published: ${title} (Board Outcome ${stamp}.pdf).`)).toBeVisible();
  await expect(page.getByText(`Published: ${second} (Shareholding_Pattern ${stamp}.pdf).`)).toBeVisible();
  // Published files leave the form.
  await expect(page.getByRole("group", { name: /^File 1 of/ })).toHaveCount(0);
  const item = await openDocument(page, title);
  await expect(item).toContainText("Live");
  await axe(page);

  // The public page, on the public origin, with no rebuild.
  const library = await page.context().newPage();
  await library.goto(`/investors?modalPath=${encodeURIComponent(`Corporate Announcements/${folder}`)}`);
  const dialog = library.getByRole("dialog", { name: `Corporate Announcements / ${folder}` });
  await expect(dialog.getByText(`Board Outcome ${stamp}`, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText(`Shareholding_Pattern ${stamp}`, { exact: true }).first()).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  const news = library.getByRole("region", { name: "What's new" });
  await expect(news.getByRole("link", { name: title })).toBeVisible();
  await expect(news.getByRole("link", { name: second })).toBeVisible();
  await expect(news.getByText(/^Published \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm) IST$/).first()).toBeVisible();
  const url = (await news.getByRole("link", { name: title }).getAttribute("href"))!;
  // Found by a word that is only inside the PDF.
  await library.getByRole("searchbox", { name: "Search documents" }).fill(`r${stamp}`);
  const inside = library.getByRole("region", { name: "Found inside documents" });
  await expect(inside.getByRole("link", { name: new RegExp(`^${title}`) })).toBeVisible();
  await expect(inside.getByText(`Resolution R${stamp} adopted`)).toBeVisible();
  await library.getByRole("searchbox", { name: "Search documents" }).fill("");
  expect((await library.request.get(url)).headers()["content-type"]).toBe("application/pdf");
  for (const feed of ["/investors/feed.xml", "/hi/investors/feed.xml"]) {
    const xml = await (await library.request.get(feed)).text();
    expect(xml).toContain(`<title>${title}</title>`);
  }
  await expect(library.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/investors/feed.xml");

  await item.getByLabel("Reason for withdrawing").fill("Filed in error");
  await item.getByRole("button", { name: "Withdraw" }).click();
  await expect(item).toContainText("Withdrawn");
  const gone = await library.request.get(url);
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain('<a href="/investors">Go to the investor library</a>');
});

test("of two PDFs sent together, a refused one stays in the form with the server's reason, and the other is published", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now());
  await addAuthenticator(page);
  await page.goto(invite(`cs.batch.${stamp}@udyamitra.example`, "secretarial"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Investor documents");

  await page.getByLabel("PDFs (one or more, at most 50 MB each)").setInputFiles([
    { name: `Not a PDF ${stamp}.pdf`, mimeType: "application/pdf", buffer: Buffer.from("just some text, not a PDF") },
    { name: `Notice ${stamp}.pdf`, mimeType: "application/pdf", buffer: await pdf(`Notice ${stamp}`) },
  ]);
  await page.getByRole("combobox", { name: /^Category/ }).selectOption("Corporate Announcements");
  await page.getByLabel("Folder inside the category (optional, e.g. 2025-26)").fill(`E2E batch ${stamp}`);
  for (const group of await page.getByRole("group", { name: /^File \d of 2/ }).all())
    await group.getByLabel("Disclosure date").fill("2026-11-25");
  await page.getByRole("button", { name: /^Publish: 2 files → / }).click();

  await expect(page.getByRole("heading", { name: "Upload results: 1 published, 1 refused" })).toBeFocused();
  await expect(page.getByText(`Published: Notice ${stamp} (Notice ${stamp}.pdf).`)).toBeVisible();
  await expect(page.getByText(new RegExp(`^Refused: Not a PDF ${stamp}\\.pdf\\. \\S`))).toBeVisible();
  // The refused file is still there, with what was typed, to correct and send again.
  const left = page.getByRole("group", { name: new RegExp(`^File 1 of 1: Not a PDF ${stamp}\\.pdf`) });
  await expect(left.getByLabel("Title", { exact: true })).toHaveValue(`Not a PDF ${stamp}`);
  await expect(left.getByLabel("Disclosure date")).toHaveValue("2026-11-25");
  await expect(page.getByRole("row").filter({ hasText: `Notice ${stamp}` })).toContainText("Live");
  await axe(page);
});
