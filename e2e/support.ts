// Helpers shared by the end-to-end specs.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { e2eMailDir } from "../playwright.config";
import { cliEnv } from "./staff-support";

/** Fails with the rule and the elements for every axe violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** What the company types: `npm run leads -- <args>` against the e2e server's database; its output. */
export function leads(...args: string[]): string {
  return leadsWith(cliEnv, ...args);
}

/** The same against the database that `env` names (a spec's own servers). */
function leadsWith(env: NodeJS.ProcessEnv, ...args: string[]): string {
  return execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "server/cli/leads.ts", ...args], { env, encoding: "utf8" });
}

/** What the company sees: the leads export command against the e2e server's database, or another's (`env`). */
export function exportLeads(kind: string, env: NodeJS.ProcessEnv = cliEnv): Record<string, unknown>[] {
  return JSON.parse(leadsWith(env, "export", kind, "--format", "json")) as Record<string, unknown>[];
}

type LeadEmail = {
  reference: string;
  deliveryId: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  envelope: { to: string[] };
  attachments: { filename: string; size: number }[];
};

/** The email the company received for a reference (the test mail server of e2e/global-setup.ts writes each one to a file). */
export async function leadEmail(reference: string, timeoutMs = 15_000): Promise<LeadEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = existsSync(e2eMailDir) ? readdirSync(e2eMailDir).find((f) => f.endsWith(`-${reference}.json`)) : undefined;
    if (file) return JSON.parse(readFileSync(path.join(e2eMailDir, file), "utf8")) as LeadEmail;
    if (Date.now() > deadline) throw new Error(`No email for ${reference} within ${timeoutMs / 1000} s in ${e2eMailDir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Opens a page and waits until React has hydrated it: its scripts start after
 * the first frame (scripts/defer-boot.ts), so a scroll or click right after
 * the load event can come before any listener is there.
 */
export async function gotoHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return res;
}
