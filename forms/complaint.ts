import * as z from "zod/mini";
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

/**
 * A loan account or application number as lenders print them: letters and
 * digits, with '/' or '-' between. One class repeated: linear on any input.
 */
const LOAN_NUMBER = /^[a-z0-9][a-z0-9/-]*$/i;

/** The grievance redressal page's complaint form (docs/requirements.md, Forms: Complaint). Categories follow the usual RBI complaint heads for lenders. */
export const complaintForm = defineForm({
  name: "complaint",
  endpoint: "/api/complaints",
  exportName: "complaints",
  fields: {
    name: { kind: "text", checks: [["required"], ["min", 2], ["max", 50], ["letters"]], autoComplete: "name" },
    mobile: { kind: "mobile", checks: [["required"], ["tenDigits"], ["indianMobile"]], autoComplete: "tel-national" },
    email: { kind: "email", checks: [["required"], ["max", 100], ["email"]], autoComplete: "email" },
    loanNumber: {
      kind: "text",
      checks: [
        ["max", 30],
        ["pattern", LOAN_NUMBER],
      ],
      optional: true,
    },
    category: {
      kind: "choice",
      options: [
        "loan-application",
        "disbursement",
        "interest-and-charges",
        "emi-and-repayment",
        "statements-and-certificates",
        "foreclosure-and-closure",
        "recovery-conduct",
        "digital-lending-app",
        "kyc-and-data-privacy",
        "other",
      ],
    },
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
    mobile: { kind: "mobile", checks: [["required"], ["tenDigits"], ["indianMobile"]], autoComplete: "tel-national" },
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
};
