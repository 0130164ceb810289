// The grievance desk's own routes (issue 30): the queue's view counts (server/staff/complaint-view-routes.ts),
// reply templates and the preview of a reply's email (complaint-template-routes.ts), and the turnaround panel
// (complaint-report-routes.ts).
import * as z from "zod/mini";
import { STAFF_STATUSES } from "#forms/complaint";
import { LANGS } from "#shared/locales";
import { REPLY_VARIABLES, unknownVariables } from "#shared/reply-templates";
import { day, referenceParams, time, typedText } from "./common";
import type { Contract } from "./define";
import { COMPLAINT_VIEWS } from "./lists";

const count = z.number();
const template = z.strictObject({
  id: z.string(),
  title: z.string(),
  lang: z.string(),
  body: z.string(),
  updatedAt: time,
  /** The colleague who last changed it (null for the seeded ones). */
  updatedBy: z.nullable(z.string()),
});
const templates = z.strictObject({ templates: z.array(template) });
const templateBody = z.object({
  title: typedText("title", 80, { lines: "one" }),
  lang: z.enum(LANGS, { error: `lang must be one of ${LANGS.join(", ")}` }),
  body: typedText("template", 1000).check(
    z.refine((b) => unknownVariables(b).length === 0, {
      error: (issue) =>
        `the template uses {${unknownVariables(String(issue.input)).join("}, {")}}: the variables are {${REPLY_VARIABLES.join("}, {")}}`,
    }),
  ),
});
const templateParams = z.object({ id: z.string() });
const month = z.strictObject({
  /** YYYY-MM in India. */
  month: z.string(),
  received: count,
  disposed: count,
  medianDays: z.nullable(z.number()),
  withinClockPercent: z.nullable(z.number()),
});

export const grievanceDeskApi = {
  "GET /complaints/views": {
    answer: z.strictObject({
      counts: z.strictObject(
        Object.fromEntries(COMPLAINT_VIEWS.map((v) => [v, count])) as Record<(typeof COMPLAINT_VIEWS)[number], typeof count>,
      ),
    }),
  },
  "GET /complaints/templates": { answer: templates },
  "POST /complaints/templates": { body: templateBody, answer: templates },
  "PATCH /complaints/templates/:id": { params: templateParams, body: templateBody, answer: templates },
  "DELETE /complaints/templates/:id": { params: templateParams, answer: templates },
  "POST /complaints/:reference/preview": {
    params: referenceParams,
    body: z.object({
      text: typedText("reply", 1000),
      status: z.optional(z.enum(STAFF_STATUSES, { error: `status must be one of ${STAFF_STATUSES.join(", ")}` })),
    }),
    answer: z.strictObject({ lang: z.string(), subject: z.string(), text: z.string() }),
  },
  "GET /complaints/turnaround": {
    query: z.object({ from: z.optional(day), to: z.optional(day) }),
    answer: z.strictObject({
      from: z.string(),
      to: z.string(),
      months: z.array(month),
      medianDays: z.nullable(z.number()),
      withinClockPercent: z.nullable(z.number()),
      overdueByOfficer: z.array(z.strictObject({ officer: z.nullable(z.string()), overdue: count })),
    }),
  },
} as const satisfies Contract;
