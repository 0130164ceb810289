// For tests of the Your data links and erasure: the staff app with a real
// SMTP server (the person's emails, with their links) and a real CRM
// receiver checking every webhook's signature, plus the steps a person takes
// (ask, open the emailed link, press its button).
import type { LightMyRequestResponse } from "fastify";
import type { ReceivedMail, TestSmtpServer } from "#test/smtp-server";
import { startTestSmtpServer } from "#test/smtp-server";
import { type WebhookReceiver, startWebhookReceiver } from "#test/webhook-receiver";
import { type StaffTestApp, ORIGIN, startStaffApp } from "#test/staff-app";
import { privacyRequestForm } from "#forms/privacy-request";
import type { DeliverySettings } from "../../server/delivery/settings";

export type PrivacyTestApp = {
  t: StaffTestApp;
  smtp: TestSmtpServer;
  crm: WebhookReceiver;
  /** A form POST as the site's pages make it; the new reference (fails the test unless 201). */
  post(url: string, payload: object): Promise<string>;
  ask(email: string, action: string, lang?: string, change?: string): Promise<string>;
  /** The first email to `to` whose subject includes `subject`, once it has arrived. */
  mailTo(to: string, subject: string): Promise<ReceivedMail>;
  linkIn(mail: ReceivedMail, path: string): URL;
  /** What a browser (or a mail scanner) does with a link: GET it. */
  open(url: URL): Promise<LightMyRequestResponse>;
  /** The button on the link's page: a form post back to the link, from the site's own origin unless `origin` says otherwise. */
  press(url: URL, origin?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function startPrivacyTestApp(): Promise<PrivacyTestApp> {
  const secret = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
  const smtp = await startTestSmtpServer();
  const crm = await startWebhookReceiver(secret);
  const delivery: DeliverySettings = {
    email: {
      smtpUrl: smtp.url,
      from: "Udyamitra <privacy@udyamitra.example>",
      to: ["sales@udyamitra.example"],
      toByForm: {},
      maxAttachmentBytes: 5 * 1024 * 1024,
    },
    webhook: { url: crm.url, secret },
    retry: { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 8 },
    leaseMs: 3000,
    concurrency: 4,
    idlePollMs: 100,
  };
  // The SMTP server and the CRM share this process: its busy moments are theirs, not load to shed.
  const t = await startStaffApp({ delivery, staffOrigin: ORIGIN, pressureSampleIntervalMs: 3_600_000 });
  await t.app.ready();
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: "POST", url, payload });
    if (res.statusCode !== 201) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().reference as string;
  };
  return {
    t,
    smtp,
    crm,
    post,
    ask: (email, action, lang = "en", change) => post(privacyRequestForm.endpoint, { email, action, lang, ...(change ? { change } : {}) }),
    async mailTo(to, subject) {
      const match = (m: ReceivedMail) => m.envelope.to.includes(to) && m.subject.includes(subject);
      await smtp.waitFor((all) => all.some(match), `an email "${subject}" to ${to}`);
      return smtp.messages.find(match)!;
    },
    linkIn(mail, path) {
      const found = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\S*`));
      if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
      return new URL(found[0]);
    },
    open: (url) => t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` }),
    press: (url, origin = ORIGIN) =>
      t.app.inject({
        method: "POST",
        url: `${url.pathname}${url.search}`,
        headers: {
          origin,
          "sec-fetch-site": origin === ORIGIN ? "same-origin" : "cross-site",
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: "",
      }),
    async close() {
      await t.close();
      await smtp.close();
      await crm.close();
    },
  };
}
