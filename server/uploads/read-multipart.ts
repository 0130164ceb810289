// Reads a multipart form (text fields and file parts) with @fastify/multipart,
// stopping the moment a file passes its limit. The parser's own size limit
// only marks the file truncated and keeps reading the part to its end, so a
// 50 MB upload was read in full before its 413 (docs/decisions/030-hostile-input.md); here
// the file stream is destroyed at once, which stops the parser, and the
// caller answers 413 with Connection: close while the client is still sending.
//
// The parser (busboy) also parses each socket read (up to 64 KB) in one go,
// and a part costs it tens of microseconds: 64 KB of a thousand tiny parts
// held the event loop for ~100 ms before the parts limit could act. So the
// body is fed to it in 4 KB slices with a turn of the event loop between
// them; a limit then stops it within one slice.
import { type Readable, Transform } from "node:stream";
import type {} from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ResumeMessages } from "#forms/job-application";
import { BODY_TOO_LARGE } from "../plugins/early-body-limit";

export type UploadedFile = { field: string; fileName: string; mimeType: string; bytes: Buffer };

type MultipartRefusal =
  | "file-too-large" // a file passed maxFileBytes
  | "too-many-files" // more file parts than maxFiles
  | "too-large" // too many parts or fields, or a field too long
  | "malformed"; // not well-formed multipart (no boundary, cut short)

type MultipartRead = { ok: true; fields: Record<string, string>; files: UploadedFile[] } | { ok: false; refusal: MultipartRefusal };

type MultipartOptions = {
  /** Bytes one file may have; one more and reading stops. */
  maxFileBytes: number;
  /** File parts allowed (empty, nameless parts, which browsers send for an empty input, do not count). */
  maxFiles: number;
  /** The parser's own limits for this request, when the app-wide ones (sized for resumes) do not fit. */
  parserLimits?: { fileSize?: number; files?: number; fields?: number; parts?: number };
};

/** Reads one file part, or stops as soon as it is over the limit. */
function readFile(file: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer | "too-large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | "too-large") => {
      file.off("data", onData).off("end", onEnd).off("error", onError).off("limit", onLimit);
      if (result === "too-large") file.destroy();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish("too-large");
      else chunks.push(chunk);
    };
    // The parser's own limit (the plugin's fileSize) may be the lower one.
    const onLimit = () => finish("too-large");
    const onEnd = () => finish(file.truncated ? "too-large" : Buffer.concat(chunks, size));
    const onError = (error: Error) => {
      file.off("data", onData).off("end", onEnd).off("limit", onLimit);
      reject(error);
    };
    file.on("data", onData).on("end", onEnd).on("error", onError).on("limit", onLimit);
  });
}

const SLICE_BYTES = 4 * 1024;

/**
 * Puts a slicing stream between the request and whatever @fastify/multipart
 * pipes it into (it pipes req.raw itself, so the pipe is intercepted for this
 * request only). Returns a function that stops the feeding.
 */
function feedInSlices(req: FastifyRequest): () => void {
  const raw = req.raw;
  const slicer = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let offset = 0;
      const next = () => {
        if (offset >= chunk.length || this.destroyed) return done();
        this.push(chunk.subarray(offset, (offset += SLICE_BYTES)));
        setImmediate(next);
      };
      next();
    },
  });
  const pipe = raw.pipe.bind(raw);
  raw.pipe = (<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    raw.pipe = pipe;
    pipe(slicer);
    return slicer.pipe(destination, options);
  }) as typeof raw.pipe;
  return () => {
    raw.unpipe(slicer);
    slicer.destroy();
  };
}

const LIMIT_ERRORS: Record<string, MultipartRefusal> = {
  FST_REQ_FILE_TOO_LARGE: "file-too-large",
  FST_FILES_LIMIT: "too-many-files",
  FST_PARTS_LIMIT: "too-large",
  FST_FIELDS_LIMIT: "too-large",
};

/**
 * Every text field (the first value of each name) and every file of a
 * multipart request. Call it from the route in place of iterating
 * req.parts(); answer a refusal with sendMultipartRefusal().
 */
export async function readMultipart(req: FastifyRequest, options: MultipartOptions): Promise<MultipartRead> {
  const stop = feedInSlices(req);
  const read = await readParts(req, options);
  // Refused: nothing more is parsed (the caller closes the connection).
  if (!read.ok) stop();
  return read;
}

async function readParts(req: FastifyRequest, options: MultipartOptions): Promise<MultipartRead> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts(options.parserLimits ? { limits: options.parserLimits } : undefined)) {
      if (part.type === "file") {
        const bytes = await readFile(part.file, options.maxFileBytes);
        if (bytes === "too-large") return { ok: false, refusal: "file-too-large" };
        // Browsers send an empty, nameless file part when nothing was chosen.
        if (bytes.length === 0 && !part.filename) continue;
        if (files.length >= options.maxFiles) return { ok: false, refusal: "too-many-files" };
        files.push({ field: part.fieldname, fileName: part.filename, mimeType: part.mimetype, bytes });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) return { ok: false, refusal: "too-large" };
        if (typeof part.value === "string" && !Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    const limit = LIMIT_ERRORS[code];
    if (limit) return { ok: false, refusal: limit };
    // A server fault is not the visitor's: let the error handler answer 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 500) throw error;
    return { ok: false, refusal: "malformed" };
  }
  return { ok: true, fields, files };
}

/** The words a refusal is answered with, in the form's language. */
type RefusalWords = { resume: ResumeMessages; invalid: string };

/**
 * Answers a refusal. A 413 closes the connection: the rest of the upload is
 * still on its way and is not worth reading.
 */
export function sendMultipartRefusal(reply: FastifyReply, refusal: MultipartRefusal, fileField: string, words: RefusalWords) {
  if (refusal === "file-too-large") return reply.code(413).header("connection", "close").send({ error: words.resume.size });
  if (refusal === "too-many-files")
    return reply.code(422).send({ error: words.invalid, fieldErrors: { [fileField]: words.resume.single } });
  if (refusal === "too-large") return reply.code(413).header("connection", "close").send({ error: BODY_TOO_LARGE });
  return reply
    .code(400)
    .header("connection", "close")
    .send({ error: "The form data could not be read (it is not well-formed multipart). Please send it again." });
}
