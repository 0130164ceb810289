import * as z from "zod/mini";
import { indianMobileField, personNameField } from "./rules";
import { type FieldSpec, defineForm, fieldSchema } from "./declare";

/**
 * A complaint's life: "received" when filed; grievance officers move it on in
 * the staff console (or `npm run leads -- complaint <reference> --status ...`).
 * "rejected" (in full or in part) takes effect only when a second officer
 * approves it (docs/decisions/090-grievance-and-disclosures.md).
 */
export const COMPLAINT_STATUSES = ["received", "in-progress", "resolved", "rejected", "closed"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
/** What staff may set directly; "received" is only ever the first status, "rejected" needs a second officer. */
export const STAFF_STATUSES = ["in-progress", "resolved", "closed"] as const satisfies readonly ComplaintStatus[];
/** Statuses after which the Ombudsman reminder for a late answer no longer applies. */
export const SETTLED_STATUSES: readonly ComplaintStatus[] = ["resolved", "closed"];
/** Statuses that answer the complaint: its answer-by date is no longer told (emails, the tracker). */
export const ANSWERED_STATUSES: readonly ComplaintStatus[] = ["resolved", "rejected", "closed"];

/**
 * A loan account or application number as lenders print them: letters and
 * digits, with '/' or '-' between. One class repeated: linear on any input.
 */
const LOAN_NUMBER = /^[a-z0-9][a-z0-9/-]*$/i;

/**
 * The kinds of complaint, each with its own legal clock (content/grievance.ts,
 * docs/decisions/092-complaint-clocks.md): a borrower's or customer's
 * complaint (RBI), a shareholder's or investor's (SEBI SCORES, listed
 * companies), a grievance about personal data (DPDP Rules).
 */
export const COMPLAINT_KINDS = ["borrower", "shareholder", "privacy"] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

const CATEGORIES = [
  "loan-application",
  "disbursement",
  "interest-and-charges",
  "emi-and-repayment",
  "statements-and-certificates",
  "foreclosure-and-closure",
  "recovery-conduct",
  "digital-lending-app",
  // Keeps its value (old complaints and report rows hold it); it is KYC only now: personal data has its own category.
  "kyc-and-data-privacy",
  "accessibility",
  "shareholder",
  "personal-data",
  "other",
] as const;
type ComplaintCategory = (typeof CATEGORIES)[number];

/** Which kind each category is: only these two are not a borrower's complaint. */
const KIND_OF_CATEGORY: Partial<Record<ComplaintCategory, ComplaintKind>> = { shareholder: "shareholder", "personal-data": "privacy" };

/** The kind of a complaint in `category` (an unknown or missing one is a borrower's, as every complaint was before kinds). */
export function complaintKind(category: unknown): ComplaintKind {
  return (typeof category === "string" && KIND_OF_CATEGORY[category as ComplaintCategory]) || "borrower";
}

/** A kind as stored (a complaint row's `kind`); anything else reads as a borrower's complaint. */
export const storedKind = (value: unknown): ComplaintKind =>
  (COMPLAINT_KINDS as readonly unknown[]).includes(value) ? (value as ComplaintKind) : "borrower";

/**
 * The day of its clock on which an open complaint goes to the Principal
 * Nodal Officer: day 21 of a 30-day clock, and proportionally earlier for
 * the others (21/30 of the clock, to the nearest day): day 15 of 21, day 63
 * of 90. Whole numbers, so 30 gives exactly 21.
 */
export function escalationDay(clockDays: number): number {
  return Math.round((clockDays * 21) / 30);
}

/** The grievance redressal page's complaint form (docs/requirements.md, Forms: Complaint). Categories follow the usual RBI complaint heads for lenders, plus a shareholder's, a privacy and an accessibility category. */
export const complaintForm = defineForm({
  name: "complaint",
  endpoint: "/api/complaints",
  exportName: "complaints",
  fields: {
    name: personNameField,
    mobile: indianMobileField,
    // Optional: the mobile identifies the complainant; without an email the acknowledgement is on screen only.
    email: { kind: "email", checks: [["max", 100], ["email"]], optional: true, autoComplete: "email" },
    loanNumber: {
      kind: "text",
      checks: [
        ["max", 30],
        ["pattern", LOAN_NUMBER],
      ],
      optional: true,
    },
    category: { kind: "choice", options: CATEGORIES },
    description: { kind: "longText", checks: [["required"], ["min", 20], ["max", 2000]] },
  },
  replyTo: "email",
  phones: ["mobile"],
});

/**
 * What the visitor types into the form to find a complaint: a reference in any
 * spelling a person might write it ("uf 7k3q9d", "UF-7K3Q9D"; the server
 * normalises it) and the mobile number given with the complaint. Nothing of a
 * search is stored, so this is not a declared form: there is nothing to export.
 */
export const complaintLookup = {
  endpoint: "/api/complaints/status",
  fields: {
    reference: { kind: "text", checks: [["required"], ["max", 12], ["pattern", /^[a-z]{2,4}[\s-]?[0-9a-z]{6}$/i]], autoComplete: "off" },
    mobile: indianMobileField,
  },
} as const satisfies { endpoint: string; fields: Record<string, FieldSpec> };

export type LookupField = keyof typeof complaintLookup.fields;
export type LookupMessages = {
  reference: { required: string; max: string; pattern: string };
  mobile: { required: string; tenDigits: string; indianMobile: string };
};

/** The lookup's schema in the language of `messages` (`characters`: the forms' shared message): the browser and the server build the same one. */
export function lookupSchema(messages: LookupMessages, characters: string) {
  // Both fields are required text: they parse to (trimmed) strings.
  const text = (spec: FieldSpec, m: Record<string, string>) => fieldSchema(spec, m, characters) as unknown as z.ZodMiniType<string>;
  return z.object({
    reference: text(complaintLookup.fields.reference, messages.reference),
    mobile: text(complaintLookup.fields.mobile, messages.mobile),
  });
}

/** 200 from the lookup: what the complainant may see of their complaint. */
export type ComplaintStatusAnswer = {
  reference: string;
  status: ComplaintStatus;
  /** ISO time the complaint was filed; the page decides from it whether the Ombudsman route is open. */
  filedAt: string;
  /** YYYY-MM-DD (India): the date by which the company answers. */
  answerBy: string;
  /** ISO time of the last change of status or note. */
  updatedAt: string;
  /** The last note the company chose to publish, if any. */
  note: string | null;
  /** Which kind of complaint, and the clock it was filed under (days): the page names the regulator's route once it has run. */
  kind: ComplaintKind;
  clockDays: number;
  /** Rejected in part (decision 094): the page says so, as the email did. */
  inPart: boolean;
};
