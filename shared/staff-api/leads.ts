// The lead inbox: the list and its CSV export, one lead, work on it (status, assignee, notes), its file, and the
// colleagues it may be assigned to (server/staff/lead-routes.ts).
import * as z from "zod/mini";
import { LANGS } from "#shared/locales";
import { day, nullableTime, person, referenceParams, staleAnswer, time, typedText, version } from "./common";
import type { Contract } from "./define";

const LEAD_SORTS = ["newest", "oldest", "amount-high", "amount-low"] as const;
const statusField = z.string().check(z.maxLength(40, "status is one of the form's statuses"));

/** The inbox's filter: also a view's (lead-views.ts) and an export's. */
export const leadFilter = z.object({
  form: z.optional(z.string().check(z.maxLength(40, "unknown form"))),
  // Checked against the chosen forms' declared statuses once the forms are known (server/staff/lead-list.ts).
  status: z.optional(statusField),
  from: z.optional(day),
  to: z.optional(day),
  lang: z.optional(z.enum(LANGS, { error: `lang must be one of ${LANGS.join(", ")}` })),
  assignee: z.optional(z.string().check(z.maxLength(60, "assignee is an id, me or none"))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, "search for at most 100 characters"))),
  cursor: z.optional(z.string().check(z.maxLength(200, "the cursor is not one this list gave"))),
  // One listed choice or hidden field of the chosen form, and the value it must have (the recruiter's opening).
  field: z.optional(z.string().check(z.maxLength(40, "field is one of the form's listed fields"))),
  value: z.optional(z.string().check(z.maxLength(100, "value is at most 100 characters"))),
  // A ready-made view that depends on the day: leads received today, or follow-ups due by today (India).
  view: z.optional(z.enum(["today", "follow-up"], { error: "view is today or follow-up" })),
  /** Newest first (the default), oldest first, or by the form's amount. */
  sort: z.optional(z.enum(LEAD_SORTS, { error: `sort must be one of ${LEAD_SORTS.join(", ")}` })),
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
  /** The form's listed fields (its declaration's `list` flag), shown as staff read them. */
  values: z.record(z.string(), z.string()),
  /** The follow-up day (YYYY-MM-DD, India), if one is set. */
  followUpOn: z.nullable(z.string()),
  /** The version a bulk change is made against. */
  version: z.number(),
});

/** One form's list as its declaration lays it out. */
const leadLayout = z.strictObject({
  columns: z.array(z.strictObject({ name: z.string(), label: z.string() })),
  filters: z.array(
    z.strictObject({
      name: z.string(),
      label: z.string(),
      options: z.array(z.strictObject({ value: z.string(), label: z.string() })),
    }),
  ),
  statuses: z.array(z.string()),
  sortsByAmount: z.boolean(),
});

/** A view of the list (ready-made or the person's own) with its count split by status. */
const leadView = z.strictObject({
  key: z.string(),
  label: z.string(),
  search: z.string(),
  saved: z.boolean(),
  count: z.number(),
  split: z.array(z.strictObject({ status: z.string(), count: z.number() })),
});

const followUpNote = typedText("follow-up note", 500, { mayBeEmpty: true });
/** What can change on a lead; each part is optional, and absent parts are left as they are. */
const leadChange = {
  status: z.optional(statusField),
  assigneeId: z.optional(z.nullable(z.string().check(z.maxLength(60, "assigneeId is a colleague's id")))),
};
const MAX_BULK = 200;

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
  /** The lead's form's declared workflow. */
  statuses: z.array(z.string()),
  assignee: z.nullable(person),
  contact: z.strictObject({ name: z.string(), email: z.string(), phone: z.string() }),
  followUp: z.nullable(z.strictObject({ on: z.string(), note: z.string() })),
  version: z.number(),
  /** Interview feedback (job applications), one per interviewer. */
  ratings: z.array(z.strictObject({ authorId: z.string(), author: z.string(), rating: z.number(), feedback: z.string(), at: time })),
  notes,
  /** actor: the person's name; null for the visitor's own submission. */
  timeline: z.array(
    z.strictObject({ at: time, actor: z.nullable(z.string()), action: z.string(), detail: z.record(z.string(), z.unknown()) }),
  ),
});

export const leadsApi = {
  "GET /leads": {
    query: leadFilter,
    answer: z.strictObject({
      items: z.array(leadRow),
      nextCursor: z.nullable(z.string()),
      forms: z.array(z.string()),
      /** The statuses of the forms listed (one form's workflow, or all the caller's). */
      statuses: z.array(z.string()),
      layout: z.nullable(leadLayout),
    }),
  },
  /** columns: the keys of the columns wanted, comma-separated (all when absent). */
  "GET /leads/export.csv": {
    query: z.extend(leadFilter, { columns: z.optional(z.string().check(z.maxLength(2000, "columns is a list of column keys"))) }),
    answer: "file",
  },
  "GET /leads/export-columns": {
    query: leadFilter,
    answer: z.strictObject({ columns: z.array(z.strictObject({ key: z.string(), label: z.string() })) }),
  },
  "GET /leads/views": { answer: z.strictObject({ views: z.array(leadView) }) },
  /** search: the list's address query ("?form=loan-enquiry&status=new"). */
  "POST /leads/views": {
    body: z.object({
      name: typedText("view's name", 60, { empty: "the view needs a name" }),
      search: z.string({ error: "search is the list's filters" }).check(z.maxLength(600, "search is the list's filters")),
    }),
    answer: z.strictObject({ id: z.string(), name: z.string() }),
  },
  "DELETE /leads/views/:id": { params: z.object({ id: z.string() }), answer: z.strictObject({ deleted: z.string() }) },
  /** Each lead changed against the version the list showed; one changed since is reported, never overwritten. */
  "POST /leads/bulk": {
    body: z.object({
      leads: z
        .array(
          z.object({ reference: z.string().check(z.maxLength(20, "a reference is UF- and six characters")), version: version("lead") }),
          { error: "leads is the list of selected leads" },
        )
        .check(z.minLength(1, "select at least one lead"), z.maxLength(MAX_BULK, `at most ${MAX_BULK} leads at once`)),
      ...leadChange,
    }),
    answer: z.strictObject({
      changed: z.array(z.string()),
      stale: z.array(z.strictObject({ reference: z.string(), what: z.string() })),
      refused: z.array(z.strictObject({ reference: z.string(), error: z.string() })),
    }),
  },
  "GET /leads/:reference": { params: referenceParams, answer: leadDetail },
  "PATCH /leads/:reference": {
    params: referenceParams,
    body: z.object({
      version: version("lead"),
      ...leadChange,
      followUpOn: z.optional(z.nullable(day)),
      followUpNote: z.optional(z.nullable(followUpNote)),
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
  /** Interview feedback on a job application: one per interviewer (a second replaces the first). */
  "POST /leads/:reference/ratings": {
    params: referenceParams,
    body: z.object({
      rating: z
        .int({ error: "rating is a whole number from 1 to 5" })
        .check(z.minimum(1, "rating is a whole number from 1 to 5"), z.maximum(5, "rating is a whole number from 1 to 5")),
      feedback: typedText("feedback", 2000, { empty: "the feedback is empty", mayBeEmpty: true }),
    }),
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
