// The emails of the investor alerts list, in the language the address signed
// up in, each ending with the "Your data" link. Built when the outbox sends
// them: the outbox row names the message, never its words or a token.
import { formCopies } from "../generated/form-copies";
import { type Lang, isLang, perLang } from "#shared/locales";
import { linesEmail } from "../delivery/email-html";
import { yourDataUrl } from "../privacy/visitor-email";
import type { SubmissionRecord } from "../db/submission-records";
import { subscriberEmail } from "./subscribers";

export const CONFIRM_PATH = "/api/investor-alerts/confirm";
export const UNSUBSCRIBE_PATH = "/api/investor-alerts/unsubscribe";

const words = perLang((lang) => formCopies[lang].investorAlerts.investorAlertsEmails);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export type AlertEmail = { to: string; subject: string; text: string; html: string; headers: Record<string, string> };

/** The links' tokens (subscribers.ts, emailTokens): the sender makes them, with the database at hand. */
type AlertTokens = { confirm: string; unsubscribe: string };

/** The double opt-in email of one sign-up (its submission). */
export function buildConfirmEmail(signUp: SubmissionRecord, tokens: AlertTokens, origin: string): AlertEmail {
  const lang: Lang = isLang(signUp.lang) ? signUp.lang : "en";
  const w = words[lang];
  const link = `${origin}${CONFIRM_PATH}?token=${tokens.confirm}`;
  const subject = w.confirm.subject;
  const body = linesEmail(lang, subject, [
    w.confirm.intro,
    w.confirm.open,
    { link },
    w.confirm.ignore,
    w.yourData,
    { link: yourDataUrl(origin, lang) },
  ]);
  return {
    to: subscriberEmail(signUp.fields),
    subject,
    ...body,
    headers: { "Auto-Submitted": "auto-generated", "Content-Language": lang },
  };
}

/** `updated`: the alert of a new version of a document already published (its first words differ). */
type AlertedDocument = { title: string; disclosureDate: string; url: string; updated?: boolean; note?: string | null };

/**
 * One alert: the document's title, date and address, and RFC 8058 one-click
 * unsubscribe (the List-Unsubscribe URL takes a POST at once; the same link
 * in the body opens a page with a button).
 */
export function buildDocumentAlert(
  signUp: SubmissionRecord,
  lang: string,
  document: AlertedDocument,
  tokens: AlertTokens,
  origin: string,
): AlertEmail {
  const l: Lang = isLang(lang) ? lang : "en";
  const w = words[l];
  const to = subscriberEmail(signUp.fields);
  const unsubscribe = `${origin}${UNSUBSCRIBE_PATH}?token=${tokens.unsubscribe}`;
  const opening = document.updated ? w.updated : w.alert;
  const subject = fill(opening.subject, { title: document.title });
  const body = linesEmail(l, subject, [
    fill(opening.intro, { title: document.title, date: document.disclosureDate }),
    ...(document.updated && document.note ? [`${words[l].updated.whatChanged} ${document.note}`] : []),
    w.alert.open,
    { link: `${origin}${document.url}` },
    w.alert.unsubscribe,
    { link: unsubscribe },
    w.yourData,
    { link: yourDataUrl(origin, l) },
  ]);
  return {
    to,
    subject,
    ...body,
    headers: {
      "Auto-Submitted": "auto-generated",
      "Content-Language": l,
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
