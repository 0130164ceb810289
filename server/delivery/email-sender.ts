// Email through SMTP with nodemailer: a small pool of connections (reused
// across leads, so a burst does not open one connection per message), short
// timeouts so a dead or stalling server cannot hold the worker, and a hard
// deadline per message; the conversation itself runs on its own thread
// (smtp-thread.ts). Refusals are sorted into "try again later" (4xx,
// connection trouble, authentication) and "never" (5xx to the message).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { formByName } from "../form-registry/registry";
import { getStoredFile } from "../submissions/queries";
import { type Outcome, buildVisitorEmail, isVisitorMessage } from "../privacy/visitor-email";
import { buildInvestorAlert } from "../investor-alerts/alert-sender";
import type { LinkKeys } from "../keys/link-keys";
import { privacyTokenFor } from "../privacy/privacy-tokens";
import { buildLeadEmail } from "./email-message";
import { NO_SUBMISSION, type SendOutcome, type Sender, oneLine } from "./sender";
import { type EmailSettings, mailboxAddress } from "./settings";
import { createThreadedTransport } from "./smtp-thread";
import type { SmtpMessage } from "./smtp-worker";

/** The longest one message may take, connection included (a 5 MB resume on a slow link fits). */
const SMTP_SEND_DEADLINE_MS = 120_000;

/** Who receives a form's leads: its own list (LEADS_EMAIL_TO_<FORM>) when set, else LEADS_EMAIL_TO. */
function recipientsFor(settings: EmailSettings, exportName: string): string[] {
  return settings.toByForm[exportName] ?? settings.to;
}

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; permanent?: boolean };

/**
 * A failed send as the outbox records it. A 5xx refusal of the message
 * (sender, recipients, content) is permanent; everything else is retried: 4xx,
 * a connection refused, dropped or timed out, and authentication, which is
 * the server's configuration rather than this lead's and is fixed by staff.
 */
