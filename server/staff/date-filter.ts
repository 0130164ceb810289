// Date filters as staff in India mean them: "from 2026-11-24" starts at
// midnight IST, "to 2026-11-24" includes the whole of that day.
import { z } from "zod";

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dates are YYYY-MM-DD, such as 2026-11-24")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    "that date does not exist",
  );

/** The ISO time a day starts in India. */
export const istDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString();
/** The ISO time the day after starts in India (an exclusive bound). */
export const istDayEnd = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS + DAY_MS).toISOString();
