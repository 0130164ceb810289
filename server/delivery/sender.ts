// What the worker asks of a channel (email, webhook): send one delivery and
// say how it went, never throw for a refusal. `permanent` means sending the
// same message again would be refused again (SMTP 5xx, webhook 4xx).
import type { SubmissionRecord } from "../db/submission-records";

export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

export type Delivery = {
  /** The delivery's stable id (the same on every try). */
  id: string;
  /** The submission the row belongs to; undefined for a staff email (server/staff-mail/), which belongs to none. */
  submission: SubmissionRecord | undefined;
  /** The outbox row's message when it is not the submission's own lead email or webhook (a visitor email, consent.withdrawn). */
  message?: string | undefined;
};

export type Sender = {
  /** `signal` aborts the send when the server stops. */
  send(delivery: Delivery, signal: AbortSignal): Promise<SendOutcome>;
  close(): Promise<void>;
};

/** What a channel that sends a submission's messages answers for a row without one. */
export const NO_SUBMISSION: SendOutcome = { ok: false, permanent: true, error: "the submission is no longer stored" };

/** An error's message cut to one short line: what staff see in `leads -- outbox`. */
export function oneLine(text: string, max = 300): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
