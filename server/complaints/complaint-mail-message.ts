// The emails about a complaint, built when the worker sends them: to the
// complainant in the language they filed in (content/<lang>/forms/complaint.ts),
// and the escalation to the Principal Nodal Officer in English for staff.
// Nothing the complainant wrote is repeated in them: only the reference,
// dates, the status and what staff published.
import { grievance } from "#content/grievance";
import { regulatorLinks } from "#content/regulators";
import { site } from "#content/site";
import { ANSWERED_STATUSES, type ComplaintKind, type ComplaintStatus, escalationDay } from "#forms/complaint";
import { formatDate } from "#shared/india-dates";
import { citeLaw } from "#shared/law";
import { DEFAULT_LANG, type Lang, localizedPath, perLang } from "#shared/locales";
import { formCopies } from "../generated/form-copies";
import { publishedValue } from "../site-content/live-facts";
import { escapeHtml } from "../delivery/email-html";

const copies = perLang((lang) => ({
  mail: formCopies[lang].complaint.complaintMailCopy,
  lookup: formCopies[lang].complaint.complaintLookupCopy,
  locale: formCopies[lang].locale.locale,
  law: formCopies[lang].law.lawNames,
}));

/** What every email to a complainant says of the complaint: its kind and clock decide whom to write to next and the regulator's route. */
type ComplaintFacts = { lang: Lang; reference: string; answerBy: string; complaintKind: ComplaintKind; clockDays: number; origin: string };

type ComplainantMailInput =
  | (ComplaintFacts & { kind: "acknowledgement"; trackingUrl: string })
  | (ComplaintFacts & {
      kind: "update";
      status: ComplaintStatus;
      note: string | null;
      /** A rejection in part: what was accepted. */
      accepted?: string | null;
      /** This update is the answer itself (the move to resolved, rejected or closed), not a later word after it. */
      outcome?: boolean;
    });

/** Once answered, an email no longer says when we will answer, and names the regulator for an unsatisfied complainant. */

/** The officers of the live site (published from the console, else content/grievance.ts). */
const officers = () => publishedValue("grievance", grievance);

/** Whom a complainant writes to next, by the kind of complaint (content/grievance.ts, content/site.ts). */
const nextContact: Record<ComplaintKind, () => string[]> = {
  borrower: () => {
    const { officer } = officers();
    return [officer.name, ...officer.addressLines, officer.email, officer.phone];
  },
  shareholder: () => {
    const { investorContact } = officers();
    return [investorContact.name, investorContact.email, investorContact.phone];
  },
  privacy: () => [site.contact.privacyEmail],
};

export type BuiltMail = { subject: string; text: string; html: string; lang: Lang };

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);

export function buildComplainantMail(input: ComplainantMailInput): BuiltMail {
  const { mail, lookup, locale, law } = copies[input.lang];
  const page = `${input.origin}${localizedPath(input.lang, "/grievance-redressal")}`;
  const privacy = `${input.origin}${localizedPath(input.lang, "/privacy")}`;
  const answerBy = formatDate(input.answerBy, locale.months);
  const update = input.kind === "update" ? input : undefined;
  const answered = update !== undefined && ANSWERED_STATUSES.includes(update.status);
  const inPart = update?.status === "rejected" && Boolean(update.accepted);
  const values = {
    reference: input.reference,
    answerBy,
    page,
    days: String(input.clockDays),
    cms: regulatorLinks.cms,
    scores: regulatorLinks.scores,
    smartOdr: regulatorLinks.smartOdr,
    privacy,
    status: update ? (inPart ? mail.rejectedInPart : lookup.statuses[update.status]) : "",
  };
  const outcome = update?.outcome && answered ? update : undefined;
  const subject = fill(outcome ? mail.outcome.subject : update ? mail.update.subject : mail.acknowledgement.subject, values);
  const intro = fill(
    outcome
      ? mail.outcome[inPart ? "rejectedInPart" : (outcome.status as "resolved" | "rejected" | "closed")]
      : update
        ? mail.update.intro
        : mail.acknowledgement.intro,
    values,
  );
  const officerLines = nextContact[input.complaintKind]();
  const officerIntro = mail.officer[input.complaintKind];

  const text: string[] = [intro, "", `${mail.reference}: ${input.reference}`, ...(answered ? [] : [`${mail.answerBy}: ${answerBy}`]), ""];
  const html: string[] = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(mail.reference)}: <strong>${escapeHtml(input.reference)}</strong>${answered ? "" : `<br>${escapeHtml(mail.answerBy)}: ${escapeHtml(answerBy)}`}</p>`,
  ];
  const section = (label: string, words: string) => {
    text.push(`${label}:`, words, "");
    html.push(`<p><strong>${escapeHtml(label)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(words)}</p>`);
  };
  if (inPart && update?.accepted) section(mail.outcome.accepted, update.accepted);
  if (update?.note) {
    const label = !outcome
      ? mail.update.note
      : inPart
        ? mail.outcome.reasonsInPart
        : outcome.status === "rejected"
          ? mail.outcome.reasons
          : outcome.status === "resolved"
            ? mail.outcome.answer
            : mail.update.note;
    section(label, update.note);
  }
  if (input.kind === "acknowledgement") {
    text.push(mail.track, input.trackingUrl, "");
    html.push(`<p>${escapeHtml(mail.track)}</p><p><a href="${escapeHtml(input.trackingUrl)}">${escapeHtml(mail.trackLink)}</a></p>`);
  }
  const elsewhere = fill(mail.trackElsewhere, values);
  const ombudsman = citeLaw(fill((answered ? mail.routesAfterAnswer : mail.routes)[input.complaintKind], values), law);
  const footer = fill(mail.footer, values);
  text.push(elsewhere, "", officerIntro, ...officerLines, "", ombudsman, "", footer, "");
  html.push(
    `<p>${escapeHtml(elsewhere)}</p>`,
    `<p>${escapeHtml(officerIntro)}<br>${officerLines.map(escapeHtml).join("<br>")}</p>`,
    `<p>${escapeHtml(ombudsman)}</p>`,
    `<p style="font-size:13px;color:#555555">${escapeHtml(footer)}</p>`,
  );
  const document = [
    `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:16px;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">`,
    ...html,
    `</body></html>`,
  ].join("\n");
  return { subject, text: text.join("\n"), html: document, lang: input.lang };
}

