// The team lead's dashboard of the lead inbox (server/staff/lead-dashboard.ts): counts over the last 90 days of
// India's calendar for the forms the caller's roles open, and colleagues' names; no visitor's data.
import * as z from "zod/mini";
import type { Contract } from "./define";

const count = z.number();
/** One figure per day of `days`, in the same order. */
const perDay = z.array(count);

const formSummary = z.strictObject({
  form: z.string(),
  title: z.string(),
  perDay,
  /** Per product (a form declaring a "product" choice), the products that had leads, in the declared order. */
  products: z.array(z.strictObject({ value: z.string(), label: z.string(), perDay })),
  /** How many of the 90 days' leads are at each status now, in the form's declared order. */
  funnel: z.array(z.strictObject({ status: z.string(), count })),
  received: count,
  /** Of those, how many staff have moved on from the first status, and the median hours until they did. */
  worked: count,
  medianHoursToFirstWork: z.nullable(z.number()),
});

export const leadDashboardApi = {
  "GET /leads/dashboard": {
    answer: z.strictObject({
      /** The first and last day (YYYY-MM-DD, India) counted; `days` lists every day between. */
      from: z.string(),
      to: z.string(),
      days: z.array(z.string()),
      forms: z.array(formSummary),
      /** Follow-ups whose day has passed, by the colleague the lead is assigned to (null: nobody). */
      overdueByPerson: z.array(z.strictObject({ person: z.nullable(z.string()), overdue: count })),
    }),
  },
} as const satisfies Contract;
