// The team lead's dashboard (issue 29) end to end, at desktop and phone widths, axe 0, in a browser far behind India
// (Los Angeles), so a day named in the browser's own zone would show: a sales team lead opens the dashboard from the
// lead list and reads today's counts in the chart's table, by form and by product, opened from the keyboard.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations as axe } from "./support";
import { addAuthenticator, consoleOrigin, invite } from "./staff-support";

test.use({ reducedMotion: "reduce", timezoneId: "America/Los_Angeles" });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
type Dashboard = {
  days: string[];
  forms: { form: string; title: string; perDay: number[]; products: { label: string; perDay: number[] }[] }[];
};

for (const width of [1280, 390]) {
  test(`at ${width} px: a team lead reads the dashboard's counts as a table`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${Date.now()}${width}`;
    for (const [i, product] of ["term-loan", "working-capital"].entries()) {
      const res = await page.request.post("/api/loan-enquiries", {
        data: { name: "Dashboard Lead", mobile: `98765${stamp.slice(-4)}${i}`, company: "Dash Co", city: "Pune", product, amount: 900000 },
      });
      expect(res.status()).toBe(201);
    }
    await addAuthenticator(page);
    await page.goto(invite(`lead.${stamp}@udyamitra.example`, "sales"));
    await page.getByRole("button", { name: "Create your passkey" }).click();
    await expect(heading(page)).toHaveText("Leads");

    await page.getByRole("link", { name: /^Dashboard/ }).click();
    await expect(heading(page)).toHaveText("Lead dashboard");
    await expect(page).toHaveURL(/\/staff\/leads\/dashboard$/);
    // The figures as the server counts them now (other runs share the database); the page must show the same.
    const data = (await (await page.request.get(`${consoleOrigin}/api/staff/leads/dashboard`)).json()) as Dashboard;
    const india = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(data.days.at(-1)).toBe(india);
    const todayLabel = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" }).format(new Date());
    const loans = data.forms.find((f) => f.form === "loan-enquiry")!;
    expect(loans.perDay.at(-1)).toBeGreaterThanOrEqual(2);

    const perDay = page.getByRole("figure", { name: "Leads per day, by form" });
    // The drawn chart's legend (five forms) wraps at 390 px: it must stay inside its card, not run over the next one.
    const legend = perDay.locator(".u-legend");
    await expect(legend).toBeVisible();
    const [legendBox, figureBox] = [await legend.boundingBox(), await perDay.boundingBox()];
    expect(legendBox!.y + legendBox!.height).toBeLessThanOrEqual(figureBox!.y + figureBox!.height);
    const toggle = perDay.getByRole("button", { name: "Show as table" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const table = perDay.getByRole("table", { name: "Leads per day, by form" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Day", ...data.forms.map((f) => f.title)]);
    const today = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: todayLabel, exact: true }) });
    await expect(today.getByRole("cell")).toHaveText(data.forms.map((f) => f.perDay.at(-1)!.toLocaleString("en-IN")));

    // By product, and each form's funnel: tables for screen readers even while the chart is shown.
    const products = page.getByRole("figure", { name: "Loan enquiry: leads per day, by product" });
    await expect(products.getByRole("columnheader", { name: "Term Loan" })).toBeAttached();
    await expect(
      page.getByRole("figure", { name: "Loan enquiry: where these 90 days' leads are now" }).getByRole("rowheader", { name: "new" }),
    ).toBeAttached();
    await expect(page.getByRole("figure", { name: "Median hours to first contact, by form" })).toBeVisible();
    await expect(page.getByRole("figure", { name: "Follow-ups overdue, by person" })).toBeVisible();
    await axe(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
