// The emails the email channel sends, each kind registered by the feature that queues it (its lead emails by
// server/submissions/, a privacy request's by server/privacy/, investor alerts by server/investor-alerts/): the
// channel knows how to send an email, never what a feature's email says. An outbox row names its message as
// "<kind>.<what>" ("privacy.confirm"); a row without one is its submission's lead email.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Delivery, SendOutcome } from "./sender";
import type { EmailSettings } from "./settings";

/** What the SMTP server is handed. */
type OutgoingEmail = {
  to: string[];
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Stable across retries (the channel makes one from the delivery's id when left out). */
  messageId?: string | undefined;
  headers: Record<string, string>;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

type BuildInput = {
  db: Kysely<Database>;
  delivery: Delivery & { submission: NonNullable<Delivery["submission"]> };
  /** The row's message, when it has one ("privacy.confirm"). */
  message: string | undefined;
  settings: EmailSettings;
  /** The domain of the Message-ID (the From address's). */
  messageDomain: string;
};

/**
 * Builds one row's email from what is stored when it is sent. Undefined: there is nothing to send any more (the
 * address unsubscribed, the document was withdrawn), and the row is done; a refusal: it can never be sent.
 */
export type EmailKind = (input: BuildInput) => Promise<OutgoingEmail | undefined | Extract<SendOutcome, { ok: false }>>;

/** The kind that sends a submission's own lead email (a row without a message). */
export const LEAD_EMAIL = "lead";

/** The email kinds by name: LEAD_EMAIL, and each message's kind ("privacy" for "privacy.confirm"). */
export type EmailKinds = Readonly<Record<string, EmailKind>>;

/** Which registered kind sends this row's message. */
export function kindOf(message: string | undefined): string {
  if (message === undefined) return LEAD_EMAIL;
  const dot = message.indexOf(".");
  return dot < 0 ? message : message.slice(0, dot);
}
