import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations as axe, exportLeads, leads } from "./support";

test.use({ reducedMotion: "reduce" });

const DAY = 24 * 60 * 60 * 1000;
const NOT_FOUND = "We could not find a complaint with these details.";

/** Waits until a lazily hydrated section of the page is live (its code arrived), after bringing it into view. */
async function live(page: Page, island: string) {
  const el = page.locator(`[data-island="${island}"]`);
  await el.scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-island="${island}"][data-live]`)).toBeAttached();
  return el;
}

/** Files a complaint through the page and returns its reference. */
async function fileComplaint(page: Page, mobile: string, description: string): Promise<string> {
  const form = await live(page, "complaint-form");
  await form.getByLabel(/Full name/).fill("Sunita Patil");
  await form.getByLabel(/Mobile number/).fill(mobile);
  await form.getByLabel(/Email address/).fill("sunita@example.in");
  await form.getByLabel(/Loan account or application number/).fill("UFL/2025/0042");
  await form.getByLabel(/What is your complaint about/).selectOption("emi-and-repayment");
  await form.getByLabel(/Your complaint/).fill(description);
  await form.getByRole("button", { name: "Submit complaint" }).click();
  const success = form.getByRole("status");
  await expect(success).toContainText("We have registered your complaint");
  await expect(success).toBeFocused();
  const text = (await success.textContent()) ?? "";
  expect(text).toMatch(/We will answer you by \d{1,2} [A-Z][a-z]+ \d{4}\./);
  return /Your reference: (UF-[0-9A-Z]{6})/.exec(text)![1]!;
}

async function track(page: Page, reference: string, mobile: string) {
  const tracker = await live(page, "complaint-tracker");
  await tracker.getByLabel(/Complaint reference/).fill(reference);
  await tracker.getByLabel(/Mobile number/).fill(mobile);
  await tracker.getByRole("button", { name: "Track complaint" }).click();
  return tracker;
}

test("the grievance page lists every level with its officer, and the forms check what is typed", async ({ page }) => {
  await page.goto("/grievance-redressal");
  await expect(page.getByRole("heading", { level: 1, name: "Grievance Redressal" })).toBeVisible();
  for (const level of ["Customer care", "Grievance Redressal Officer", "Principal Nodal Officer", "RBI Ombudsman"]) {
    await expect(page.getByRole("heading", { level: 3, name: level })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "cms.rbi.org.in" })).toHaveAttribute("href", "https://cms.rbi.org.in");
  await expect(page.getByRole("link", { name: "14448" })).toHaveAttribute("href", "tel:14448");
  await expect(page.getByText("Centralised Receipt and Processing Centre")).toBeVisible();
  await expect(page.getByRole("link", { name: "gro@udyamitra.example" })).toBeVisible();

  const form = await live(page, "complaint-form");
  await form.getByRole("button", { name: "Submit complaint" }).click();
  const alert = form.getByRole("alert");
  for (const m of [
    "Full name is required",
    "Mobile number is required",
    "Please choose what your complaint is about",
    "Please describe your complaint",
  ]) {
    await expect(alert.getByText(m)).toBeVisible();
  }
  await expect(form.getByLabel(/Full name/)).toBeFocused();
  await form.getByLabel(/Your complaint/).fill("Too short.");
  await expect(form.locator("#complaint-description-error")).toHaveText("Please describe your complaint in at least 20 characters");
  await axe(page);

  const tracker = await live(page, "complaint-tracker");
  await tracker.getByRole("button", { name: "Track complaint" }).click();
  await expect(tracker.getByRole("alert").getByText("Please enter your complaint reference")).toBeVisible();
  await expect(tracker.getByLabel(/Complaint reference/)).toBeFocused();
});

test("file a complaint, track it with its reference and mobile, and see the company's status and note", async ({ page }) => {
  await page.goto("/grievance-redressal");
  const mobile = "98220" + String(Date.now()).slice(-5);
  const reference = await fileComplaint(page, mobile, "My EMI for November was debited twice from my current account.");

  const tracker = await track(page, reference.toLowerCase().replace("-", " "), mobile);
  const status = tracker.getByTestId("complaint-status");
  await expect(status.getByRole("heading", { name: `Complaint ${reference}` })).toBeVisible();
  await expect(status).toBeFocused();
  await expect(status.getByRole("definition").first()).toHaveText("Received");
  await expect(status.getByText("Not satisfied with our answer? You may complain to the RBI Ombudsman.")).toBeVisible();
  await expect(status.getByRole("heading", { name: /You may now take your complaint/ })).toHaveCount(0);
  await axe(page);

  // A wrong mobile and an unknown reference get the same words.
  await track(page, reference, "9000000000");
  await expect(tracker.getByRole("alert")).toHaveText(NOT_FOUND);
  await track(page, "UF-000000", mobile);
  await expect(tracker.getByRole("alert")).toHaveText(NOT_FOUND);

  // The company moves it on from the command line; the complainant sees it.
  expect(leads("complaint", reference, "--status", "in-progress", "--note", "We have asked your branch for the debit records.")).toContain(
    `${reference}: received -> in-progress`,
  );
  await track(page, reference, mobile);
  await expect(status.getByRole("definition").first()).toHaveText("In progress");
  await expect(status.getByText("We have asked your branch for the debit records.")).toBeVisible();

  const row = exportLeads("complaints").find((r) => r.reference === reference);
  expect(row).toMatchObject({ name: "Sunita Patil", mobile, category: "emi-and-repayment", loanNumber: "UFL/2025/0042", lang: "en" });
});

test("after 30 days without a resolution, tracking shows the RBI Ombudsman route with its link", async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto("/grievance-redressal");
  const mobile = "97330" + String(start).slice(-5);
  const reference = await fileComplaint(page, mobile, "Nobody has replied to my request for a foreclosure statement.");

  await page.clock.setFixedTime(start + 29 * DAY);
  const tracker = await track(page, reference, mobile);
  const status = tracker.getByTestId("complaint-status");
  await expect(status.getByRole("heading", { name: `Complaint ${reference}` })).toBeVisible();
  await expect(status.getByRole("heading", { name: "You may now take your complaint to the RBI Ombudsman" })).toHaveCount(0);

  await page.clock.setFixedTime(start + 31 * DAY);
  await tracker.getByRole("button", { name: "Track complaint" }).click();
  await expect(status.getByRole("heading", { name: "You may now take your complaint to the RBI Ombudsman" })).toBeVisible();
  const cms = status.getByRole("link", { name: /Complain on RBI's Complaint Management System/ });
  await expect(cms).toHaveAttribute("href", "https://cms.rbi.org.in");
  await expect(cms).toHaveAttribute("target", "_blank");
  await axe(page);

  // Resolved: the lateness no longer sends the complainant to the Ombudsman.
  leads("complaint", reference, "--status", "resolved", "--note", "We have refunded the charge.");
  await tracker.getByRole("button", { name: "Track complaint" }).click();
  await expect(status.getByRole("definition").first()).toHaveText("Resolved");
  await expect(status.getByRole("heading", { name: "You may now take your complaint to the RBI Ombudsman" })).toHaveCount(0);
});
