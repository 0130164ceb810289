// Calendar dates as people in India read them. Times are stored as ISO UTC
// (docs/decisions/010-storage.md); a complaint filed at 00:30 IST on the 24th
// is filed on the 24th, not on the 23rd as its UTC time says. India keeps one
// offset all year (no daylight saving), so a fixed +05:30 is exact.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The date in India at an ISO time: "2026-11-23T19:00:00.000Z" -> "2026-11-24". */
export function indiaDate(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A calendar date `days` later: ("2026-11-24", 30) -> "2026-12-24". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Have at least `days` whole days passed between `fromIso` and `nowMs`? */
export function daysHavePassed(fromIso: string, days: number, nowMs: number): boolean {
  return nowMs - Date.parse(fromIso) >= days * DAY_MS;
}

/** "2026-11-24" with month names (January...) -> "24 November 2026". */
export function formatDate(date: string, months: readonly string[]): string {
  const [y, m, d] = date.split("-");
  return `${Number(d)} ${months[Number(m) - 1] ?? m} ${y}`;
}

/**
 * A date and time typed in India (a datetime-local field's "2026-12-01T09:00"), as an instant with its zone,
 * whatever the zone of the browser it was typed in: "2026-12-01T09:00:00+05:30". Undefined when it is not one.
 */
export function indiaLocalToIso(local: string): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(local.trim());
  if (!m || Number.isNaN(Date.parse(`${m[1]}:00+05:30`))) return undefined;
  return `${m[1]}${m[2] ?? ":00"}+05:30`;
}