type EscalationInput = {
  reference: string;
  category: string | null;
  filedAt: string;
  answerBy: string;
  status: string;
  assignee: string | null;
  consoleUrl: string;
  /** The kind's clock, in days: the escalation day is proportionally earlier for a shorter or longer clock. */
  complaintKind: ComplaintKind;
  clockDays: number;
};

/** Where a complainant may go once the clock has run, by kind (staff read it; English). */
const REGULATOR: Record<ComplaintKind, string> = {
  borrower: "the RBI Ombudsman",
  shareholder: "SEBI's SCORES",
  privacy: "the Data Protection Board of India",
};

/** To the Principal Nodal Officer: a complaint still open on its escalation day (day 21 of 30; staff read it; English). */
export function buildEscalationMail(input: EscalationInput): BuiltMail {
  const day = escalationDay(input.clockDays);
  const subject = `Complaint ${input.reference} still open after ${day} days`;
  const lines = [
    `Complaint ${input.reference} (a ${input.complaintKind}'s complaint, on a ${input.clockDays}-day clock) was filed on ${formatDate(input.filedAt.slice(0, 10), copies[DEFAULT_LANG].locale.months)} and is still ${input.status}.`,
    `It must be answered by ${formatDate(input.answerBy, copies[DEFAULT_LANG].locale.months)}; after that the complainant may go to ${REGULATOR[input.complaintKind]}.`,
    `Category: ${input.category ?? "other"}. Assigned to: ${input.assignee ?? "nobody yet"}.`,
    `Open it in the staff console: ${input.consoleUrl}`,
  ];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}</body></html>`;
  return { subject, text: `${lines.join("\n")}\n`, html, lang: "en" };
}

type DigestInput = {
  day: string;
  consoleUrl: string;
  due: { reference: string; answerBy: string; status: string; assignee: string | null }[];
};

/** To the grievance team each morning: what must be answered in the next 7 days (staff read it; English). */
export function buildDigestMail(input: DigestInput): BuiltMail {
  const subject = `Complaints due in the next 7 days: ${input.due.length} (${formatDate(input.day, copies[DEFAULT_LANG].locale.months)})`;
  const rows = input.due.map(
    (d) =>
      `${d.reference}  answer by ${formatDate(d.answerBy, copies[DEFAULT_LANG].locale.months)}  ${d.status}  ${d.assignee ?? "not assigned"}`,
  );
  const text = [subject, "", ...rows, "", `The queue: ${input.consoleUrl}`, ""].join("\n");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(subject)}</p><ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join("")}</ul>`,
    `<p><a href="${escapeHtml(input.consoleUrl)}">The queue</a></p></body></html>`,
  ].join("\n");
  return { subject, text, html, lang: "en" };
}
