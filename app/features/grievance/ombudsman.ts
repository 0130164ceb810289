import { grievance } from "#content/grievance";
import { type ComplaintStatus, SETTLED_STATUSES } from "#forms/complaint";
import { daysHavePassed } from "#shared/india-dates";

/**
 * Whether to point the complainant to the RBI Ombudsman: the scheme's 30 days
 * have passed since filing and we have not resolved or closed the complaint.
 * Decided in the browser from the filing time and the browser's clock, so the
 * page is right however long ago the answer was fetched (and a test can set
 * the clock).
 */
export function ombudsmanRouteOpen(status: ComplaintStatus, filedAt: string, nowMs: number): boolean {
  return !SETTLED_STATUSES.includes(status) && daysHavePassed(filedAt, grievance.ombudsmanAfterDays, nowMs);
}
