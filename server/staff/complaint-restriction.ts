// A complaint restricted after an erasure (docs/decisions/110-privacy-rights.md)
// is kept only because the law requires complaint records. The grievance
// console shows the restriction and what may still be done with it; the
// routes refuse the rest: nothing more is sent to the complainant, and the
// complaint is not worked on as if nothing had happened.
import { StaffError } from "./staff-route";

export const RESTRICTION_ALLOWS =
  "Kept only because the law requires complaint records. It may still be read (for the Reserve Bank or the Ombudsman), counted in reports, given internal notes, and closed. Nothing may be sent to the complainant, and it may not be assigned, updated, set to another status or rejected.";
export const RESTRICTED_REFUSAL =
  "This complaint is restricted: its complainant's data was erased and it is kept only because the law requires it. It may be read, noted internally and closed, nothing more.";

type Restricted = { restrictedUntil?: string | null; restrictedReason?: string | null };

export function restrictionOf(c: Restricted) {
  return c.restrictedUntil ? { until: c.restrictedUntil, reason: c.restrictedReason ?? "", allows: RESTRICTION_ALLOWS } : null;
}

/** Refuses what a restricted complaint may not have done to it (`closing`: the one status change it may take). */
export function refuseIfRestricted(c: Restricted, closing = false) {
  if (c.restrictedUntil && !closing) throw new StaffError(409, RESTRICTED_REFUSAL);
}
