// A POST that declares more bytes than its endpoint could ever accept is
// refused before one byte of its body is read (413 and Connection: close),
// rather than read to the end first (docs/decisions/030-hostile-input.md: multipart was read
// in full before its 413). Bodies without a declared length (chunked) are
// capped while they are read: JSON by Fastify's bodyLimit, the resume by the
// multipart reader (uploads/read-multipart.ts).
import type { FastifyInstance } from "fastify";
import { jobApplicationCopy } from "#content/en/form-words/job-application";
import { MAX_RESUME_BYTES } from "#forms/job-application";
import { isApiPost, refuseEarly } from "./refuse-early";

/** Fastify's bodyLimit: a form's JSON is a few KB; 64 KB leaves room and no more. */
export const JSON_BODY_LIMIT = 64 * 1024;
/**
 * The application's text fields (a 5,000-character cover letter in any script
 * is under 20 KB) and multipart framing, on top of the resume itself.
 */
const MULTIPART_FIELD_ALLOWANCE = 256 * 1024;
const MULTIPART_BODY_LIMIT = MAX_RESUME_BYTES + MULTIPART_FIELD_ALLOWANCE;

/** Uploads larger than a resume, which a feature declares (the investor documents published from the console). */
type LargeUpload = { prefix: string; maxBytes: number; refused: string };

export const BODY_TOO_LARGE = "The request body is too large.";

export function registerEarlyBodyLimit(app: FastifyInstance, uploads: readonly LargeUpload[] = []) {
  app.addHook("onRequest", async (req, reply) => {
    if (!isApiPost(req)) return;
    const declared = req.headers["content-length"];
    if (declared === undefined) return;
    // Node has already refused a Content-Length that is not a number.
    const length = Number(declared);
    const multipart = (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
    const upload = multipart ? uploads.find((u) => req.url.startsWith(u.prefix)) : undefined;
    const limit = upload ? upload.maxBytes + MULTIPART_FIELD_ALLOWANCE : multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;
    if (length <= limit) return;
    return refuseEarly(req, reply, 413, upload ? upload.refused : multipart ? jobApplicationCopy.resume.messages.size : BODY_TOO_LARGE);
  });
}
