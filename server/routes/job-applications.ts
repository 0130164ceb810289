// Applications arrive as multipart: the text fields plus exactly one resume.
// The file is read with a hard stop at its limit, checked by its structure,
// counted against the day's upload quota and stored in one transaction.
import type {} from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { validate } from "#forms/declare";
import { MAX_RESUME_BYTES } from "#forms/job-application";
import type { Database } from "../db/schema";
import { commonCopy, type forms, resumeMessages } from "../forms/registry";
import type { QuotaVerdict } from "../limits/upload-quota";
import { noticeSha256 } from "../privacy/consent-record";
import { type StoreHook, storeSubmission } from "../submissions/store";
import { readMultipart, sendMultipartRefusal } from "../uploads/read-multipart";
import { checkResume } from "../uploads/resume-check";
import { RESUME_REFUSAL_MESSAGE } from "../uploads/resume-refusals";
import { badCharacterErrors, fakeSuccess, formLang, honeypotFilled, idempotencyKey, invalid, success } from "./form-helpers";

/** For @fastify/multipart: the file limit comes from the same constant the form states. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_RESUME_BYTES,
  files: 1,
  fields: 30,
  // A 5000-character cover letter in any script fits; anything larger is not a form.
  fieldSize: 32 * 1024,
  fieldNameSize: 100,
  parts: 32,
  headerPairs: 100,
};

const NOT_MULTIPART = "Send the application as multipart/form-data.";

/** The day's upload quota refused the file: the transaction rolls back, nothing is stored. */
class QuotaRefused extends Error {
  constructor(readonly verdict: Extract<QuotaVerdict, { ok: false }>) {
    super(verdict.error);
  }
}

type Entry = (typeof forms)["jobApplication"];

export function registerJobApplicationRoute(app: FastifyInstance, db: Kysely<Database>, entry: Entry, options: { hooks: readonly StoreHook[] }) {
  const fileField = entry.form.file.field;
  app.post(entry.form.endpoint, async (req, reply) => {
    if (!req.isMultipart()) return reply.code(415).send({ error: NOT_MULTIPART });
    const read = await readMultipart(req, { maxFileBytes: MAX_RESUME_BYTES, maxFiles: 1 });
    // Refused before the fields are known: answered in English (the form shows its own words for these).
    if (!read.ok) return sendMultipartRefusal(reply, read.refusal, fileField, { resume: resumeMessages.en, invalid: commonCopy.en.invalid });
    const { fields } = read;
    const lang = formLang(fields);
    const hostile = badCharacterErrors(fields, lang);
    if (Object.keys(hostile).length > 0) return invalid(reply, lang, hostile);
    if (honeypotFilled(fields)) return fakeSuccess(reply);
    const m = resumeMessages[lang];
    const result = validate(entry.schema[lang], fields);
    const errors = result.ok ? {} : { ...result.errors };
    // Browsers send an empty, nameless file part when nothing was chosen.
    const upload = read.files.find((f) => f.field === fileField && !(f.bytes.length === 0 && !f.fileName));
    const resume = upload ? await checkResume(upload.bytes, upload.fileName) : undefined;
    if (!upload || !resume) errors[fileField] = m.required;
    else if (!resume.ok) errors[fileField] = m[RESUME_REFUSAL_MESSAGE[resume.reason]];
    if (!result.ok || !upload || !resume?.ok) return invalid(reply, lang, errors);

    const quota: StoreHook = async (tx) => {
      const verdict = await req.server.uploadQuota.reserve(req, upload.bytes.length, tx);
      if (!verdict.ok) throw new QuotaRefused(verdict);
    };
    try {
      const stored = await storeSubmission(
        db,
        { form: entry.form.name, lang, fields: result.values, file: { bytes: upload.bytes, name: resume.fileName, type: resume.mime }, idempotencyKey: idempotencyKey(req), noticeSha256: noticeSha256(entry.copy[lang].notice, lang) },
        [quota, ...options.hooks],
      );
      return success(reply, stored.kind === "stored" ? stored.submission.reference : stored.reference);
    } catch (error) {
      if (!(error instanceof QuotaRefused)) throw error;
      const { status, error: message, retryAfterSeconds } = error.verdict;
      // The form words a per-network cap by its code, in the page's language.
      return reply
        .code(status)
        .header("retry-after", String(retryAfterSeconds))
        .send({ error: message, code: status === 429 ? "too-many-files" : "storage-full" });
    }
  });
}
