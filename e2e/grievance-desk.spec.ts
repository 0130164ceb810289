// The grievance desk as two officers work it (issue 30), in real Chromium
// with passkeys and a real SMTP server: a Hindi complaint is read before any
// form on its page; a reply in Hindi with a status change is ONE email;
// resolving without a final answer is refused; a proposed rejection in part
// emails the second officer, who approves it from "Awaiting my approval", and
// the complainant's email says "in part". axe and 390 px on every screen.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { mailsWhere, mailWhere } from "./mail-support";
import { addAuthenticator, consoleOrigin, invite } from "./staff-support";
import { expectNoAxeViolations as axe } from "./support";

test.use({ reducedMotion: "reduce" });

async function officer(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ reducedMotion: "reduce" })).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await addAuthenticator(page);
  await page.goto(invite(email, "grievance"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complaints");
  return page;
}

/** Usable at 390 px: nothing wider than the window (no sideways scroll), and axe-clean. */
async function atPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  // The charts size themselves from a ResizeObserver, a frame or two after the window narrows (CI once measured the
  // report's desktop width, 1102 px, straight after the resize): wait until the page has settled to the phone's width.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("two officers answer a Hindi complaint: one email per reply, a final answer, a rejection in part", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const email = `kavita.${stamp}@example.in`;
  const words = `मेरे खाते से एक ही EMI बाउंस के लिए दो बार शुल्क काटा गया (${stamp})।`;
  const filed = await page.request.post("/api/complaints", {
    data: { name: "Kavita Sharma", mobile: `9${stamp.slice(-9)}`, email, category: "interest-and-charges", description: words, lang: "hi" },
  });
  expect(filed.status()).toBe(201);
  const { reference } = (await filed.json()) as { reference: string };
  const toComplainant = (m: { envelope: { to: string[] }; subject: string }) => m.envelope.to.includes(email);
  await mailWhere((m) => toComplainant(m) && m.subject === `शिकायत ${reference} दर्ज हो गई है`, "the acknowledgement");

  const asha = await officer(browser, `asha.desk.${stamp}@udyamitra.example`);
  const ravi = await officer(browser, `ravi.desk.${stamp}@udyamitra.example`);

  // The complaint's own words come before any form on its page.
  await asha.goto(`${consoleOrigin}/staff/complaints/${reference}`);
  await expect(asha.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${reference}`);
  const complaint = asha.getByText(words);
  await expect(complaint).toBeVisible();
  await expect(complaint).toHaveAttribute("lang", "hi");
  expect(
    await complaint.evaluate((el) => {
      const form = document.querySelector("main form");
      return form !== null && (el.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    }),
  ).toBe(true);
  await axe(asha);

  // Resolving without a final answer is refused (the composer cannot send an empty reply; the API says why).
  const detail = (await (await asha.request.get(`${consoleOrigin}/api/staff/complaints/${reference}`)).json()) as { version: number };
  const bare = await asha.request.patch(`${consoleOrigin}/api/staff/complaints/${reference}`, {
    data: { version: detail.version, status: "resolved" },
    headers: { origin: consoleOrigin },
  });
  expect(bare.status()).toBe(400);
  expect((await bare.json()).error).toBe("A complaint is resolved with its final answer: write the answer the complainant will receive.");
  await asha.getByLabel("Status with this reply").selectOption("resolved");
  await expect(asha.getByRole("button", { name: "Send reply and change status" })).toBeDisabled();

  // A reply in Hindi with a status change: one email, and one entry in the history.
  const reply = `हमने आपके खाते की जाँच शुरू कर दी है (${stamp})।`;
  await asha.getByLabel("Status with this reply").selectOption("in-progress");
  // An English template to a Hindi complainant: filled from the complaint, and warned about; the preview is in Hindi.
  await asha.getByLabel("Start from a template").selectOption({ label: "English: We are looking into it" });
  await expect(asha.getByLabel("Reply", { exact: true })).toHaveValue(
    new RegExp(`^Dear Kavita Sharma,\n\nThank you for your complaint ${reference} of `),
  );
  const warning = asha.getByText(
    "this complaint was filed in Hindi, so the email around your reply is in Hindi, but your reply is in English.",
  );
  await expect(warning).toBeVisible();
  await asha.getByRole("button", { name: "Preview the email" }).click();
  const preview = asha.getByRole("region", { name: "Preview of the email" });
  await expect(preview).toHaveAttribute("lang", "hi");
  await expect(preview).toContainText(`आपकी शिकायत ${reference} पर नई जानकारी`);
  await expect(preview).toContainText("Dear Kavita Sharma");
  await axe(asha);
  await asha.getByLabel("Reply", { exact: true }).fill(reply);
  await expect(warning).toHaveCount(0);
  await asha.getByRole("button", { name: "Send reply and change status" }).click();
  await expect(asha.getByRole("status")).toHaveText("Reply sent with the status in-progress: one email to the complainant.");
  await expect(asha.getByText("status received → in-progress")).toBeVisible();
  const update = await mailWhere((m) => toComplainant(m) && m.text.includes(reply), "the reply");
  expect(update.text).toContain("इसका स्टेटस अब है: कार्रवाई जारी है।");
  // Time is what is tested: nothing shows from outside that no second email is queued (the worker polls the
  // outbox), so a window of several of its rounds passes before counting.
  await asha.waitForTimeout(3000);
  expect(mailsWhere(toComplainant)).toHaveLength(2);

  // A rejection in part, proposed by Asha: Ravi is emailed and approves it from "Awaiting my approval".
  await asha.getByRole("combobox", { name: "Reject", exact: true }).selectOption("partial");
  await asha.getByLabel("What we accept (the complainant reads it)").fill("हम दूसरा शुल्क ₹590 वापस कर रहे हैं।");
  await asha.getByLabel("Why we reject the rest (the complainant reads it)").fill("पहला शुल्क आपके लोन समझौते के अनुसार सही था।");
  await asha.getByRole("button", { name: "Propose rejection" }).click();
  await expect(asha.getByText("You proposed it: another officer must approve it.")).toBeVisible();
  await atPhoneWidth(asha);
  const proposal = await mailWhere(
    (m) =>
      m.envelope.to.includes(`ravi.desk.${stamp}@udyamitra.example`) &&
      m.subject === `Rejection of complaint ${reference} awaits your approval`,
    "the proposal to the second officer",
  );
  expect(proposal.envelope.to).not.toContain(`asha.desk.${stamp}@udyamitra.example`);

  await ravi.goto(`${consoleOrigin}/staff/complaints`);
  const awaiting = ravi.getByRole("navigation", { name: "Views" }).getByRole("link", { name: /Awaiting my approval/ });
  await expect(awaiting).toContainText(/\(\d+\)/);
  await awaiting.click();
  await expect(awaiting).toHaveAttribute("aria-current", "page");
  await axe(ravi);
  await atPhoneWidth(ravi);
  await ravi.getByRole("link", { name: reference }).click();
  await ravi.getByRole("button", { name: "Approve the rejection" }).click();
  await expect(ravi.getByRole("status")).toHaveText("Rejection approved.");
  await expect(ravi.getByText("status in-progress → rejected")).toBeVisible();
  await axe(ravi);
  await atPhoneWidth(ravi);

  // The grievance team keeps the templates in the console.
  await asha.goto(`${consoleOrigin}/staff/complaints/templates`);
  await expect(asha.getByRole("heading", { level: 1 })).toHaveText("Reply templates");
  const add = asha.getByRole("region", { name: "Add a template" });
  await add.getByLabel("Title").fill(`Statement needed ${stamp}`);
  await add.getByLabel("Language").selectOption("hi");
  await add.getByLabel("Words").fill("प्रिय {name}, शिकायत {reference} के लिए कृपया अपना खाता विवरण भेजें।");
  await add.getByRole("button", { name: "Add template" }).click();
  await expect(asha.getByRole("heading", { name: `Statement needed ${stamp} (Hindi)` })).toBeVisible();
  await axe(asha);
  await atPhoneWidth(asha);

  // The turnaround panel: charts that are also tables, for the report's period.
  await asha.goto(`${consoleOrigin}/staff/complaints/report`);
  await expect(asha.getByRole("heading", { name: "Turnaround" })).toBeVisible();
  const received = asha.getByRole("figure", { name: "Received and disposed of, by month" });
  await expect(received.getByRole("columnheader", { name: "Disposed of" })).toBeAttached();
  await received.getByRole("button", { name: "Show as table" }).click();
  await expect(received.getByRole("table")).toBeVisible();
  await expect(asha.getByRole("figure", { name: "Overdue now, by officer" })).toBeVisible();
  await axe(asha);
  await atPhoneWidth(asha);

  const answer = await mailWhere((m) => toComplainant(m) && m.subject === `आपकी शिकायत ${reference} पर हमारा जवाब`, "the answer");
  expect(answer.text).toContain("हमने आपकी शिकायत आंशिक रूप से अस्वीकार की है।");
  expect(answer.text).toContain("हमने क्या माना:\nहम दूसरा शुल्क ₹590 वापस कर रहे हैं।");
  expect(answer.text).not.toContain("जवाब की आखिरी तारीख");
});
