// For tests of the staff's own emails (invitations, recovery links, audit
// checkpoints): the staff app with a real SMTP server receiving them, and a
// way to read the link an email carries.
import type { DeliverySettings } from "../../server/delivery/settings";
import { type ReceivedMail, type TestSmtpServer, startTestSmtpServer } from "#test/smtp-server";
import { ORIGIN, type StaffTestApp, startStaffApp } from "#test/staff-app";
import type { AppOptions } from "../../server/app";

export type StaffMailApp = {
  t: StaffTestApp;
  smtp: TestSmtpServer;
  mailTo(to: string, subject: string): Promise<ReceivedMail>;
  close(): Promise<void>;
};

function mailDelivery(smtpUrl: string): DeliverySettings {
  return {
    email: {
      smtpUrl,
      from: "Udyamitra <console@udyamitra.example>",
      to: ["team@udyamitra.example"],
      toByForm: {},
      maxAttachmentBytes: 1024 * 1024,
    },
    retry: { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 5 },
    leaseMs: 3000,
    concurrency: 4,
    idlePollMs: 100,
  };
}

export async function startStaffMailApp(extra: Partial<AppOptions> = {}): Promise<StaffMailApp> {
  const smtp = await startTestSmtpServer();
  const t = await startStaffApp({
    delivery: mailDelivery(smtp.url),
    publicOrigin: ORIGIN,
    pressureSampleIntervalMs: 3_600_000,
    complianceEmail: ["compliance@udyamitra.example"],
    ...extra,
  });
  await t.app.ready();
  return {
    t,
    smtp,
    async mailTo(to, subject) {
      const match = (m: ReceivedMail) => m.envelope.to.includes(to) && m.subject.includes(subject);
      await smtp.waitFor((all) => all.some(match), `an email "${subject}" to ${to}`);
      return smtp.messages.find(match)!;
    },
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** The token after `#` of the console link (`/staff/<page>#<token>`) an email carries. */
export function fragmentToken(mail: ReceivedMail, page: "invite" | "recover"): string {
  const found = new RegExp(`/staff/${page}#([a-z0-9]+\\.[\\w-]{43})`).exec(mail.text);
  if (!found) throw new Error(`no /staff/${page} link in: ${mail.text}`);
  return found[1]!;
}
