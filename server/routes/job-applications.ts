// Applications arrive as multipart: the text fields plus exactly one `resume` file.
import type {} from "@fastify/multipart";
import { hostileFieldErrors } from "../plugins/hostile-input";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { JOB_APPLICATION_ENDPOINT } from "#forms/api";
import { fieldErrors } from "#forms/field-errors";
import { JOB_APPLICATION_MESSAGES, MAX_RESUME_BYTES, RESUME_FIELD, jobApplicationSchema } from "#forms/job-application";
import { insertJobApplication } from "../db/leads";
import type { Database } from "../db/schema";
import { type FormRouteOptions, fakeSuccess, honeypotFilled, invalid, rateLimitConfig, success } from "./form-helpers";
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

export function registerJobApplicationRoute(app: FastifyInstance, db: Kysely<Database>, options: FormRouteOptions) {
  app.post(JOB_APPLICATION_ENDPOINT, { config: rateLimitConfig(options.rateLimit) }, async (req, reply) => {
    if (!req.isMultipart()) return reply.code(415).send({ error: NOT_MULTIPART });
    const fields: Record<string, string> = {};
    const uploads: Upload[] = [];
    try {
      for await (const part of req.parts()) {
        if (part.type === "file") {
          const bytes = await part.toBuffer();
          // Browsers send an empty, nameless file part when nothing was chosen.
          if (part.fieldname === RESUME_FIELD && !(bytes.length === 0 && !part.filename)) uploads.push({ fileName: part.filename, bytes });
        } else {
          if (part.valueTruncated || part.fieldnameTruncated) return tooLarge(reply, TOO_LARGE);
          if (typeof part.value === "string" && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(reply, JOB_APPLICATION_MESSAGES.resumeSize);
      if (code === "FST_FILES_LIMIT") return invalid(reply, { [RESUME_FIELD]: JOB_APPLICATION_MESSAGES.resumeSingle });
      if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return tooLarge(reply, TOO_LARGE);
      // Anything else here is a body that is not well-formed multipart
      // (no boundary, cut short): the client's fault, not ours.
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 500) throw error;
      return reply.code(400).send({ error: MALFORMED_MULTIPART });
    }

    const hostile = hostileFieldErrors(fields);
    if (Object.keys(hostile).length > 0) return invalid(reply, hostile);
    if (honeypotFilled(fields)) return fakeSuccess(reply, true);
    const parsed = jobApplicationSchema.safeParse(fields);
    const errors = parsed.success ? {} : fieldErrors(jobApplicationSchema, fields);
    const upload = uploads[0];
    const resumeType = upload ? detectResumeType(upload.bytes) : undefined;
    if (!upload) errors[RESUME_FIELD] = JOB_APPLICATION_MESSAGES.resumeRequired;
    else if (!resumeType) errors[RESUME_FIELD] = JOB_APPLICATION_MESSAGES.resumeType;
    if (!parsed.success || !upload || !resumeType) return invalid(reply, errors);

    const d = parsed.data;
    const id = await insertJobApplication(db, {
      jobId: d.jobId,
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      experience: d.experience,
      location: d.location,
      company: d.company,
      currentCtc: d.currentCTC,
      expectedCtc: d.expectedCTC,
      noticePeriod: d.noticePeriod,
      coverLetter: d.coverLetter,
      resumeFileName: cleanFileName(upload.fileName),
      resumeType,
      resume: upload.bytes,
    });
    return success(reply, id);
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