// A mail server's refusal often quotes the recipient ("550 5.1.1 <asha@x.in>: Recipient address rejected"):
// every word with an @ is taken out before the reason is logged or stored (logs hold no visitor's email).
const withoutAddresses = (text: string) =>
  text
    .split(/([\s<>"]+)/)
    .map((word) => (word.includes("@") ? "address" : word))
    .join("");

export function classifySmtpError(error: unknown): SendOutcome {
  const outcome = classifyRaw(error);
  return outcome.ok ? outcome : { ...outcome, error: withoutAddresses(outcome.error) };
}

function classifyRaw(error: unknown): SendOutcome {
  const e = error as SmtpError;
  const permanent = e.permanent === true && e.code !== "EAUTH" && e.code !== "ENOAUTH";
  const reply = e.responseCode ? `SMTP ${e.responseCode}: ${oneLine(e.response ?? e.message, 200)}` : undefined;
  const code =
    e.code === "ESOCKET" || e.code === "ECONNECTION"
      ? `${e.code}${(e as { originalCode?: string }).originalCode ? ` (${(e as { originalCode?: string }).originalCode})` : ""}`
      : e.code;
  return { ok: false, permanent, error: reply ?? oneLine(`${code ? `${code}: ` : ""}${e.message}`) };
}

/** Sends one message (no attachments unless given): sent, or the failure as the outbox records it. */
export async function sendMail(
  transport: Pick<ReturnType<typeof smtpTransport>, "send">,
  message: Omit<SmtpMessage, "attachments"> & Partial<Pick<SmtpMessage, "attachments">>,
  signal: AbortSignal,
): Promise<SendOutcome> {
  try {
    await transport.send({ attachments: [], ...message }, signal);
    return { ok: true };
  } catch (error) {
    return classifySmtpError(error);
  }
}

/** The pooled SMTP transport with the deadlines above (the complaint emails use one too). */
export function smtpTransport(settings: EmailSettings, connections: number) {
  return createThreadedTransport(
    {
      url: settings.smtpUrl,
      pool: true,
      maxConnections: connections,
      maxMessages: 100,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      dnsTimeout: 10_000,
      // Messages are built here from stored data only: no file paths or URLs to fetch.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    SMTP_SEND_DEADLINE_MS,
  );
}

/** What a visitor's email needs besides the SMTP settings: the keys its links are signed with, and the site's origin. */
export type VisitorMailContext = { keys: LinkKeys; origin: string };

/**
 * A privacy request's link tokens, made again by the key that made the stored
 * hashes; a hash whose key has left the ring is replaced by the current key's
 * (server/keys/link-keys.ts), so the email's link works.
 */
async function privacyTokens(db: Kysely<Database>, keys: LinkKeys, reference: string) {
  const row = await db
    .selectFrom("privacyRequests")
    .select(["tokenHash", "copyTokenHash", "outcome"])
    .where("reference", "=", reference)
    .executeTakeFirst();
  const confirm = privacyTokenFor(keys, "confirm", reference, row?.tokenHash ?? null);
  const copy = row?.copyTokenHash ? privacyTokenFor(keys, "copy", reference, row.copyTokenHash) : undefined;
  if (row && (confirm.reissued || copy?.reissued))
    await db
      .updateTable("privacyRequests")
      .set({ tokenHash: confirm.hash, ...(copy ? { copyTokenHash: copy.hash } : {}) })
      .where("reference", "=", reference)
      .execute();
  return { outcome: row?.outcome ?? null, tokens: { confirm: confirm.token, copy: copy?.token } };
}

/** consoleOrigin: the site's origin (STAFF_ORIGIN), for the link to the lead's page in the staff console. */
export function createEmailSender(
  settings: EmailSettings,
  db: Kysely<Database>,
  connections: number,
  visitor?: VisitorMailContext,
  consoleOrigin?: string,
): Sender {
  const transport = smtpTransport(settings, connections);
  const fromAddress = mailboxAddress(settings.from) ?? settings.from;
  const messageDomain = fromAddress.split("@")[1] ?? "localhost";

  return {
    async send(delivery, signal): Promise<SendOutcome> {
      const s = delivery.submission;
      if (!s) return NO_SUBMISSION;
      if (visitor && delivery.message?.startsWith("investor-alerts.")) {
        const built = await buildInvestorAlert(db, delivery.message, s, visitor);
        if (built === undefined) return { ok: true };
        return sendMail(
          transport,
          {
            from: settings.from,
            to: [built.to],
            subject: built.subject,
            text: built.text,
            html: built.html,
            messageId: `<${delivery.id}@${messageDomain}>`,
            headers: built.headers,
          },
          signal,
        );
      }
      if (delivery.message !== undefined) {
        if (!visitor || !isVisitorMessage(delivery.message))
          return { ok: false, permanent: true, error: `unknown message "${delivery.message}"` };
        const request = await privacyTokens(db, visitor.keys, s.reference);
        const email = buildVisitorEmail({
          message: delivery.message,
          deliveryId: delivery.id,
          request: s,
          outcome: request.outcome ? (JSON.parse(request.outcome) as Outcome) : undefined,
          tokens: request.tokens,
          origin: visitor.origin,
          messageDomain,
        });
        return sendMail(
          transport,
          {
            from: settings.from,
            to: [email.to],
            subject: email.subject,
            text: email.text,
            html: email.html,
            messageId: email.messageId,
            headers: email.headers,
          },
          signal,
        );
      }
      const entry = formByName(s.form);
      if (!entry) return { ok: false, permanent: true, error: `unknown form "${s.form}"` };
      const stored = s.file && s.file.size <= settings.maxAttachmentBytes ? await getStoredFile(db, s.file.sha256) : undefined;
      const email = buildLeadEmail({
        deliveryId: delivery.id,
        submission: s,
        entry,
        attachment: stored ? { bytes: Buffer.from(stored.bytes) } : undefined,
        maxAttachmentBytes: settings.maxAttachmentBytes,
        messageDomain,
        consoleOrigin,
      });
      return sendMail(
        transport,
        {
          from: settings.from,
          to: recipientsFor(settings, entry.form.exportName),
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: email.messageId,
          headers: email.headers,
          attachments: email.attachments,
        },
        signal,
      );
    },
    close: () => transport.close(),
  };
}

/** For the start-up log line: where mail goes, without credentials. */
export function describeSmtp(settings: EmailSettings): string {
  const url = new URL(settings.smtpUrl);
  return `${url.protocol}//${url.host}`;
}
