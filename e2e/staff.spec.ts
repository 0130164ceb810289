// The staff console end to end: the CLI invites a person, who registers a
// passkey in Chromium's virtual authenticator, works on a lead that a visitor
// sent through the public site, signs out and in again; at desktop and phone
// widths, with axe on every screen. WebAuthn refuses IP addresses, so the
// console is reached at http://localhost (the public pages at the baseURL).
import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expectNoAxeViolations as axe } from "./support";
import { addAuthenticator, consoleOrigin, invite } from "./staff-support";
import { consoleLinkIn, mailTo } from "./mail-support";

test.use({ reducedMotion: "reduce" });

/** A visitor's loan enquiry through the public page; the unique phone number finds it in the console. */
async function sendLoanEnquiry(page: Page, phone: string) {
  await page.goto("/product");
  await page.getByRole("button", { name: "Get Started" }).click();
  const d = page.getByRole("dialog", { name: "Tell us what your business needs" });
  await d.getByLabel(/Your name/).fill("Ravi Shah");
  await d.getByLabel(/Mobile number/).fill(phone);
  await d.getByLabel(/Business name/).fill("Shah Textiles");
  await d.getByLabel(/City/).fill("Surat");
  await d.getByLabel(/Product of interest/).selectOption("machinery-finance");
  await d.getByLabel(/Loan amount/).fill("2500000");
  await d.getByRole("button", { name: "Send enquiry" }).click();
  await expect(d.getByText("Thank you for your enquiry!")).toBeVisible();
}

