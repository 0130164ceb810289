import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as axe } from "./support";

test.use({ reducedMotion: "reduce" });

test("the disclosures page groups registration, fair lending, digital lending, safety and investor items, each with its document", async ({
  page,
  request,
}) => {
  await page.goto("/disclosures");
  await expect(page.getByRole("heading", { level: 1, name: "Regulatory Disclosures" })).toBeVisible();
  for (const h of ["Registration", "Fair lending: codes, rates and charges", "Digital lending", "Stay safe", "For investors"]) {
    await expect(page.getByRole("heading", { level: 2, name: h })).toBeVisible();
  }
  await expect(page.getByText(/certificate of registration no\. N-13\.02345 dated 12 March 1998/)).toBeVisible();
  await expect(page.getByText("We do not accept public deposits")).toBeVisible();
  await expect(page.getByText("Penal charges", { exact: true })).toBeVisible();

  // Both Fair Practices Code documents are published PDFs.
  const fpc = page.locator("#fair-practices-code");
  for (const name of ["Fair Practices Code (English) (PDF)", "Fair Practices Code (Hindi) (PDF)"]) {
    const href = await fpc.getByRole("link", { name }).getAttribute("href");
    const res = await request.get(href!);
    expect(res.status(), name).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
  }
  await expect(fpc.getByRole("link", { name: "Fair Practices Code (Hindi) (PDF)" })).toHaveAttribute("hreflang", "hi");

  // The lending partner is among the lending service providers, with its grievance officer.
  const lsp = page.getByRole("region", { name: "Lending service providers and digital lending apps" });
  await expect(lsp.getByRole("rowheader", { name: /Vittkosh Technologies/ })).toBeVisible();
  await expect(lsp.getByRole("link", { name: "grievance@vittkosh.example" })).toBeVisible();

  await expect(page.getByRole("link", { name: /sachet\.rbi\.org\.in/ })).toHaveAttribute("href", "https://sachet.rbi.org.in");
  await expect(page.getByRole("link", { name: /smartodr\.in/ })).toHaveAttribute("href", "https://smartodr.in");
  await expect(page.getByText(/We never ask for any money to sanction or disburse a loan/)).toBeVisible();
  await axe(page);
});

test("the Regulation 46 index links each item to the library, and marks what is not yet published", async ({ page }) => {
  await page.goto("/disclosures#regulation-46");
  const index = page.getByRole("region", { name: "SEBI LODR Regulation 46(2) items" });
  await expect(index.getByRole("row")).toHaveCount(25);
  const gap = index.getByRole("row", { name: /Credit ratings/ });
  await expect(gap.getByText("Not yet published")).toBeVisible();
  await expect(index.getByText("Not yet published")).toHaveCount(8);
  await index
    .getByRole("row", { name: /Shareholding pattern/ })
    .getByRole("link", { name: "Open in the document library" })
    .click();
  await expect(page).toHaveURL(/\/investors\?modalPath=Shareholding%20Pattern$/);
  await expect(page.getByRole("dialog", { name: "Shareholding Pattern" })).toBeVisible();
});

test("the sample Key Fact Statement's EMI is what the EMI calculator shows for the same loan", async ({ page }) => {
  await page.goto("/disclosures");
  const example = page.getByRole("figure", { name: "A worked example (not an offer)" });
  await expect(example.getByText("₹48,963", { exact: true })).toBeVisible();
  await expect(example.getByText("18.46%", { exact: true })).toBeVisible();
  await page.goto("/product");
  await page.getByLabel("Loan amount (₹)").fill("10,00,000");
  await page.getByLabel("Tenure (months)").fill("24");
  await page.getByLabel("Interest rate (% per year)").fill("16");
  await expect(page.getByTestId("emi")).toHaveText("₹48,963.11");
});

test("the home page, the footer and the Investors page carry the regulatory links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Grievance Redressal", "/grievance-redressal"],
    ["Regulatory Disclosures", "/disclosures"],
    ["Fair Practices Code", "/disclosures#fair-practices-code"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
  }
  await expect(footer.getByRole("link", { name: /SEBI SMART ODR/ })).toHaveAttribute("href", "https://smartodr.in");
  await expect(footer.getByRole("link", { name: /SEBI SMART ODR/ })).toHaveAttribute("target", "_blank");
  await expect(footer.getByText(/CIN: L65923MH1994PLC081234\..*RBI certificate of registration no\.: N-13\.02345\./)).toBeVisible();

  const block = page.getByRole("region", { name: "Regulatory information" });
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByText(/RBI certificate of registration no\. N-13\.02345/)).toBeVisible();
  await block.getByRole("link", { name: "Grievance Redressal" }).click();
  await expect(page).toHaveURL(/\/grievance-redressal$/);

  await page.goto("/investors");
  await expect(page.getByRole("heading", { name: "Investor grievances" })).toBeVisible();
  await expect(page.getByRole("link", { name: "grievance@udyamitra.example" })).toBeVisible();
  await expect(page.getByRole("link", { name: /smartodr\.in/ })).toHaveAttribute("href", "https://smartodr.in");
});

test("the Hindi build has both pages under /hi", async ({ page }) => {
  for (const path of ["/hi/grievance-redressal", "/hi/disclosures"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
