// The company secretary's investor documents: the list with every version, publishing a PDF into a library folder
// (now or at a set time), a new version of one, withdrawing one (server/staff/document-routes.ts).
// Uploads are multipart: their fields are checked by the route with the file (publication-rules.ts).
import * as z from "zod/mini";
import { nullableTime, time } from "./common";
import type { Contract } from "./define";

const documentParams = z.object({ documentId: z.string() });
const NO_REASON = "Give the reason for withdrawing (at most 1,000 characters).";

const publishedDocument = z.strictObject({
  id: z.string(),
  /** The folder's display names, category first. */
  folder: z.array(z.string()),
  fileName: z.string(),
  url: z.string(),
  title: z.string(),
  /** YYYY-MM-DD: the date the disclosure is dated. */
  disclosureDate: z.string(),
  publishAt: time,
  withdrawnAt: nullableTime,
  withdrawnReason: z.nullable(z.string()),
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
      liveFrom: time,
      liveUntil: nullableTime,
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
  "POST /documents/:documentId/withdraw": {
    params: documentParams,
    body: z.object({ reason: z.string({ error: NO_REASON }).check(z.trim(), z.minLength(1, NO_REASON), z.maxLength(1000, NO_REASON)) }),
    answer: z.strictObject({ ok: z.literal(true) }),
  },
} as const satisfies Contract;
