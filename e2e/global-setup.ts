// Playwright's global setup: the mail server the built site's leads go to.
// Every message it receives is written as JSON into e2eMailDir, where the
// specs (in other processes) look for it by the reference the page showed.
import { mkdirSync, rmSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startTestSmtpServer } from "#test/smtp-server";
import { e2eMailDir, e2eSmtpPort } from "../playwright.config";

export default async function globalSetup() {
  rmSync(e2eMailDir, { recursive: true, force: true });
  mkdirSync(e2eMailDir, { recursive: true });
  let n = 0;
  const smtp = await startTestSmtpServer({
    port: e2eSmtpPort,
    onMessage: (mail) => {
      const { attachments, ...rest } = mail;
      const file = path.join(e2eMailDir, `${String(++n).padStart(5, "0")}-${mail.reference ?? "none"}.json`);
      // Written beside, then renamed: a test reading the folder never sees half a message.
      writeFileSync(
        `${file}.part`,
        JSON.stringify({
          ...rest,
          attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
        }),
      );
      renameSync(`${file}.part`, file);
    },
  });
  return async () => {
    await smtp.close();
  };
}
