// The file a form declares (today the job application's resume): read from a
// multipart body with a hard stop at its limit, checked by its structure, and
// counted against the day's upload quota inside the submission's transaction.
import type {} from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Lang } from "#shared/locales";
import { allForms, resumeMessages } from "../form-registry/registry";
import type { QuotaVerdict } from "../limits/upload-quota";
import type { StoreHook } from "../submissions/store";
import type { UploadedFile } from "../uploads/read-multipart";
import { checkResume } from "../uploads/resume-check";
import { RESUME_REFUSAL_MESSAGE } from "../uploads/resume-refusals";

/** For @fastify/multipart: the file limit comes from the declarations, the same constant the form states. */
export const MULTIPART_LIMITS = {
  fileSize: Math.max(...allForms.map((entry) => entry.form.file?.maxBytes ?? 0)),
  files: 1,
  fields: 30,
  // A 5000-character cover letter in any script fits; anything larger is not a form.
  fieldSize: 32 * 1024,
  fieldNameSize: 100,
  parts: 32,
  headerPairs: 100,
};

export const NOT_MULTIPART = "Send the form as multipart/form-data.";

type CheckedFile = { ok: true; bytes: Buffer; name: string; type: string } | { ok: false; message: string };

/** The declared file among the parts, checked; a message in the form's language when it is missing or refused. */
export async function checkFormFile(files: readonly UploadedFile[], field: string, lang: Lang): Promise<CheckedFile> {
  const m = resumeMessages[lang];
  // Browsers send an empty, nameless file part when nothing was chosen.
  const upload = files.find((f) => f.field === field && !(f.bytes.length === 0 && !f.fileName));
  const check = upload ? await checkResume(upload.bytes, upload.fileName) : undefined;
  if (!upload || !check) return { ok: false, message: m.required };
  if (!check.ok) return { ok: false, message: m[RESUME_REFUSAL_MESSAGE[check.reason]] };
  return { ok: true, bytes: upload.bytes, name: check.fileName, type: check.mime };
}

/** The day's upload quota refused the file: the transaction rolls back, nothing is stored. */
export class QuotaRefused extends Error {
  constructor(readonly verdict: Extract<QuotaVerdict, { ok: false }>) {
    super(verdict.error);
  }
}

/** A store hook that reserves the file's bytes in the day's quota, in the submission's transaction. */
export function reserveUpload(req: FastifyRequest, bytes: number): StoreHook {
  return async (tx) => {
    const verdict = await req.server.uploadQuota.reserve(req, bytes, tx);
    if (!verdict.ok) throw new QuotaRefused(verdict);
  };
}

export function sendQuotaRefusal(reply: FastifyReply, refused: QuotaRefused) {
  const { status, error, retryAfterSeconds } = refused.verdict;
  // The form words a per-network cap by its code, in the page's language.
  return reply
    .code(status)
    .header("retry-after", String(retryAfterSeconds))
    .send({ error, code: status === 429 ? "too-many-files" : "storage-full" });
}
