import { type ComplaintStatus, SETTLED_STATUSES } from "#forms/complaint";
import { daysHavePassed } from "#shared/india-dates";

/**
 * Whether to point the complainant to the regulator's route for the kind of
 * complaint (the RBI Ombudsman, SEBI SCORES, the Data Protection Board): the
 * complaint's own clock (`clockDays`, stored when it was filed) has run since
 * filing and we have not resolved or closed it. Decided in the browser from
 * the filing time and the browser's clock, so the page is right however long
 * ago the answer was fetched (and a test can set the clock).
 */
export function regulatorRouteOpen(status: ComplaintStatus, filedAt: string, clockDays: number, nowMs: number): boolean {
  return !SETTLED_STATUSES.includes(status) && daysHavePassed(filedAt, clockDays, nowMs);
}
