// The privacy team's work on "Your data" requests: the list, one request with what is held under its address, and
// the three answers: a copy, a correction, an erasure (server/staff/privacy-routes.ts).
import * as z from "zod/mini";
import { nullableTime, referenceParams, time } from "./common";
import type { Contract } from "./define";
import { PRIVACY_REQUEST_STATUSES } from "./lists";

const CLOSE_REASONS = ["identity-not-confirmed", "nothing-held", "manifestly-unfounded", "other"] as const;

const requestRow = {
  reference: z.string(),
  /** withdraw | copy | correct | erase */
  action: z.string(),
  status: z.string(),
  /** YYYY-MM-DD in India, once confirmed. */
  answerBy: z.nullable(z.string()),
  /** Days to the answer-by date in India (negative once past): the DPDP clock. */
  daysLeft: z.nullable(z.number()),
  createdAt: time,
  lang: z.string(),
};
const restricted = z.array(z.strictObject({ reference: z.string(), form: z.string(), until: z.string() }));
/** What was done, for the person's answer: counts and references, never their data. */
const outcome = z.strictObject({
  erased: z.optional(z.number()),
  erasedReferences: z.optional(z.array(z.string())),
  withdrawn: z.optional(z.number()),
  restricted: z.optional(restricted),
  copy: z.optional(z.boolean()),
  /** Closed without acting: the reason, and the officer's words for "other". */
  closed: z.optional(z.string()),
  note: z.optional(z.string()),
});
const held = z.strictObject({
  reference: z.string(),
  form: z.string(),
  createdAt: time,
  fields: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Each field with the form's label, as shown, and whether a correction may change it. */
  lines: z.array(z.strictObject({ name: z.string(), label: z.string(), value: z.string(), correctable: z.boolean() })),
  /** Which of the person's identifiers found it (decision 112). */
  matchedBy: z.enum(["email", "mobile"]),
  restrictedUntil: z.nullable(z.string()),
  withdrawnAt: nullableTime,
});
const NO_NOTE = "Write the note.";

export const privacyApi = {
  "GET /privacy-requests": {
    query: z.object({
      status: z.optional(z.enum(PRIVACY_REQUEST_STATUSES, { error: "status is unconfirmed, open, done or expired" })),
    }),
    answer: z.strictObject({ requests: z.array(z.strictObject(requestRow)) }),
  },
  "GET /privacy-requests/:reference": {
    params: referenceParams,
    answer: z.strictObject({
      ...requestRow,
      confirmedAt: nullableTime,
      doneAt: nullableTime,
      outcome: z.nullable(outcome),
      email: z.string(),
      /** What the person asked to correct, in their words. */
      change: z.nullable(z.union([z.string(), z.number()])),
      mobile: z.nullable(z.string()),
      closedReason: z.nullable(z.string()),
      assigneeId: z.nullable(z.string()),
      notes: z.array(z.strictObject({ by: z.string(), byName: z.string(), at: time, text: z.string() })),
      submissions: z.array(held),
    }),
  },
  "POST /privacy-requests/:reference/copy": {
    params: referenceParams,
    answer: z.strictObject({ status: z.literal("done"), copyExpiresAt: time }),
  },
  "POST /privacy-requests/:reference/correct": {
    params: referenceParams,
    body: z.object({
      changes: z
        .array(
          z.object({
            submission: z
              .string({ error: "changes: name the submission's reference" })
              .check(z.maxLength(20, "changes: a reference is like UF-7K3Q9D")),
            field: z.string({ error: "changes: name the field" }).check(z.maxLength(40, "changes: unknown field")),
            value: z
              .string({ error: "changes: give the new value" })
              .check(z.maxLength(4000, "changes: a value is at most 4,000 characters")),
          }),
          { error: "changes is a list of { submission, field, value }" },
        )
        .check(z.minLength(1, "changes is empty: name at least one field to correct"), z.maxLength(50, "at most 50 changes at once")),
    }),
    answer: z.strictObject({ status: z.literal("done"), corrected: z.number() }),
  },
  "POST /privacy-requests/:reference/erase": {
    params: referenceParams,
    answer: z.strictObject({
      status: z.literal("done"),
      erased: z.number(),
      erasedReferences: z.array(z.string()),
      restricted,
      bytesForgotten: z.boolean(),
    }),
  },
  // The officer's further answers (server/staff/privacy-desk-routes.ts).
  "GET /privacy-officers": { answer: z.strictObject({ officers: z.array(z.strictObject({ id: z.string(), name: z.string() })) }) },
  "POST /privacy-requests/:reference/notes": {
    params: referenceParams,
    body: z.object({
      text: z.string({ error: NO_NOTE }).check(z.trim(), z.minLength(1, NO_NOTE), z.maxLength(2000, "A note is at most 2,000 characters.")),
    }),
    answer: z.strictObject({ notes: z.number() }),
  },
  "POST /privacy-requests/:reference/assign": {
    params: referenceParams,
    body: z.object({
      assigneeId: z.nullable(z.string({ error: "assigneeId is a person's id, or null for nobody" }).check(z.maxLength(64))),
    }),
    answer: z.strictObject({ assigneeId: z.nullable(z.string()) }),
  },
  "POST /privacy-requests/:reference/mobile": {
    params: referenceParams,
    body: z.object({
      mobile: z.string({ error: "Give the mobile number (10 digits)." }).check(z.maxLength(20, "Give the mobile number (10 digits).")),
      check: z.literal("called-back", {
        error: "Confirm that you called the number from the company's phone and the person read back this request's reference.",
      }),
    }),
    answer: z.strictObject({ found: z.number() }),
  },
  "POST /privacy-requests/:reference/close": {
    params: referenceParams,
    body: z.object({
      reason: z.enum(CLOSE_REASONS, { error: `reason is one of: ${CLOSE_REASONS.join(", ")}` }),
      note: z.optional(z.string().check(z.trim(), z.maxLength(1000, "The note is at most 1,000 characters."))),
    }),
    answer: z.strictObject({ status: z.literal("done"), closed: z.string() }),
  },
} as const satisfies Contract;
