// Staff roles and the forms each admits. A person may hold several; nobody
// holds everything implicitly (an admin manages people and reads the audit
// trail, but sees leads only with a lead role too: least privilege).
// `content` edits the site's pages, banners, partners and products; `compliance` its regulated sections, each
// change approved by a second compliance person (docs/decisions/130-live-site-content.md); `hr` also edits openings.
export const ROLES = ["admin", "sales", "hr", "grievance", "secretarial", "privacy", "content", "compliance"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Which role works on which form's leads. */
export const FORM_ROLES: Readonly<Record<string, Role>> = {
  newsletter: "sales",
  "partner-enquiry": "sales",
  "loan-enquiry": "sales",
  "job-application": "hr",
  complaint: "grievance",
};

/** Roles that open the lead inbox at all. */
export const LEAD_ROLES: readonly Role[] = [...new Set(Object.values(FORM_ROLES))];

/** The forms whose leads someone with these roles may see, in a stable order. */
export function formsFor(roles: readonly string[]): string[] {
  return Object.entries(FORM_ROLES)
    .filter(([, role]) => roles.includes(role))
    .map(([form]) => form);
}

/** Stored as a JSON array; anything unknown is dropped rather than trusted. */
export function parseRoles(stored: string): Role[] {
  try {
    const value = JSON.parse(stored) as unknown;
    return Array.isArray(value) ? value.filter((r): r is Role => typeof r === "string" && isRole(r)) : [];
  } catch {
    return [];
  }
}
