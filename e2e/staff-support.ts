// What the staff-side specs share: an invitation made with the staff CLI
// against the e2e server's database, and Chromium's virtual authenticator.
// WebAuthn refuses IP addresses, so the console is reached at
// http://localhost (the public pages at the baseURL).
import { type Page, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { e2eDatabase } from "../playwright.config";

const port = Number(process.env.E2E_PORT ?? 4173);
export const consoleOrigin = `http://localhost:${port}`;

/** The environment a CLI command needs to reach the e2e server's database. */
export const cliEnv = {
  ...process.env,
  SQLITE_PATH: e2eDatabase,
  ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
};

/** A server the staff side is reached on: its console's origin and the CLI's environment for its database. */
export type StaffServer = { consoleOrigin: string; cliEnv: NodeJS.ProcessEnv };

/** `npm run staff -- invite ...` against that server's database; the invitation URL it prints last, on its console origin. */
export function inviteOn(server: StaffServer, email: string, ...roles: string[]): string {
  const out = execFileSync("npm", ["run", "--silent", "staff", "--", "invite", email, ...roles.flatMap((r) => ["--role", r])], {
    env: server.cliEnv,
    encoding: "utf8",
  });
  const url = new URL(out.trim().split("\n").at(-1)!.trim());
  if (url.pathname !== "/staff/invite") throw new Error(`the staff CLI printed no invitation: ${out}`);
  return `${server.consoleOrigin}${url.pathname}${url.hash}`;
}

/** An invitation on the e2e run's own server. */
export function invite(email: string, ...roles: string[]): string {
  return inviteOn({ consoleOrigin, cliEnv }, email, ...roles);
}

/**
 * A platform authenticator that holds discoverable passkeys and verifies the
 * user, as a laptop's or phone's does; remove() takes it away (a lost device).
 */
export async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { remove: () => cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId }) };
}

/** One PDF through the console's publish form, as a secretary fills it in; resolves once the console reports it published. */
export async function publishOne(
  page: Page,
  o: { fileName: string; pdf: Buffer; title: string; date: string; folder?: string; category?: string },
) {
  await page
    .getByLabel("PDFs (one or more, at most 50 MB each)")
    .setInputFiles({ name: o.fileName, mimeType: "application/pdf", buffer: o.pdf });
  await page.getByRole("combobox", { name: /^Category/ }).selectOption(o.category ?? "Corporate Announcements");
  if (o.folder) await page.getByLabel("Folder inside the category (optional, e.g. 2025-26)").fill(o.folder);
  await page.getByLabel("Title", { exact: true }).fill(o.title);
  await page.getByLabel("Disclosure date").fill(o.date);
  await page.getByRole("button", { name: /^Publish: 1 file → / }).click();
  await expect(page.getByRole("heading", { name: "Upload results: 1 published" })).toBeFocused();
}

/** A published document's panel on the secretary's screen, opened from the list by its title. */
export async function openDocument(page: Page, title: string) {
  await page.getByRole("button", { name: title, exact: true }).click();
  return page.getByRole("region", { name: title, exact: true });
}
