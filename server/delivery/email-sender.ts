// Email through SMTP with nodemailer: a small pool of connections (reused
// across leads, so a burst does not open one connection per message), short
// timeouts so a dead or stalling server cannot hold the worker, and a hard
// deadline per message; the conversation itself runs on its own thread
// (smtp-thread.ts). Refusals are sorted into "try again later" (4xx,
// connection trouble, authentication) and "never" (5xx to the message).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type EmailKinds, kindOf } from "./email-kinds";
import { NO_SUBMISSION, type SendOutcome, type Sender, oneLine } from "./sender";
import { type EmailSettings, mailboxAddress } from "./settings";
import { createThreadedTransport } from "./smtp-thread";
import type { SmtpMessage } from "./smtp-worker";

/** The longest one message may take, connection included (a 5 MB resume on a slow link fits). */
const SMTP_SEND_DEADLINE_MS = 120_000;

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

/** Sends each outbox row's email as the kind registered for its message builds it (email-kinds.ts). */
export function createEmailSender(settings: EmailSettings, db: Kysely<Database>, connections: number, kinds: EmailKinds): Sender {
  const transport = smtpTransport(settings, connections);
  const fromAddress = mailboxAddress(settings.from) ?? settings.from;
  const messageDomain = fromAddress.split("@")[1] ?? "localhost";

  return {
    async send(delivery, signal): Promise<SendOutcome> {
      const submission = delivery.submission;
      if (!submission) return NO_SUBMISSION;
      const kind = kinds[kindOf(delivery.message)];
      if (!kind) return { ok: false, permanent: true, error: `unknown message "${delivery.message}"` };
      const email = await kind({ db, delivery: { ...delivery, submission }, message: delivery.message, settings, messageDomain });
      if (email === undefined) return { ok: true };
      if ("ok" in email) return email;
      return sendMail(
        transport,
        { from: settings.from, ...email, messageId: email.messageId ?? `<${delivery.id}@${messageDomain}>` },
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
