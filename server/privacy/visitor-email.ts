// The emails a person receives about their own request, in the language of
// the page they made it on, each ending with the link to the "Your data"
// page. Built when the outbox sends them, from the stored request: the
// outbox row names the message, never its words or a token.
import { perLang } from "#shared/locales";
import { formCopies } from "../generated/form-copies";
import type { PrivacyAction } from "#forms/privacy-request";
import { type Lang, isLang, localizedPath } from "#shared/locales";
import { formTitle } from "../submissions/lead-email";
import { type EmailLine, linesEmail } from "../delivery/email-html";
import type { SubmissionRecord } from "../db/submission-records";

const VISITOR_MESSAGES = ["privacy.confirm", "privacy.done"] as const;
export type VisitorMessage = (typeof VISITOR_MESSAGES)[number];
export const isVisitorMessage = (m: string | null | undefined): m is VisitorMessage =>
  (VISITOR_MESSAGES as readonly string[]).includes(m ?? "");

export const YOUR_DATA_PATH = "/privacy/your-data";
export const CONFIRM_PATH = "/api/privacy/confirm";
export const COPY_PATH = "/api/privacy/copy";

const words = perLang((lang) => formCopies[lang].privacyEmails.privacyEmails);
const actionNames = perLang((lang) => formCopies[lang].privacyRequest.privacyRequestCopy.options.action);

/** What was done, as stored on the request (references and counts only). */
export type Outcome = {
  erased?: number;
  erasedReferences?: string[];
  withdrawn?: number;
  restricted?: { reference: string; form: string; until: string }[];
  copy?: boolean;
  /** Closed without acting: the reason (close-reasons.ts) and, for "other", the officer's words. */
  closed?: string;
  note?: string;
};

type VisitorEmailInput = {
  message: VisitorMessage;
  deliveryId: string;
  /** The request's submission: its address, language and action. */
  request: SubmissionRecord;
  outcome: Outcome | undefined;
  /** The links' tokens, made by the sender (privacyTokenFor): the confirmation's, and the copy's once it is ready. */
  tokens: { confirm: string; copy?: string };
  /** The public site's origin, for the links. */
  origin: string;
  messageDomain: string;
};

type VisitorEmail = { to: string; subject: string; text: string; html: string; messageId: string; headers: Record<string, string> };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

export function yourDataUrl(origin: string, lang: Lang): string {
  return `${origin}${localizedPath(lang, YOUR_DATA_PATH)}`;
}

export function buildVisitorEmail(input: VisitorEmailInput): VisitorEmail {
  const r = input.request;
  const lang: Lang = isLang(r.lang) ? r.lang : "en";
  const w = words[lang];
  const action = String(r.fields.action) as PrivacyAction;
  const lines: EmailLine[] = [];
  let subject: string;
  if (input.message === "privacy.confirm") {
    subject = fill(w.confirm.subject, { action: actionNames[lang][action] });
    const token = input.tokens.confirm;
    lines.push(
      fill(w.confirm.intro, { action: actionNames[lang][action] }),
      w.confirm.open,
      { link: `${input.origin}${CONFIRM_PATH}?token=${token}` },
      w.confirm.ignore,
    );
  } else {
    subject = fill(w.done.subject, { reference: r.reference });
    const o = input.outcome ?? {};
    if (o.closed) {
      const reasons: Record<string, string> = {
        "identity-not-confirmed": w.closed.identityNotConfirmed,
        "nothing-held": w.closed.nothingHeld,
        "manifestly-unfounded": w.closed.manifestlyUnfounded,
      };
      lines.push(fill(w.closed.intro, { reason: o.closed === "other" ? (o.note ?? "") : (reasons[o.closed] ?? "") }), w.closed.complain);
    } else if (action === "withdraw") lines.push(w.done.withdraw);
    if (action === "correct") lines.push(w.done.correct);
    if (action === "copy" && input.tokens.copy) lines.push(w.done.copy, { link: `${input.origin}${COPY_PATH}?token=${input.tokens.copy}` });
    if (action === "erase") {
      lines.push(o.erased ? fill(w.done.erase, { erased: o.erased }) : w.done.nothing);
      for (const kept of o.restricted ?? []) {
        const reason = w.keptBecause[kept.form as keyof typeof w.keptBecause] ?? w.keptBecause.complaint;
        lines.push(fill(w.done.restricted, { reference: kept.reference, form: formTitle(kept.form), until: kept.until, reason }));
      }
    }
  }
  const yourData = yourDataUrl(input.origin, lang);
  lines.push(w.yourData, { link: yourData });
  const { text, html } = linesEmail(lang, subject, lines);
  return {
    to: String(r.fields.email),
    subject,
    text,
    html,
    messageId: `<${input.deliveryId}@${input.messageDomain}>`,
    headers: { "Auto-Submitted": "auto-generated", "X-Privacy-Request": r.reference },
  };
}
