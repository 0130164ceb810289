// Applications arrive as multipart: the text fields plus exactly one resume file.
import type {} from "@fastify/multipart";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { validate } from "#forms/declare";
import { MAX_RESUME_BYTES } from "#forms/job-application";
import type { Database } from "../db/schema";
import { type forms, resumeMessages } from "../forms/registry";
import { type StoreHook, storeSubmission } from "../submissions/store";
import { badCharacterErrors, fakeSuccess, formLang, honeypotFilled, idempotencyKey, invalid, success } from "./form-helpers";
import { detectResumeType } from "./resume-type";

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

const TOO_LARGE = "The request body is too large.";
const NOT_MULTIPART = "Send the application as multipart/form-data.";
const MALFORMED_MULTIPART = "The form data could not be read (it is not well-formed multipart). Please send it again.";

type Upload = { fileName: string; bytes: Buffer };
type Entry = (typeof forms)["jobApplication"];

export function registerJobApplicationRoute(app: FastifyInstance, db: Kysely<Database>, entry: Entry, options: { hooks: readonly StoreHook[] }) {
  const fileField = entry.form.file.field;
  app.post(entry.form.endpoint, async (req, reply) => {
    if (!req.isMultipart()) return reply.code(415).send({ error: NOT_MULTIPART });
    const fields: Record<string, string> = {};
    const uploads: Upload[] = [];
    let tooMany = false;
    try {
      for await (const part of req.parts()) {
        if (part.type === "file") {
          const bytes = await part.toBuffer();
          // Browsers send an empty, nameless file part when nothing was chosen.
          if (part.fieldname === fileField && !(bytes.length === 0 && !part.filename)) uploads.push({ fileName: part.filename, bytes });
        } else {
          if (part.valueTruncated || part.fieldnameTruncated) return tooLarge(reply, TOO_LARGE);
          if (typeof part.value === "string" && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(reply, resumeMessages[formLang(fields)].size);
      if (code === "FST_FILES_LIMIT") tooMany = true;
      else if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return tooLarge(reply, TOO_LARGE);
      else {
        // Anything else here is a body that is not well-formed multipart
        // (no boundary, cut short): the client's fault, not ours.
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status >= 500) throw error;
        return reply.code(400).send({ error: MALFORMED_MULTIPART });
      }
    }

    const lang = formLang(fields);
    const hostile = badCharacterErrors(fields, lang);
    if (Object.keys(hostile).length > 0) return invalid(reply, lang, hostile);
    if (honeypotFilled(fields)) return fakeSuccess(reply);
    const m = resumeMessages[lang];
    if (tooMany) return invalid(reply, lang, { [fileField]: m.single });
    const result = validate(entry.schema[lang], fields);
    const errors = result.ok ? {} : { ...result.errors };
    const upload = uploads[0];
    const resumeType = upload ? detectResumeType(upload.bytes) : undefined;
    if (!upload) errors[fileField] = m.required;
    else if (!resumeType) errors[fileField] = m.type;
    if (!result.ok || !upload || !resumeType) return invalid(reply, lang, errors);

    const stored = await storeSubmission(
      db,
      {
        form: entry.form.name,
        lang,
        fields: result.values,
        file: { bytes: upload.bytes, name: cleanFileName(upload.fileName), type: resumeType },
        idempotencyKey: idempotencyKey(req),
      },
      options.hooks,
    );
    return success(reply, stored.kind === "stored" ? stored.submission.reference : stored.reference);
  });
}

function tooLarge(reply: FastifyReply, error: string) {
  // The rest of the upload is not worth reading; close the connection after answering.
  reply.header("connection", "close");
  return reply.code(413).send({ error });
}

/** Kept as data for the recruiter only; control characters dropped, length bounded. */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 255) || "resume";
}