const resume = {
  name: "asha-resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

async function expectScreen(page: Page, name: string | RegExp) {
  await expect(heading(page)).toHaveText(name);
  // Focus moves to the new screen's heading, as after a page load.
  await expect(heading(page)).toBeFocused();
  await axe(page);
}

for (const width of [1280, 390]) {
  test(`at ${width} px: invited from the CLI, a salesperson registers a passkey, works a lead, signs out and in again`, async ({
    page,
  }) => {
    // A long walk through every screen, with axe on each.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // The console's policy must not refuse anything it needs itself.
    const refused: string[] = [];
    page.on("console", (m) => {
      if (m.text().includes("Content Security Policy")) refused.push(m.text());
    });
    const stamp = `${Date.now()}${width}`;
    const phone = `9${stamp.slice(-9)}`;
    await sendLoanEnquiry(page, phone);

    const url = invite(`asha.${stamp}@udyamitra.example`, "sales", "admin");
    await addAuthenticator(page);
    await page.goto(url);
    await expectScreen(page, "Welcome to the staff console");
    await expect(page.getByText(`asha.${stamp}@udyamitra.example`)).toBeVisible();
    await page.getByRole("button", { name: "Create your passkey" }).click();

    // The inbox: find the visitor's lead by phone.
    await expectScreen(page, "Leads");
    // The name the CLI gave the person, as the console shows it (the assign list offers it).
    const { user } = (await (await page.request.get(`${consoleOrigin}/api/staff/me`)).json()) as { user: { name: string } };
    const name = user.name;
    await expect(page.getByRole("navigation", { name: "Console" }).getByText(name)).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Search (reference, name, company, city, email or phone)").fill(phone);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${phone}`));
    // The one lead with that phone: the table's link at desktop width, the list's at phone width.
    const lead = page
      .getByRole("main")
      .getByRole("link", { name: /^UF-[0-9A-Z]{6}$/ })
      .locator("visible=true");
    await expect(lead).toHaveCount(1);
    const reference = (await lead.textContent())!.trim();
    await axe(page);
    await lead.click();

    // The lead: fields with their labels, then status, assignment and a note.
    await expectScreen(page, new RegExp(reference));
    await expect(page).toHaveURL(`${consoleOrigin}/staff/leads/${reference}`);
    // Labelled and formatted as in the team's email.
    await expect(page.getByRole("definition").filter({ hasText: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` })).toBeVisible();
    await expect(page.getByText("Surat")).toBeVisible();
    // A colleague's tab (here the same person's second tab) has the lead open too.
    const other = await page.context().newPage();
    await other.goto(`${consoleOrigin}/staff/leads/${reference}`);
    await expect(heading(other)).toHaveText(new RegExp(reference));
    // Saved as soon as it is chosen, without a separate Save.
    await page.getByLabel("Status").selectOption("contacted");
    await expect(page.getByRole("status")).toHaveText("Status changed to contacted.");
    // The later change is refused with what changed meanwhile, never a silent overwrite.
    await other.getByLabel("Status").selectOption("spam");
    await expect(other.getByRole("alert")).toHaveText(
      `Someone else changed this lead while you were working: status to contacted by ${name}. Reload to see it.`,
    );
    await expect(other.getByLabel("Status")).toHaveValue("contacted");
    await axe(other);
    await other.close();
    await page.getByLabel("Assigned to").selectOption({ label: name });
    await expect(page.getByRole("status")).toHaveText(`Assigned to ${name}.`);
    const note = `Called at ${stamp}; wants a callback on Monday.`;
    await page.getByLabel("Add a note (seen by staff only)").fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByText(`status contacted · assigned to ${name}`)).toBeVisible();
    await axe(page);

    // Back in the same filtered inbox, the lead shows what was done.
    await page.getByRole("link", { name: "← All leads" }).click();
    await expectScreen(page, "Leads");
    await expect(page).toHaveURL(new RegExp(`q=${phone}`));
    // The row's status (the table's cell, or the card's line), not the views' "2 contacted".
    await expect(
      page
        .getByRole("main")
        .getByText(/^contacted$|· contacted ·/)
        .locator("visible=true"),
    ).toBeVisible();
    const filters = page.getByRole("form", { name: "Filter leads" });
    // Filters narrow the list: the lead is "contacted", not "qualified". (On a phone they are folded away at first.)
    if (width < 768) {
      await expect(filters.getByLabel("Status")).toBeHidden();
      await page.getByText("More filters").click();
    }
    await filters.getByLabel("Status").selectOption("qualified");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No leads match these filters.").first()).toBeVisible();
    await filters.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`status=contacted&q=${phone}`));
    await expect(page.getByText("More filters (1 in use)")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: reference }).locator("visible=true")).toBeVisible();

    // Export asks for the passkey again (the server wants a recent confirmation), then downloads the filter's rows.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export these leads (CSV)" }).click();
    const csv = await readFile(await (await download).path(), "utf8");
    expect(csv).toContain(reference);
    await expect(page.getByRole("status")).toHaveText("The export is downloaded.");

    // The other screens of an admin, each with no axe violation.
    await nav.getByRole("link", { name: "People" }).click();
    await expectScreen(page, "People");
    const invitation = page.getByRole("region", { name: "Invite a person" });
    await invitation.getByLabel("Email").fill(`kiran.${stamp}@udyamitra.example`);
    await invitation.getByLabel("Name").fill("Kiran Iyer");
    await invitation.getByRole("checkbox", { name: "hr", exact: true }).check();
    await invitation.getByRole("button", { name: "Create invitation" }).click();
    // The e2e server has a mail server: the invitation goes to Kiran, the administrator sees no link.
    await expect(invitation.getByText(`Invitation emailed to kiran.${stamp}@udyamitra.example`)).toBeVisible();
    await axe(page);
    await nav.getByRole("link", { name: "Audit trail" }).click();
    await expectScreen(page, "Audit trail");
    await nav.getByRole("link", { name: "My account" }).click();
    await expectScreen(page, "My account");

    // Sign out, and the console is closed until the passkey opens it again.
    await nav.getByRole("button", { name: "Sign out" }).click();
    await expectScreen(page, "Sign in");
    await page.goto(`${consoleOrigin}/staff/leads/${reference}`);
    await expect(page).toHaveURL(/\/staff\/sign-in\?return=/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    // Back where they were going.
    await expectScreen(page, new RegExp(reference));
    await expect(page.getByText(note)).toBeVisible();
    expect(refused).toEqual([]);
  });
}

test("a forged invitation link gets a clear page", async ({ page }) => {
  await page.goto(`${consoleOrigin}/staff/invite#not-a-real-token`);
  await expectScreen(page, "Invitation not valid");
  await expect(
    page.getByText("This invitation link has expired, was revoked or has already been used. Ask an administrator for a new one."),
  ).toBeVisible();
});

test("signed out, every console address leads to sign-in", async ({ page }) => {
  await page.goto(`${consoleOrigin}/staff/audit`);
  await expect(page).toHaveURL(`${consoleOrigin}/staff/sign-in?return=%2Fstaff%2Faudit`);
  await expectScreen(page, "Sign in");
});

test("robots.txt keeps crawlers out of the console and the sitemap does not list it", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /staff\n");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/staff");
  const page = await request.get(`${consoleOrigin}/staff/leads`);
  expect(page.headers()["x-robots-tag"]).toBe("noindex");
  expect(page.headers()["cache-control"]).toBe("no-store");
});

test("a public page loads no console code", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.goto("/career");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(requested.length).toBeGreaterThan(2);
  expect(requested.filter((p) => p.startsWith("/staff"))).toEqual([]);
});

test("HR previews and downloads a resume after confirming with a passkey, adds a second passkey, removes the first, signs out everywhere", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}`;
  const email = `meera.${stamp}@example.in`;
  await page.goto("/career");
  await page
    .getByRole("button", { name: /^Apply for / })
    .first()
    .click();
  const d = page.getByRole("dialog");
  await d.getByLabel(/First name/).fill("Meera");
  await d.getByLabel(/Last name/).fill("Nair");
  await d.getByLabel(/Email address/).fill(email);
  await d.getByLabel(/Phone number/).fill("9876543210");
  await d.getByLabel(/Total experience/).selectOption("3-5");
  await d.getByLabel(/Current location/).fill("Kochi");
  await d.getByLabel(/Current\/last company/).fill("Nair Fincorp");
  await d.getByLabel(/Notice period/).selectOption("1-month");
  await d.getByLabel(/Current CTC/).fill("8 LPA");
  await d.getByLabel(/Expected CTC/).fill("10 LPA");
  await d.getByLabel(/Cover letter/).fill("I have four years of MSME credit experience and would like to join your risk team.");
  await d.getByLabel(/^Resume/).setInputFiles(resume);
  await expect(d.getByText("Ready to send")).toBeVisible();
  await d.getByRole("button", { name: "Submit Application" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Your reference:" });
  await expect(toast).toBeVisible();
  const reference = /Your reference: (UF-[0-9A-Z]{6})/.exec((await toast.textContent()) ?? "")![1]!;

  const laptop = await addAuthenticator(page);
  await page.goto(invite(`hr.${stamp}@udyamitra.example`, "hr"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expectScreen(page, "Leads");

  // HR's navigation holds only what the role opens; an admin screen's address says so.
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link")).toHaveText(["Leads", "Site content", "My account"]);
  await page.goto(`${consoleOrigin}/staff/audit`);
  await expectScreen(page, "Not available to you");
  // The page names the roles that open the screen (the console's table of screens), to ask an administrator for.
  await expect(page.getByText("Roles that open this screen: admin.")).toBeVisible();
  // On a lead, its list's entry is the one lit in the navigation.
  await expect(nav.getByRole("link", { name: "Leads" })).not.toHaveAttribute("aria-current");

  // The team's email links straight to the lead.
  await page.goto(`${consoleOrigin}/staff/leads/${reference}`);
  await expectScreen(page, new RegExp(reference));
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  const section = page.getByRole("region", { name: "Resume" });
  await expect(section.getByText("asha-resume.pdf")).toBeVisible();
  const reauthenticatedUntil = async () =>
    ((await (await page.request.get(`${consoleOrigin}/api/staff/me`)).json()) as { reauthenticatedUntil: string | null })
      .reauthenticatedUntil;
  expect(await reauthenticatedUntil()).toBeNull();
  await section.getByRole("button", { name: "Preview the resume" }).click();
  await expect(section.locator("iframe[title='Resume: asha-resume.pdf']")).toHaveAttribute("src", /^blob:/);
  // The server asked for a fresh confirmation and the console ran it (the authenticator answers by itself).
  expect(await reauthenticatedUntil()).not.toBeNull();
  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download the resume" }).click();
  expect((await download).suggestedFilename()).toBe("asha-resume.pdf");
  expect((await readFile(await (await download).path())).subarray(0, 5).toString()).toBe("%PDF-");
  await axe(page);

  // A second passkey on another device; then the first device is lost.
  await nav.getByRole("link", { name: "My account" }).click();
  await expectScreen(page, "My account");
  await expect(page.getByRole("button", { name: "Remove passkey First passkey" })).toBeDisabled();
  await laptop.remove();
  await addAuthenticator(page);
  await page.getByLabel("Name for the new passkey").fill("Phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey added.");
  await page.getByRole("button", { name: "Remove passkey First passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey removed.");
  await expect(page.getByText("First passkey")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove passkey Phone" })).toBeDisabled();
  await axe(page);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expectScreen(page, "Sign in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expectScreen(page, "My account");
  await expect(page.getByText("Phone", { exact: true })).toBeVisible();
});

test("an admin invites a colleague in the console, changes their roles, disables them, removes their passkey and verifies the audit chain", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}`;
  await addAuthenticator(page);
  await page.goto(invite(`admin.${stamp}@udyamitra.example`, "admin"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expectScreen(page, "People");

  const kiran = `kiran.${stamp}@udyamitra.example`;
  const invitation = page.getByRole("region", { name: "Invite a person" });
  await invitation.getByLabel("Email").fill(kiran);
  await invitation.getByLabel("Name").fill("Kiran Iyer");
  await invitation.getByRole("button", { name: "Create invitation" }).click();
  await expect(invitation.getByRole("alert")).toHaveText("Choose at least one role.");
  await invitation.getByRole("checkbox", { name: "sales", exact: true }).check();
  await invitation.getByRole("button", { name: "Create invitation" }).click();
  await expect(invitation.getByText(`Invitation emailed to ${kiran}`)).toBeVisible();
  await axe(page);

  // Kiran opens the link on their own device.
  const kiranContext = await browser.newContext();
  const kiranPage = await kiranContext.newPage();
  await addAuthenticator(kiranPage);
  const link = consoleLinkIn(await mailTo(kiran, "Your invitation"), "/staff/invite", consoleOrigin);
  await kiranPage.goto(link);
  await expect(kiranPage.getByText(kiran)).toBeVisible();
  await kiranPage.getByRole("button", { name: "Create your passkey" }).click();
  await expectScreen(kiranPage, "Leads");

  await page.reload();
  // People as a table; the details in a panel.
  await page.getByLabel("Search by name or email").fill("kiran");
  await page.getByRole("link", { name: "Kiran Iyer" }).click();
  const row = page.getByRole("region", { name: /^Kiran Iyer/ });
  await expect(row.getByRole("heading", { name: "Kiran Iyer" })).toBeVisible();
  await row.getByRole("checkbox", { name: "grievance", exact: true }).check();
  await row.getByRole("button", { name: "Save roles" }).click();
  await expect(page.getByRole("status")).toHaveText("Roles of Kiran Iyer saved.");
  await expect(row.getByRole("checkbox", { name: "grievance", exact: true })).toBeChecked();
  await row.getByRole("button", { name: "Passkeys of Kiran Iyer" }).click();
  await row.getByRole("button", { name: "Remove passkey First passkey of Kiran Iyer" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey removed.");
  await row.getByRole("button", { name: "Disable Kiran Iyer" }).click();
  await expect(page.getByRole("status")).toHaveText("Kiran Iyer disabled and signed out.");
  await expect(row.getByRole("heading", { name: "Kiran Iyer (disabled)" })).toBeVisible();
  await axe(page);

  // Kiran's open session ended at once.
  await kiranPage.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "My account" }).click();
  await expectScreen(kiranPage, "Sign in");
  // The invitation link a second time: used.
  await kiranPage.goto(link);
  await expectScreen(kiranPage, "Invitation not valid");
  await kiranContext.close();

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit trail" }).click();
  await expectScreen(page, "Audit trail");
  // People by name (invited without one, the admin is named by the email's first part), actions in words.
  await page.getByRole("combobox", { name: /^Person/ }).selectOption({ label: `admin.${stamp}` });
  await page.getByRole("button", { name: "Apply filters" }).click();
  const rows = page.getByRole("region", { name: "Audit rows" }).getByRole("row");
  await expect(rows.filter({ hasText: kiran }).first()).toBeVisible();
  await expect(rows.filter({ hasText: "changed roles of Kiran Iyer: sales → sales, grievance" })).toHaveCount(1);
  await page.getByRole("button", { name: "Verify the chain" }).click();
  await expect(page.getByText(/^Intact: \d+ rows/)).toBeVisible();
  await axe(page);
});

test("the inbox shows 50 leads at a time and loads the next ones by keyset", async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}`;
  // A name no other test uses: the search matches names by prefix.
  const name = `Pager ${[...stamp.slice(-8)].map((d) => "abcdefghij"[Number(d)]).join("")}`;
  for (let i = 0; i < 55; i++) {
    const res = await request.post("/api/loan-enquiries", {
      data: { name, mobile: "7012345678", company: `Pager ${i}`, product: "term-loan", amount: 500000, city: "Pune" },
    });
    expect(res.status()).toBe(201);
  }
  await addAuthenticator(page);
  await page.goto(invite(`pager.${stamp}@udyamitra.example`, "sales"));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expectScreen(page, "Leads");
  await page.getByLabel("Search (reference, name, company, city, email or phone)").fill(name);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const rows = page.getByRole("table").getByRole("row").filter({ hasText: name });
  await expect(rows).toHaveCount(50);
  await expect(page.getByRole("status")).toHaveText("50 leads shown; more can be loaded.");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(55);
  await expect(page.getByRole("button", { name: "Load more" })).toBeHidden();
  // No lead twice across the two pages.
  const references = await rows.getByRole("link").allTextContents();
  expect(new Set(references).size).toBe(55);
});
