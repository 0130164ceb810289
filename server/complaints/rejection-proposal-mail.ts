// The four-eyes rejection needs a second officer, so the proposal is news to
// every other officer who works the complaint's kind: this email (staff read
// it; English) tells them it awaits them and where. It repeats nothing the
// complainant wrote, nor the reason the proposer gave: those stay in the console.
import { formatDate } from "#shared/india-dates";
import { formCopies } from "../generated/form-copies";
import type { BuiltMail } from "./complaint-mail-message";
import { escapeHtml } from "../delivery/email-html";

type RejectionProposalInput = {
  reference: string;
  proposer: string;
  partial: boolean;
  answerBy: string;
  /** The complaint in the console, and the queue's "Awaiting my approval" view. */
  consoleUrl: string;
  viewUrl: string;
};

export function buildRejectionProposalMail(input: RejectionProposalInput): BuiltMail {
  const subject = `Rejection of complaint ${input.reference} awaits your approval`;
  const months = formCopies.en.locale.locale.months;
  const lines = [
    `${input.proposer} proposes rejecting complaint ${input.reference} ${input.partial ? "in part" : "in full"}.`,
    "It takes effect only when a second officer approves it; until then the complainant sees it in progress.",
    `It must be answered by ${formatDate(input.answerBy, months)}.`,
    `Open the complaint: ${input.consoleUrl}`,
    `Every rejection awaiting you: ${input.viewUrl}`,
  ];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}</body></html>`;
  return { subject, text: `${lines.join("\n")}\n`, html, lang: "en" };
}
