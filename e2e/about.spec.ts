import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as axe } from "./support";
import { aboutFaq, aboutLeadership, aboutPhilosophy } from "#copy/pages/about";
import { site } from "#content/site";

test.use({ reducedMotion: "reduce" });

test("shows the header, mission, services, leadership, philosophy and FAQ", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
  const links: [string, string][] = [
    ["Investor Relations", "/investors"],
    ["Disclosures", "/investors?modalPath=Intimations%2FDisclosures"],
    ["Annual Reports", "/investors?modalPath=Annual%20Report"],
    ["Corporate Announcements", "/investors?modalPath=Corporate%20Announcements"],
    ["Investors Grievance Redressal", `mailto:${site.contact.grievanceEmail}`],
    ["Corporate Governance", "/investors?modalPath=Policies"],
  ];
  for (const [name, href] of links) {
    await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
  }
  for (const m of aboutLeadership.members) {
    await expect(page.getByRole("heading", { name: m.name })).toBeVisible();
    await expect(page.getByText(m.position, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: m.imageAlt })).toBeVisible();
  }
  for (const title of ["Vision-Driven", "Innovation-Focused", "Collaboration"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  expect(aboutPhilosophy.items.map((p) => p.title)).toEqual(["Vision-Driven", "Innovation-Focused", "Collaboration"]);
  for (const f of aboutFaq.items) await expect(page.getByRole("button", { name: f.question })).toBeVisible();
});

test("the Annual Reports card leads to the investor library", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("link", { name: /^Annual Reports/ }).click();
  await expect(page).toHaveURL(/\/investors\?modalPath=Annual%20Report$/);
});

for (const card of ["Disclosures", "Annual Reports", "Corporate Announcements", "Corporate Governance"]) {
  test(`the ${card} card opens its folder in the investor library`, async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: new RegExp(`^${card}`) }).click();
    await expect(page).toHaveURL(/\/investors\?modalPath=/);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText("Folder not found.");
  });
}

test("FAQ: one answer open at a time, and a second click closes it", async ({ page }) => {
  await page.goto("/about");
  const q = (i: number) => page.getByRole("button", { name: aboutFaq.items[i]!.question });
  await q(0).click();
  await expect(page.getByRole("region", { name: aboutFaq.items[0]!.question })).toBeVisible();
  await q(2).click();
  await expect(q(0)).toHaveAttribute("aria-expanded", "false");
  await expect(q(2)).toHaveAttribute("aria-expanded", "true");
  await q(2).click();
  await expect(q(2)).toHaveAttribute("aria-expanded", "false");
});

for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test(`has no axe violations at ${name} width, with an FAQ answer open`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await axe(page);
    await page.getByRole("button", { name: aboutFaq.items[1]!.question }).click();
    await expect(page.getByRole("region", { name: aboutFaq.items[1]!.question })).toBeVisible();
    await axe(page);
  });
}
