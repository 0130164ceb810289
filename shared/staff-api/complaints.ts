// Complaint case work (server/staff/complaint-routes.ts) and the annual report's complaints table
// (server/staff/complaint-report-routes.ts).
import * as z from "zod/mini";
import { COMPLAINT_STATUSES, STAFF_STATUSES, complaintForm } from "#forms/complaint";
import { LANGS } from "#shared/locales";
import { day, nullableTime, person, referenceParams, staleAnswer, time, typedText, version } from "./common";
import type { Contract } from "./define";
import { fieldLines, notes } from "./leads";
import { OMBUDSMAN_FIELDS } from "./lists";

const CATEGORIES = complaintForm.fields.category.options;
/** A published update is read on the tracking page and in an email: a short paragraph. */
const MAX_UPDATE_LENGTH = 1000;

const queueFilter = z.object({
  status: z.optional(
    z.enum([...COMPLAINT_STATUSES, "open", "all"], { error: `status must be one of open, all, ${COMPLAINT_STATUSES.join(", ")}` }),
  ),
  category: z.optional(z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(", ")}` })),
  assignee: z.optional(z.string().check(z.maxLength(60, "assignee is an id, me or none"))),
  lang: z.optional(z.enum(LANGS, { error: `lang must be one of ${LANGS.join(", ")}` })),
  from: z.optional(day),
  to: z.optional(day),
  q: z.optional(z.string().check(z.trim(), z.maxLength(40, "search by a reference or a mobile number"))),
});

/** Where a complaint stands against its clock (30, 21 or 90 days: docs/decisions/092-complaint-clocks.md). */
const standing = {
  reference: z.string(),
  status: z.string(),
  category: z.nullable(z.string()),
  /** borrower | shareholder | privacy, and the clock in days it was filed under. */
  kind: z.string(),
  clockDays: z.number(),
  lang: z.nullable(z.string()),
  filedAt: time,
  answerBy: z.string(),
  daysLeft: z.nullable(z.number()),
  overdue: z.boolean(),
  escalated: z.boolean(),
  /** The day (India) it goes, or went, to the Principal Nodal Officer if still open. */
  escalateOn: z.nullable(z.string()),
  assignee: z.nullable(person),
};
const queueItem = z.strictObject({ ...standing, name: z.nullable(z.string()), rejectionProposed: z.boolean() });

const complaintDetail = z.strictObject({
  ...standing,
  escalatedAt: nullableTime,
  disposedAt: nullableTime,
  version: z.number(),
  /** Colleagues who work this kind of complaint (whom it may be assigned to). */
  assignable: z.array(person),
  /** Kept after an erasure, only because the law requires it (server/staff/complaint-restriction.ts). */
  restriction: z.nullable(z.strictObject({ until: z.string(), reason: z.string(), allows: z.string() })),
  rejection: z.nullable(z.strictObject({ proposedBy: person, proposedAt: nullableTime, note: z.nullable(z.string()) })),
  fields: fieldLines,
  notes,
  history: z.array(z.strictObject({ at: time, status: z.string(), publicNote: z.nullable(z.string()), actor: z.nullable(z.string()) })),
  emails: z.array(z.strictObject({ kind: z.string(), status: z.string(), createdAt: time, deliveredAt: nullableTime })),
  timeline: z.array(z.strictObject({ at: time, actor: z.string(), action: z.string(), detail: z.record(z.string(), z.unknown()) })),
});

const figures = Object.fromEntries(
  OMBUDSMAN_FIELDS.map((f) => [
    f,
    z
      .int({ error: "each Ombudsman figure is a whole number" })
      .check(z.gte(0, "an Ombudsman figure cannot be negative"), z.lte(1_000_000, "that Ombudsman figure is too large")),
  ]),
) as Record<(typeof OMBUDSMAN_FIELDS)[number], z.ZodMiniInt>;

const count = z.number();
const complaintsReport = z.strictObject({
  from: z.string(),
  to: z.string(),
  pendingAtStart: count,
  received: count,
  disposed: count,
  rejected: count,
  pendingAtEnd: count,
  grounds: z.array(
    z.strictObject({
      ground: z.string(),
      pendingAtStart: count,
      received: count,
      changePercent: z.nullable(z.number()),
      pendingAtEnd: count,
      /** Pending at the end and past its own clock (30, 21 or 90 days): RBI's "pending beyond 30 days" for a borrower's. */
      pendingPastClock: count,
    }),
  ),
  ombudsman: z.nullable(z.strictObject(figures)),
});
const period = z.object({ from: z.optional(day), to: z.optional(day) });

const detail = { params: referenceParams, answer: complaintDetail } as const;
const versioned = { ...detail, stale: staleAnswer(complaintDetail) } as const;

export const complaintsApi = {
  "GET /complaints": { query: queueFilter, answer: z.strictObject({ items: z.array(queueItem), more: z.boolean(), today: z.string() }) },
  "GET /complaints/:reference": detail,
  "PATCH /complaints/:reference": {
    ...versioned,
    body: z.object({
      version: version("complaint"),
      status: z.optional(
        z.enum(STAFF_STATUSES, { error: `status must be one of ${STAFF_STATUSES.join(", ")} (a rejection is proposed, then approved)` }),
      ),
      note: z.optional(typedText("note for the complainant", MAX_UPDATE_LENGTH)),
      assigneeId: z.optional(z.nullable(z.string().check(z.maxLength(60, "assigneeId is a colleague's id")))),
    }),
  },
  "POST /complaints/:reference/notes": { ...detail, body: z.object({ text: typedText("note", 4000) }) },
  "POST /complaints/:reference/updates": { ...detail, body: z.object({ text: typedText("update", MAX_UPDATE_LENGTH) }) },
  "POST /complaints/:reference/rejection": {
    ...versioned,
    body: z.object({
      version: version("complaint"),
      extent: z.enum(["full", "partial"], { error: "extent is full or partial" }),
      note: typedText("reason given to the complainant", MAX_UPDATE_LENGTH),
    }),
  },
  "POST /complaints/:reference/rejection/approve": { ...versioned, body: z.object({ version: version("complaint") }) },
  "POST /complaints/:reference/rejection/decline": { ...versioned, body: z.object({ version: version("complaint") }) },
  "GET /complaints/report": { query: period, answer: complaintsReport },
  "GET /complaints/report.csv": { query: period, answer: "file" },
  "POST /complaints/report/ombudsman": {
    body: z.object({
      from: day,
      to: day,
      figures: z.object(figures, { error: `figures needs ${OMBUDSMAN_FIELDS.join(", ")}` }),
    }),
    answer: complaintsReport,
  },
} as const satisfies Contract;
