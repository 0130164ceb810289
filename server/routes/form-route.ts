// A form endpoint, the same for every form: the honeypot, one validation in
// the page's language, then the submission stored in one transaction (with
// the hooks: delivery outbox, a complaint's status). A form that declares a
// file is sent as multipart, and its file is checked and counted against the
// day's upload quota (form-file.ts); every other form is sent as JSON.
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type FormDeclaration, validate } from "#forms/declare";
import type { Database } from "../db/schema";
import type { FormRouteOptions } from "../form-registry/form-route-options";
import { type FormEntry, commonCopy, resumeMessages } from "../form-registry/registry";
import { noticeSha256 } from "../privacy/consent-record";
import { storeSubmission } from "../submissions/store";
import { type UploadedFile, readMultipart, sendMultipartRefusal } from "../uploads/read-multipart";
import { NOT_MULTIPART, QuotaRefused, checkFormFile, reserveUpload, sendQuotaRefusal } from "./form-file";
import { formLang } from "../http/form-lang";
import { badCharacterErrors, fakeSuccess, honeypotFilled, idempotencyKey, invalid, keyReused, success } from "./form-helpers";

export function registerFormRoute<F extends FormDeclaration>(
  app: FastifyInstance,
  db: Kysely<Database>,
  entry: FormEntry<F>,
  options: FormRouteOptions<F>,
) {
  const fileSpec = entry.form.file;
  // Only a form with a file takes multipart; the others refuse it with 415 before reading it.
  app.post(entry.form.endpoint, { config: { multipart: Boolean(fileSpec) } }, async (req, reply) => {
    let body = req.body as Record<string, unknown>;
    let parts: UploadedFile[] = [];
    if (fileSpec) {
      if (!req.isMultipart()) return reply.code(415).send({ error: NOT_MULTIPART });
      const read = await readMultipart(req, { maxFileBytes: fileSpec.maxBytes, maxFiles: 1 });
      // Refused before the fields are known: answered in English (the form shows its own words for these).
      if (!read.ok)
        return sendMultipartRefusal(reply, read.refusal, fileSpec.field, { resume: resumeMessages.en, invalid: commonCopy.en.invalid });
      body = read.fields;
      parts = read.files;
    }
    const lang = formLang(body);
    const hostile = badCharacterErrors(body, lang);
    if (Object.keys(hostile).length > 0) return invalid(reply, lang, hostile);
    if (honeypotFilled(body)) return fakeSuccess(reply, options.fakeAnswer?.(body));
    const result = validate<F>(entry.schema[lang], body);
    const file = fileSpec ? await checkFormFile(parts, fileSpec.field, lang) : undefined;
    if (!result.ok || (file && !file.ok)) {
      const fileError = fileSpec && file && !file.ok ? { [fileSpec.field]: file.message } : {};
      return invalid(reply, lang, { ...(result.ok ? {} : result.errors), ...fileError });
    }
    const upload = file?.ok ? file : undefined;
    const hooks = upload ? [reserveUpload(req, upload.bytes.length), ...options.hooks] : options.hooks;
    try {
      const stored = await storeSubmission(
        db,
        {
          form: entry.form.name,
          lang,
          fields: result.values,
          file: upload && { bytes: upload.bytes, name: upload.name, type: upload.type },
          dedupeKey: options.dedupeKey?.(result.values),
          idempotencyKey: idempotencyKey(req),
          noticeSha256: noticeSha256(entry.copy[lang].notice, lang),
        },
        hooks,
      );
      if (stored.kind === "key-reused") return keyReused(reply, lang);
      const reference = stored.kind === "stored" ? stored.submission.reference : stored.reference;
      // A repeat of a once-only value is answered like a first one: nothing more to look up.
      return success(reply, reference, stored.kind === "repeat" ? {} : await options.answer?.(reference));
    } catch (error) {
      if (error instanceof QuotaRefused) return sendQuotaRefusal(reply, error);
      throw error;
    }
  });
}
