// Staff roles, which forms' leads and which kinds of complaint each works: one table the server enforces and the
// console's screens read (plain values, no schema: the console imports them at run time). A person may hold several
// roles; nobody holds everything implicitly (an admin manages people and reads the audit trail, but sees leads only
// with a lead role too: least privilege).
import { COMPLAINT_KINDS, type ComplaintKind } from "#forms/complaint";
import type { FormName } from "#forms/all-forms";

// `content` edits the site's pages, banners, partners and products; `compliance` its regulated sections, each
// change approved by a second compliance person (docs/decisions/130-live-site-content.md); `hr` also edits openings.
export const ROLES = ["admin", "sales", "hr", "grievance", "secretarial", "privacy", "content", "compliance"] as const;
export type Role = (typeof ROLES)[number];

/** The roles that edit sections of the site (content/section-modules.ts); each route checks the section's own. */
export const CONTENT_ROLES = ["hr", "content", "compliance"] as const satisfies readonly Role[];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Which role works on which form's leads (the "Your data" requests and the alerts list are not leads). */
export const FORM_ROLES = {
  newsletter: "sales",
  "partner-enquiry": "sales",
  "loan-enquiry": "sales",
  "job-application": "hr",
  complaint: "grievance",
} as const satisfies Partial<Record<FormName, Role>>;

/** A form whose submissions are leads in the inbox. */
export type LeadForm = keyof typeof FORM_ROLES;

/** Roles that open the lead inbox at all. */
export const LEAD_ROLES: readonly Role[] = [...new Set(Object.values(FORM_ROLES))];

/** The forms whose leads someone with these roles may see, in a stable order. */
export function formsFor(roles: readonly string[]): LeadForm[] {
  return (Object.keys(FORM_ROLES) as LeadForm[]).filter((form) => roles.includes(FORM_ROLES[form]));
}

/**
 * Who works which kind of complaint (docs/decisions/092-complaint-clocks.md).
 * Grievance officers see every kind: they run the company's complaint desk,
 * the lead inbox already shows them every complaint, and a complaint filed
 * under the wrong kind must not fall out of sight. The company secretary's
 * team (secretarial) works shareholders' and investors' complaints, the
 * privacy team grievances about personal data, and neither sees the others.
 */
export const COMPLAINT_ROLES: Readonly<Record<ComplaintKind, readonly Role[]>> = {
  borrower: ["grievance"],
  shareholder: ["grievance", "secretarial"],
  privacy: ["grievance", "privacy"],
};

/** Every role that works some kind of complaint: the complaint routes admit these. */
export const COMPLAINT_WORKERS: readonly Role[] = [...new Set(Object.values(COMPLAINT_ROLES).flat())];

/** The kinds of complaint someone with these roles works, in a stable order. */
export const kindsFor = (roles: readonly string[]): ComplaintKind[] =>
  COMPLAINT_KINDS.filter((kind) => COMPLAINT_ROLES[kind].some((role) => roles.includes(role)));
