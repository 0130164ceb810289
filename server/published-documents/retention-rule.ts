// SEBI's retention rule kept by the system (issue 31): Regulation 30(8) of
// the LODR Regulations keeps disclosures on the website for at least five
// years, and Regulation 46 asks for an archival policy (docs/archive-policy.md).
// A document dated less than five years ago is withdrawn only for a reason
// from the contract's list (shared/staff-api/documents.ts), requested by one secretarial officer and approved by
// another; an older one is withdrawn at once, with a reason, as before.
import { indiaDate } from "#shared/india-dates";

const RETENTION_YEARS = 5;

/** Is a document dated `disclosureDate` (YYYY-MM-DD) still within its five years on India's `now`? */
export function underRetention(disclosureDate: string, now: Date): boolean {
  const [y, m, d] = disclosureDate.split("-");
  return indiaDate(now.toISOString()) < `${Number(y) + RETENTION_YEARS}-${m}-${d}`;
}
