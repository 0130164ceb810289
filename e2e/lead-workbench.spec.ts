// The lead workbench (issue 29) end to end, at desktop and phone widths, axe on
// every screen: a sales officer opens "New today" with its count, finds leads
// by a surname and a Hindi surname, sets a follow-up, changes a status without
// a Save (and undoes it), bulk-assigns three leads and exports a CSV with the
// amount and IST times; a recruiter filters by opening and moves a candidate
// to interview and rates them.
import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expectNoAxeViolations as axe } from "./support";
import { addAuthenticator, consoleOrigin, invite } from "./staff-support";

test.use({ reducedMotion: "reduce" });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
/** A word no other run uses, in Latin or Devanagari letters, from the run's stamp. */
const word = (stamp: string, letters: string) => [...stamp.slice(-7)].map((d) => [...letters][Number(d)]).join("");

async function signUp(page: Page, email: string, role: string) {
  await addAuthenticator(page);
  await page.goto(invite(email, role));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expect(heading(page)).toHaveText("Leads");
}

async function search(page: Page, q: string) {
  await page.getByLabel("Search (reference, name, company, city, email or phone)").fill(q);
  await page.getByRole("button", { name: "Apply filters" }).click();
}

/** The references of the leads shown (the table on a wide screen, the cards on a phone). */
const shown = (page: Page) => page.getByRole("link", { name: /^UF-[0-9A-Z]{6}$/ }).filter({ visible: true });

