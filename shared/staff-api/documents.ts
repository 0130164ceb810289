// The company secretary's investor documents: the list with every version, publishing a PDF into a library folder
// (now or at a set time), a new version of one, withdrawing one (server/staff/document-routes.ts).
// Uploads are multipart: their fields are checked by the route with the file (publication-rules.ts).
import * as z from "zod/mini";
import { nullableTime, time } from "./common";
import type { Contract } from "./define";

const documentParams = z.object({ documentId: z.string() });
const NO_REASON = "Give the reason for withdrawing (at most 1,000 characters).";
const WITHDRAW_CATEGORY_KEYS = ["filed-in-error", "confidential-information", "authority-direction", "superseded-by-corrigendum"] as const;
const CATEGORY_NEEDED =
  "This document is less than five years old: SEBI's rules keep it on the website. Choose why it must be withdrawn (filed-in-error, confidential-information, authority-direction or superseded-by-corrigendum); a second secretarial officer then approves it.";
const fileFacts = z.strictObject({ fileName: z.string(), size: z.number(), pages: z.nullable(z.number()) });

const publishedDocument = z.strictObject({
  id: z.string(),
  /** The folder's display names, category first. */
  folder: z.array(z.string()),
  fileName: z.string(),
  url: z.string(),
  title: z.string(),
  /** The Hindi library's and feed's title; null: the English one. */
  titleHi: z.nullable(z.string()),
  /** YYYY-MM-DD: the date the disclosure is dated. */
  disclosureDate: z.string(),
  publishAt: time,
  withdrawnAt: nullableTime,
  withdrawnReason: z.nullable(z.string()),
  /** A withdrawal within SEBI's five years, waiting for a second secretarial officer (docs/archive-policy.md). */
  withdrawalRequestedBy: z.nullable(z.string()),
  withdrawalRequestedAt: nullableTime,
  withdrawalCategory: z.nullable(z.string()),
  withdrawalReason: z.nullable(z.string()),
  alertedAt: nullableTime,
  currentVersion: z.number(),
  createdBy: z.string(),
  createdAt: time,
  versions: z.array(
    z.strictObject({
      version: z.number(),
      sha256: z.string(),
      size: z.number(),
      uploadedBy: z.string(),
      /** The person's name (their email when the account is gone). */
      uploadedByName: z.string(),
      liveFrom: time,
      liveUntil: nullableTime,
      /** What changed, as the secretary wrote it when replacing; null for a first version. */
      note: z.nullable(z.string()),
      /** The uploaded file's own name. */
      sourceName: z.nullable(z.string()),
    }),
  ),
});

export const documentsApi = {
  "GET /documents": { answer: z.strictObject({ documents: z.array(publishedDocument), categories: z.array(z.string()) }) },
  "POST /documents": {
    upload: true,
    answer: z.strictObject({ id: z.string(), url: z.string(), sha256: z.string(), publishAt: time }),
  },
  "POST /documents/:documentId/versions": {
    params: documentParams,
    upload: true,
    answer: z.strictObject({ version: z.number(), sha256: z.string() }),
  },
  "POST /documents/:documentId/versions/preview": {
    params: documentParams,
    upload: true,
    answer: z.strictObject({ current: fileFacts, incoming: fileFacts }),
  },
  "POST /documents/:documentId/withdraw": {
    params: documentParams,
    body: z.object({
      reason: z.string({ error: NO_REASON }).check(z.trim(), z.minLength(1, NO_REASON), z.maxLength(1000, NO_REASON)),
      category: z.optional(z.enum(WITHDRAW_CATEGORY_KEYS, { error: CATEGORY_NEEDED })),
    }),
    // Within five years the withdrawal is only asked for (202): a second secretarial officer approves it.
    answer: z.union([z.strictObject({ ok: z.literal(true) }), z.strictObject({ pending: z.literal(true) })]),
  },
  "POST /documents/:documentId/withdraw/approve": { params: documentParams, answer: z.strictObject({ ok: z.literal(true) }) },
  "POST /documents/:documentId/withdraw/decline": { params: documentParams, answer: z.strictObject({ ok: z.literal(true) }) },
} as const satisfies Contract;
