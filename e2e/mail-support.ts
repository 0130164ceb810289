// The emails a visitor receives, as the test mail server of
// e2e/global-setup.ts writes them (one JSON file a message).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { e2eMailDir } from "../playwright.config";

type Mail = { subject: string; text: string; envelope: { to: string[] }; headers: Record<string, string> };

/** A kept email; undefined while the mail server is still writing its file (read again on the next round). */
function readMail(file: string): Mail | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Mail;
  } catch {
    return undefined;
  }
}

/** Every email kept so far that `match` accepts (to count what was sent, after waiting for the one expected). */
export function mailsWhere(match: (m: Mail) => boolean): Mail[] {
  if (!existsSync(e2eMailDir)) return [];
  return readdirSync(e2eMailDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => readMail(path.join(e2eMailDir, f)))
    .filter((m): m is Mail => m !== undefined && match(m));
}

/** The first email kept that `match` accepts, once it has arrived. */
export async function mailWhere(match: (m: Mail) => boolean, what: string, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(e2eMailDir)
      ? readdirSync(e2eMailDir)
          .filter((f) => f.endsWith(".json"))
          .sort()
      : [];
    for (const f of files) {
      const m = readMail(path.join(e2eMailDir, f));
      if (m && match(m)) return m;
    }
    if (Date.now() > deadline) throw new Error(`no email within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The email to `to` whose subject includes `subject`. */
export function mailTo(to: string, subject: string, timeoutMs = 20_000): Promise<Mail> {
  return mailWhere((m) => m.envelope.to.includes(to) && m.subject.includes(subject), `"${subject}" to ${to}`, timeoutMs);
}

/** A link of the email, on the e2e server (the email's origin is the configured site's). */
export function linkIn(mail: Mail, pathname: string): string {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === pathname);
  if (!found) throw new Error(`no ${pathname} link in: ${mail.text}`);
  return `${found.pathname}${found.search}`;
}

/** A console link of the email (`/staff/invite#<token>`, `/staff/recover#<token>`), on the e2e server's console origin. */
export function consoleLinkIn(mail: Mail, pathname: string, consoleOrigin: string): string {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === pathname && u.hash.length > 1);
  if (!found) throw new Error(`no ${pathname}#... link in: ${mail.text}`);
  return `${consoleOrigin}${found.pathname}${found.hash}`;
}