for (const width of [1280, 390]) {
  test(`at ${width} px: a sales officer works the day's loan enquiries`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${Date.now()}${width}`;
    const surname = `Gupta${word(stamp, "abcdefghij")}`;
    const hindi = `शर्मा${word(stamp, "कखगघचछजझटठ")}`;
    const company = `Workbench ${word(stamp, "klmnopqrst")}`;
    const names = [`Ravi ${surname}`, `अनिल ${hindi}`, "Sunil Mehta"];
    for (const [i, name] of names.entries()) {
      const res = await page.request.post("/api/loan-enquiries", {
        data: { name, mobile: `98765${stamp.slice(-4)}${i}`, company, city: "Surat", product: "term-loan", amount: 2500000 + i },
      });
      expect(res.status()).toBe(201);
    }
    await signUp(page, `sales.${stamp}@udyamitra.example`, "sales");
    const { user } = (await (await page.request.get(`${consoleOrigin}/api/staff/me`)).json()) as { user: { name: string } };

    // "New today", with its count (as the list answers it) and the split by status.
    const views = page.getByRole("navigation", { name: "Views" });
    await views.getByRole("link", { name: /^New today/ }).click();
    await expect(page).toHaveURL(/view=today/);
    const today = (await (await page.request.get(`${consoleOrigin}/api/staff/leads?view=today`)).json()) as { items: unknown[] };
    await expect(views.getByRole("link", { name: /^New today/ })).toHaveAttribute("aria-current", "page");
    await expect(views.getByRole("link", { name: /^New today/ })).toContainText(`(${today.items.length})`);
    await expect(views.getByRole("link", { name: /^New today/ })).toContainText("new");
    await axe(page);

    // By a part of the surname, the match marked; and by a Hindi surname.
    await search(page, surname.slice(2).toLowerCase());
    await expect(shown(page)).toHaveCount(1);
    await expect(page.locator("mark").filter({ visible: true }).first()).toHaveText(surname.slice(2));
    await search(page, hindi);
    await expect(shown(page)).toHaveCount(1);
    await axe(page);
    const reference = (await shown(page).textContent())!;
    await shown(page).click();

    // The lead: call and WhatsApp links, a follow-up, a status saved as chosen, with undo.
    await expect(heading(page)).toContainText(reference);
    await expect(page.getByRole("link", { name: /^Call \+91 98765/ })).toHaveAttribute("href", /^tel:\+9198765\d{5}$/);
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/9198765\d{5}$/);
    const due = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    await page.getByLabel("Follow up on").fill(due);
    await page.getByLabel("What for (optional)").fill("Send the document list");
    await page.getByRole("button", { name: "Set follow-up" }).click();
    await expect(page.getByRole("status")).toHaveText(`Follow-up set for ${due}.`);
    await page.getByLabel("Status").selectOption("contacted");
    await expect(page.getByRole("status")).toHaveText("Status changed to contacted.");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("status")).toHaveText("Status changed back to new.");
    await expect(page.getByLabel("Status")).toHaveValue("new");
    await page.getByLabel("Status").selectOption("contacted");
    await expect(page.getByRole("status")).toHaveText("Status changed to contacted.");
    await axe(page);

    // "Follow-up due" lists it.
    await page.getByRole("link", { name: "← All leads" }).click();
    await views.getByRole("link", { name: /^Follow-up due/ }).click();
    await expect(shown(page).filter({ hasText: reference })).toHaveCount(1);

    // The three of this run, in the loan list with its own columns: bulk-assigned to the officer.
    await page.goto(`${consoleOrigin}/staff/leads?form=loan-enquiry&q=${encodeURIComponent(company)}`);
    await expect(shown(page)).toHaveCount(3);
    await expect(page.getByText("₹25,00,000").filter({ visible: true }).first()).toBeVisible();
    for (const ref of await shown(page).allTextContents()) await page.getByRole("checkbox", { name: `Select ${ref}` }).check();
    const bulk = page.getByRole("form", { name: "Change the selected leads" });
    await expect(bulk.getByText("3 selected")).toBeVisible();
    await bulk.getByLabel("Assign to").selectOption({ label: user.name });
    await bulk.getByRole("button", { name: "Apply to selected" }).click();
    await expect(page.getByRole("status")).toHaveText("3 leads changed.");
    const mine = await page.request.get(`${consoleOrigin}/api/staff/leads?assignee=me&q=${encodeURIComponent(company)}`);
    expect(((await mine.json()) as { items: unknown[] }).items).toHaveLength(3);
    await axe(page);

    // The CSV: the amount and times in India.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export these leads (CSV)" }).click();
    const csv = await readFile(await (await download).path(), "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toContain("Received (IST)");
    expect(lines[0]).toContain("Loan amount (₹)");
    expect(lines).toHaveLength(4);
    const row = lines.find((l) => l.startsWith(reference))!;
    expect(row).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30,/);
    expect(row).toContain(",2500001,");
    expect(row).toContain(`,contacted,${user.name},${due},`);
  });

  test(`at ${width} px: a recruiter filters by opening and moves a candidate to interview and rates them`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    if (width < 768) await page.addInitScript(() => Object.defineProperty(navigator, "pdfViewerEnabled", { get: () => false }));
    const stamp = `${Date.now()}${width}`;
    const lastName = `Nair${word(stamp, "abcdefghij")}`;
    const res = await page.request.post("/api/job-applications", {
      multipart: {
        jobId: "credit-manager-mumbai",
        firstName: "Meera",
        lastName,
        email: `meera.${stamp}@example.in`,
        phone: "9123456780",
        experience: "3-5",
        location: "Kochi",
        company: "Nair Fincorp",
        currentCTC: "8 LPA",
        expectedCTC: "10 LPA",
        noticePeriod: "1-month",
        coverLetter: "I have four years of MSME credit experience and would like to join your risk team.",
        resume: {
          name: "meera.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
        },
      },
    });
    expect(res.status()).toBe(201);
    await signUp(page, `hr.${stamp}@udyamitra.example`, "hr");
    await page
      .getByRole("navigation", { name: "Views" })
      .getByRole("link", { name: /^Job application/ })
      .click();
    await expect(page).toHaveURL(/form=job-application/);
    const filters = page.getByRole("form", { name: "Filter leads" });
    // A filter in use (the form) keeps "More filters" open, at phone width too.
    await filters.getByLabel("Opening").selectOption("credit-manager-mumbai");
    await filters.getByLabel("Status").selectOption("screening");
    await search(page, lastName);
    await expect(page).toHaveURL(/field=jobId&value=credit-manager-mumbai/);
    await expect(shown(page)).toHaveCount(1);
    await expect(
      page
        .getByText(/Notice period|1 month/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await axe(page);
    await shown(page).click();
    await expect(page.getByLabel("Status").locator("option")).toHaveText([
      "screening",
      "interview",
      "offer",
      "hired",
      "rejected",
      "withdrawn",
    ]);
    await page.getByLabel("Status").selectOption("interview");
    await expect(page.getByRole("status")).toHaveText("Status changed to interview.");
    // The interviewer rates the candidate.
    const feedback = page.getByRole("form", { name: "Your interview feedback" });
    await feedback.getByRole("radio", { name: "4" }).check();
    await feedback.getByLabel("Feedback (seen by staff only)").fill("Clear on working-capital cycles.");
    await feedback.getByRole("button", { name: "Save rating" }).click();
    await expect(page.getByRole("status")).toHaveText("Rating 4 out of 5 saved.");
    await expect(page.getByText(/: 4 out of 5$/)).toBeVisible();
    await axe(page);

    // The resume: previewed inline on a wide screen; at phone width, as Android Chrome has no inline PDF viewer
    // (emulated here), a link that opens it in a new tab.
    const resume = page.getByRole("region", { name: "Resume" });
    await resume.getByRole("button", { name: "Preview the resume" }).click();
    if (width < 768)
      await expect(resume.getByRole("link", { name: "Open the resume (meera.pdf) in a new tab" })).toHaveAttribute("href", /^blob:/);
    else await expect(resume.locator("iframe[title='Resume: meera.pdf']")).toHaveAttribute("src", /^blob:/);
    await axe(page);
  });
}
