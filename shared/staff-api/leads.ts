// The lead inbox: the list and its CSV export, one lead, work on it (status, assignee, notes), its file, and the
// colleagues it may be assigned to (server/staff/lead-routes.ts).
import * as z from "zod/mini";
import { LANGS } from "#shared/locales";
import { day, nullableTime, person, referenceParams, staleAnswer, time, typedText, version } from "./common";
import type { Contract } from "./define";
import { LEAD_STATUSES } from "./lists";

const leadFilter = z.object({
  form: z.optional(z.string().check(z.maxLength(40, "unknown form"))),
  status: z.optional(z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(", ")}` })),
  from: z.optional(day),
  to: z.optional(day),
  lang: z.optional(z.enum(LANGS, { error: `lang must be one of ${LANGS.join(", ")}` })),
  assignee: z.optional(z.string().check(z.maxLength(60, "assignee is an id, me or none"))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, "search for at most 100 characters"))),
  cursor: z.optional(z.string().check(z.maxLength(200, "the cursor is not one this list gave"))),
});

const leadRow = z.strictObject({
  reference: z.string(),
  form: z.string(),
  createdAt: time,
  lang: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  assignee: z.nullable(person),
});

/** Every field in its form's declared order and labels (the same lines as the team's email). */
export const fieldLines = z.array(z.strictObject({ name: z.string(), label: z.string(), value: z.string() }));
/** The staff's notes on a case: seen by staff only. */
export const notes = z.array(z.strictObject({ id: z.string(), author: z.string(), at: time, text: z.string() }));

const leadDetail = z.strictObject({
  reference: z.string(),
  form: z.string(),
  formTitle: z.string(),
  createdAt: time,
  lang: z.string(),
  fields: fieldLines,
  file: z.nullable(z.strictObject({ name: z.string(), type: z.string(), size: z.number() })),
  deliveries: z.array(
    z.strictObject({
      channel: z.string(),
      status: z.string(),
      attempts: z.number(),
      lastError: z.nullable(z.string()),
      deliveredAt: nullableTime,
    }),
  ),
  status: z.string(),
  assignee: z.nullable(person),
  version: z.number(),
  notes,
  /** actor: the person's name; null for the visitor's own submission. */
  timeline: z.array(
    z.strictObject({ at: time, actor: z.nullable(z.string()), action: z.string(), detail: z.record(z.string(), z.unknown()) }),
  ),
});

export const leadsApi = {
  "GET /leads": {
    query: leadFilter,
    answer: z.strictObject({ items: z.array(leadRow), nextCursor: z.nullable(z.string()), forms: z.array(z.string()) }),
  },
  "GET /leads/export.csv": { query: leadFilter, answer: "file" },
  "GET /leads/:reference": { params: referenceParams, answer: leadDetail },
  "PATCH /leads/:reference": {
    params: referenceParams,
    body: z.object({
      version: version("lead"),
      status: z.optional(z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(", ")}` })),
      assigneeId: z.optional(z.nullable(z.string().check(z.maxLength(60, "assigneeId is a colleague's id")))),
    }),
    answer: leadDetail,
    stale: staleAnswer(leadDetail),
  },
  // A note overwrites nothing, so it is taken whatever version the writer saw.
  "POST /leads/:reference/notes": {
    params: referenceParams,
    body: z.object({ version: z.optional(version("lead")), text: typedText("note", 4000) }),
    answer: leadDetail,
  },
  "GET /leads/:reference/file": {
    params: referenceParams,
    query: z.object({ disposition: z.optional(z.enum(["inline", "attachment"], { error: "disposition is inline or attachment" })) }),
    answer: "file",
  },
  "GET /colleagues": {
    query: z.object({ form: z.string({ error: "form is missing" }).check(z.maxLength(40, "unknown form")) }),
    answer: z.strictObject({ people: z.array(person) }),
  },
} as const satisfies Contract;
