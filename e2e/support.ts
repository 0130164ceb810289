// Helpers shared by the end-to-end specs.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { e2eDatabase } from "../playwright.config";

/** Fails with the rule and the elements for every axe violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** What the company types: `npm run leads -- <args>` against the e2e server's database; its output. */
export function leads(...args: string[]): string {
  return execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "server/cli/leads.ts", ...args], {
    env: { ...process.env, SQLITE_PATH: e2eDatabase, ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}) },
    encoding: "utf8",
  });
}

/** What the company sees: the leads export command against the e2e server's database. */
export function exportLeads(kind: string): Record<string, unknown>[] {
  return JSON.parse(leads("export", kind, "--format", "json")) as Record<string, unknown>[];
}
