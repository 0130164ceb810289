// Date filters as staff in India mean them (the contract checks the YYYY-MM-DD form: shared/staff-api/common.ts):
// "from 2026-11-24" starts at midnight IST, "to 2026-11-24" includes the whole of that day.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The ISO time a day starts in India. */
export const istDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString();
/** The ISO time the day after starts in India (an exclusive bound). */
export const istDayEnd = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS + DAY_MS).toISOString();
