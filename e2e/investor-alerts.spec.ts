// Investor document alerts: an investor signs up on /investors, confirms by
// the emailed link (a page with a button, so a mail scanner that opens the
// link confirms nothing), the company secretary publishes a PDF from the
// console (Chromium's virtual authenticator for the passkey), the alert
// reaches the test mail server with RFC 8058 one-click unsubscribe headers,
// and a POST to that address unsubscribes at once.
import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { linkIn, mailTo } from "./mail-support";
import { addAuthenticator, invite, publishOne } from "./staff-support";
import { exportLeads, gotoHydrated } from "./support";

test.use({ reducedMotion: "reduce" });

test("an investor who confirmed gets an email for a new publication, and one POST unsubscribes", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const stamp = String(Date.now());
  const investor = `investor.${stamp}@example.in`;

  // Sign up on the Investors page.
  await gotoHydrated(page, "/investors");
  const box = page.getByRole("region", { name: "Email alerts" });
  await box.getByLabel("Email address").fill(investor);
  await box.getByRole("button", { name: "Get alerts" }).click();
  await expect(box.getByText("Check your inbox")).toBeVisible();

  // Opening the link alone changes nothing; the button confirms.
  const confirm = await mailTo(investor, "Confirm your investor document alerts", 40_000);
  await page.goto(linkIn(confirm, "/api/investor-alerts/confirm"));
  expect(exportLeads("investor-alerts").find((r) => r.email === investor)).toMatchObject({ status: "pending" });
  await page.getByRole("button", { name: "Confirm my alerts" }).click();
  await expect(page.getByText("Done: we will email you each time we publish an investor document.")).toBeVisible();

  // The company secretary publishes.
  const staff = await browser.newPage();
  await addAuthenticator(staff);
  await staff.goto(invite(`cs.alerts.${stamp}@udyamitra.example`, "secretarial"));
  await staff.getByRole("button", { name: "Create your passkey" }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Investor documents");
  const doc = await PDFDocument.create();
  doc.addPage().drawText(`Alert ${stamp}`);
  const title = `Intimation ${stamp}`;
  await publishOne(staff, { fileName: `Intimation ${stamp}.pdf`, pdf: Buffer.from(await doc.save()), title, date: "2026-11-25" });

  // The alert, with one-click unsubscribe (RFC 8058).
  const alert = await mailTo(investor, `New investor document: ${title}`, 40_000);
  expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribe = new URL(alert.headers["list-unsubscribe"]!.replace(/\s+/g, "").replace(/^<|>$/g, ""));
  expect(unsubscribe.pathname).toBe("/api/investor-alerts/unsubscribe");
  expect(alert.text).toContain("/api/investor-alerts/unsubscribe");
  // What a mail client sends: a POST from no page of ours.
  const posted = await page.request.post(`${unsubscribe.pathname}${unsubscribe.search}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(posted.status()).toBeLessThan(300);
  expect(exportLeads("investor-alerts").find((r) => r.email === investor)).toMatchObject({ status: "unsubscribed" });
});
