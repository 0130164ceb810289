// The email a lead becomes, for the company's staff reading it on a phone:
// the form and reference in the subject (nothing the visitor typed), then
// every field in the declaration's order with its English label, the time in
// IST, tap-to-call links, and Reply-To set to the visitor's address. Labels
// and option names come from the form's copy (content/en/form-words/), the field
// list from its declaration (forms/): nothing here lists a form's fields.
import { type Job, jobs } from "#content/en/jobs";
import { publishedValue } from "../site-content/live-facts";
import type { FieldSpec } from "#forms/declare";
import type { FormEntry } from "../form-registry/registry";
import type { SubmissionRecord } from "../db/submission-records";
import { escapeHtml } from "../delivery/email-html";

type LeadEmailInput = {
  deliveryId: string;
  submission: SubmissionRecord;
  entry: FormEntry;
  /** The submission's file when it is to be attached (within the size limit and still stored). */
  attachment?: { bytes: Buffer } | undefined;
  maxAttachmentBytes: number;
  /** The domain of the Message-ID (the From address's). */
  messageDomain: string;
  /** The site's origin (STAFF_ORIGIN): the email links to the lead's page in the staff console. Unset: no link. */
  consoleOrigin?: string | undefined;
};

type LeadEmail = {
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
  /** Stable across retries, so mail systems and people can drop a repeat. */
  messageId: string;
  headers: Record<string, string>;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

/** One line of the email: a label, the value as shown, and a link to act on it. */
type Line = { label: string; value: string; href?: string | undefined; multiline?: boolean };

/** "partner-enquiry" -> "Partner enquiry": the form's name as staff read it. */
export function formTitle(name: string): string {
  const words = name.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const istParts = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "Sat 21 Nov 2026, 8:45 am IST". */
export function istTime(iso: string): string {
  const p = Object.fromEntries(istParts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod} IST`;
}

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** A 10-digit Indian mobile as shown ("+91 98765 43210") and dialled ("tel:+919876543210"). */
export function indianPhone(value: string): { shown: string; href: string } | undefined {
  const digits = value.replace(/\D/g, "").replace(/^(?:91)?(\d{10})$/, "$1");
  if (!/^\d{10}$/.test(digits)) return undefined;
  return { shown: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`, href: `tel:+91${digits}` };
}

/**
 * Hidden fields carry ids the page sets, not words the visitor typed: the
 * email shows what the id stands for. The job application's opening is the
 * one today (its title on the live careers page, with the id).
 */
const hiddenFields: Record<string, { label: string; show: (id: string) => string }> = {
  jobId: {
    label: "Opening",
    show: (id) => {
      // The openings of the live site: HR publishes them from the console (server/site-content/live-facts.ts).
      const job = publishedValue<{ en: readonly Job[] }>("jobs", { en: jobs }).en.find((j) => j.id === id);
      return job ? `${job.title} (${id})` : `${id} (no longer listed on the careers page)`;
    },
  },
};

function humanize(field: string): string {
  return formTitle(field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());
}

function fieldLine(entry: FormEntry, name: string, spec: FieldSpec, value: string | number | undefined): Line {
  const copy = entry.copy.en as unknown as { labels: Record<string, string>; options: Record<string, Record<string, string>> };
  const hidden = spec.kind === "hidden" ? hiddenFields[name] : undefined;
  const label = hidden?.label ?? copy.labels[name] ?? humanize(name);
  if (value === undefined || value === "") return { label, value: "—" };
  const text = String(value);
  if (hidden) return { label, value: hidden.show(text) };
  if (spec.kind === "choice") return { label, value: copy.options[name]?.[text] ?? text };
  if (spec.kind === "amount") return { label, value: rupees.format(Number(value)) };
  if (entry.form.phones?.includes(name)) {
    const phone = indianPhone(text);
    if (phone) return { label, value: phone.shown, href: phone.href };
  }
  if (spec.kind === "email") return { label, value: text, href: `mailto:${encodeURIComponent(text).replace("%40", "@")}` };
  if (spec.kind === "longText") return { label, value: text.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n"), multiline: true };
  // The schema refuses line breaks in one-line fields; a row stored before it did is shown on one line all the same.
  return { label, value: text.replace(/[\n\v\f\r\u0085\u2028\u2029]+/g, " ") };
}

/**
 * A multi-line field is the visitor's free text: it is shown quoted, every
 * line behind "> " (in HTML a shaded block with a bar), under a label that
 * says so, so that a line typed as "Loan amount: ₹5,00,00,000" cannot pass
 * for one of the form's fields (decision 030).
 */
const QUOTED_NOTE = "as typed by the visitor";
const quoteText = (value: string) =>
  value
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");

/** Every field of a submission in the declaration's order, labelled and shown as in the team's email (the staff console's detail). */
export function formFieldLines(entry: FormEntry, fields: SubmissionRecord["fields"]): { name: string; label: string; value: string }[] {
  return Object.entries(entry.form.fields).map(([name, spec]) => {
    const line = fieldLine(entry, name, spec, fields[name]);
    return { name, label: line.label, value: line.value };
  });
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function buildLeadEmail(input: LeadEmailInput): LeadEmail {
  const { submission: s, entry } = input;
  const title = formTitle(entry.form.name);
  const subject = `${title} ${s.reference}`;
  const received = `Received ${istTime(s.createdAt)}, from the ${languageNames.of(s.lang) ?? s.lang} page.`;
  const lines = Object.entries(entry.form.fields).map(([name, spec]) => fieldLine(entry, name, spec, s.fields[name]));

  const attachments: LeadEmail["attachments"] = [];
  if (s.file && entry.form.file) {
    const copy = entry.copy.en as unknown as Record<string, { label?: string } | undefined>;
    const label = copy[entry.form.file.field]?.label ?? humanize(entry.form.file.field);
    const what = `${s.file.name} (${sizeText(s.file.size)})`;
    const fetch = `npm run leads -- resume ${s.reference} --out FILE`;
    if (input.attachment) {
      attachments.push({ filename: s.file.name, content: input.attachment.bytes, contentType: s.file.type });
      lines.push({ label, value: `${what}, attached.` });
    } else if (s.file.size > input.maxAttachmentBytes) {
      lines.push({
        label,
        value: `${what} is over the ${sizeText(input.maxAttachmentBytes)} attachment limit; on the server, fetch it with: ${fetch}`,
      });
    } else {
      lines.push({ label, value: `${what} could not be attached; on the server, fetch it with: ${fetch}` });
    }
  }

  const replyField = entry.form.replyTo;
  const replyTo = replyField && typeof s.fields[replyField] === "string" ? (s.fields[replyField] as string) : undefined;
  const calls = lines.filter((l) => l.href?.startsWith("tel:"));
  const consoleUrl = input.consoleOrigin ? `${input.consoleOrigin}/staff/leads/${s.reference}` : undefined;
  const footer = [
    replyTo ? `Reply to this email to write to ${replyTo}.` : "",
    `Reference ${s.reference}. Delivery ${input.deliveryId} (a repeat of this message carries the same id).`,
  ].filter(Boolean);

  const text = [
    subject,
    received,
    ...(consoleUrl ? [`Work on it in the staff console: ${consoleUrl}`] : []),
    "",
    ...lines.map((l) => {
      if (l.multiline) return `${l.label} (${QUOTED_NOTE}):\n${quoteText(l.value)}`;
      return `${l.label}: ${l.value}${l.href?.startsWith("tel:") ? ` (${l.href})` : ""}`;
    }),
    "",
    ...footer,
    "",
  ].join("\n");

  const link = (l: Line) => {
    if (l.href) return `<a href="${escapeHtml(l.href)}">${escapeHtml(l.value)}</a>`;
    if (!l.multiline) return escapeHtml(l.value);
    return `<blockquote style="margin:4px 0 0;padding:8px 12px;border-left:4px solid #8a8a8a;background:#f2f2f2;color:#333333;white-space:pre-wrap">${escapeHtml(l.value).replace(/\n/g, "<br>")}</blockquote>`;
  };
  const labelOf = (l: Line) =>
    l.multiline ? `${escapeHtml(l.label)} <span style="font-weight:400;color:#555555">(${QUOTED_NOTE})</span>` : escapeHtml(l.label);
  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;background:#0b6e4f;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;
  const actions = [
    ...(consoleUrl ? [button(consoleUrl, "Open in the staff console")] : []),
    ...calls.map((l) => button(l.href!, `Call ${l.value}`)),
    ...(replyTo
      ? [
          button(
            `mailto:${encodeURIComponent(replyTo).replace("%40", "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
            `Email ${replyTo}`,
          ),
        ]
      : []),
  ];
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:16px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">`,
    `<h1 style="margin:0 0 4px;font-size:20px">${escapeHtml(title)} <span style="white-space:nowrap">${escapeHtml(s.reference)}</span></h1>`,
    `<p style="margin:0 0 16px;color:#555555">${escapeHtml(received)}</p>`,
    actions.length ? `<p style="margin:0 0 8px">${actions.join("")}</p>` : "",
    `<dl style="margin:0">`,
    ...lines.map(
      (l) => `<dt style="margin:12px 0 0;font-weight:600">${labelOf(l)}</dt><dd style="margin:0;overflow-wrap:anywhere">${link(l)}</dd>`,
    ),
    `</dl>`,
    `<p style="margin:24px 0 0;font-size:13px;color:#555555">${footer.map(escapeHtml).join("<br>")}</p>`,
    `</body></html>`,
  ].join("\n");

  return {
    subject,
    text,
    html,
    replyTo,
    messageId: `<${input.deliveryId}@${input.messageDomain}>`,
    headers: {
      "X-Lead-Reference": s.reference,
      "X-Lead-Form": entry.form.name,
      "X-Lead-Delivery-Id": input.deliveryId,
      // RFC 3834: out-of-office replies skip it, so a salesperson's autoreply never reaches the visitor.
      "Auto-Submitted": "auto-generated",
    },
    attachments,
  };
}
