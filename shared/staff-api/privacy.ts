// The privacy team's work on "Your data" requests: the list, one request with what is held under its address, and
// the three answers: a copy, a correction, an erasure (server/staff/privacy-routes.ts).
import * as z from "zod/mini";
import { nullableTime, referenceParams, time } from "./common";
import type { Contract } from "./define";
import { PRIVACY_REQUEST_STATUSES } from "./lists";

const requestRow = {
  reference: z.string(),
  /** withdraw | copy | correct | erase */
  action: z.string(),
  status: z.string(),
  /** YYYY-MM-DD in India, once confirmed. */
  answerBy: z.nullable(z.string()),
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
});
const held = z.strictObject({
  reference: z.string(),
  form: z.string(),
  createdAt: time,
  fields: z.record(z.string(), z.union([z.string(), z.number()])),
  restrictedUntil: z.nullable(z.string()),
  withdrawnAt: nullableTime,
});

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
} as const satisfies Contract;
