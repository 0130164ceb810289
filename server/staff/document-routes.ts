// The company secretary's routes: publish a PDF into a library folder (now or at a set time), list every published
// document with its versions, replace one with a new file, withdraw one with a reason. Only the `secretarial` role;
// every change is audited with the file's sha256 (server/published-documents/publications.ts).
import type { FastifyReply, FastifyRequest } from "fastify";
import { readMultipart } from "../uploads/read-multipart";
import type { Channel } from "../delivery/outbox";
import type { BuiltLibrary } from "../published-documents/built-library";
import { checkDisclosurePdf } from "../published-documents/disclosure-pdf";
import { inspectPdf } from "../published-documents/pdf-inspection";
import {
  MAX_DOCUMENT_BYTES,
  REFUSED,
  cleanPdfName,
  parseDate,
  parseFolder,
  parsePublishAt,
  parseTitle,
} from "../published-documents/publication-rules";
import { allDocuments, publish, publishedUrl, replace, withdraw } from "../published-documents/publications";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

/** `alertChannels`: the outbox channels this server sends, for the alerts of a new version. */
export function documentRoutes(ctx: StaffContext, built: BuiltLibrary, alertChannels: readonly Channel[] = []): StaffRoute[] {
  const access = ["secretarial"] as const;
  return [
    staffRoute("GET /documents", {
      access,
      handler: async () => ({ documents: await allDocuments(ctx.db), categories: await built.categories() }),
    }),
    staffRoute("POST /documents", { access, handler: (_input, req, reply) => publishDocument(ctx, built, req, reply) }),
    staffRoute("POST /documents/:documentId/versions", {
      access,
      handler: (input, req, reply) => newVersion(ctx, alertChannels, input, req, reply),
    }),
    staffRoute("POST /documents/:documentId/withdraw", { access, handler: (input, req) => withdrawDocument(ctx, input, req) }),
  ];
}

/**
 * The one PDF of a multipart upload, checked, with its text for search; text fields beside it. The byte check is a
 * cheap first filter; what decides is the PDF read by real parsers, in a child process with bounded memory and time
 * (pdf-inspection.ts, docs/decisions/105-pdf-active-content.md).
 */
async function readPdf(req: FastifyRequest) {
  const read = await readMultipart(req, {
    maxFileBytes: MAX_DOCUMENT_BYTES,
    maxFiles: 1,
    parserLimits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 },
  });
  if (!read.ok) {
    if (read.refusal === "file-too-large") throw new StaffError(413, REFUSED.tooLarge);
    if (read.refusal === "too-many-files") throw new StaffError(400, "Upload one document at a time.");
    throw new StaffError(400, "The upload could not be read (it is not well-formed multipart). Please send it again.");
  }
  const file = read.files[0];
  if (!file || file.bytes.length === 0) throw new StaffError(400, REFUSED.noFile);
  const verdict = checkDisclosurePdf(file.bytes);
  if (verdict !== "ok") throw new StaffError(422, REFUSED.pdf[verdict]);
  const inspected = await inspectPdf(file.bytes);
  if (inspected.verdict !== "ok") throw new StaffError(422, REFUSED.pdf[inspected.verdict]);
  return { fields: read.fields, file, text: inspected.text };
}

function changeRefused(reason: "missing" | "withdrawn"): never {
  throw reason === "missing" ? new StaffError(404, REFUSED.noDocument) : new StaffError(409, REFUSED.alreadyWithdrawn);
}

async function publishDocument(ctx: StaffContext, built: BuiltLibrary, req: FastifyRequest, reply: FastifyReply) {
  const session = sessionOf(req);
  const { fields, file, text } = await readPdf(req);
  const folder = parseFolder(fields.folder, await built.categories());
  if (typeof folder === "string") throw new StaffError(422, folder);
  const fileName = cleanPdfName(fields.fileName ?? file.fileName);
  if (!fileName) throw new StaffError(422, REFUSED.fileName);
  if (await built.has(publishedUrl(folder, fileName))) throw new StaffError(409, REFUSED.taken);
  const title = parseTitle(fields.title);
  if (!title) throw new StaffError(422, REFUSED.title);
  const disclosureDate = parseDate(fields.disclosureDate);
  if (!disclosureDate) throw new StaffError(422, REFUSED.date);
  const now = ctx.now();
  const publishAt = parsePublishAt(fields.publishAt, now);
  if (!publishAt) throw new StaffError(422, REFUSED.publishAt);
  const document = { folder, fileName, title, disclosureDate, publishAt, bytes: file.bytes, text };
  const outcome = await publish(ctx.db, ctx.kind, session.user, document, now);
  if (!outcome.ok) throw new StaffError(409, outcome.reason === "taken" ? REFUSED.taken : REFUSED.withdrawnName);
  reply.code(201);
  return { id: outcome.id, url: outcome.url, sha256: outcome.sha256, publishAt: publishAt.toISOString() };
}

async function newVersion(
  ctx: StaffContext,
  alertChannels: readonly Channel[],
  { params }: InputOf<"POST /documents/:documentId/versions">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const session = sessionOf(req);
  const { file, text } = await readPdf(req);
  const outcome = await replace(ctx.db, ctx.kind, session.user, params.documentId, file.bytes, text, ctx.now(), alertChannels);
  if (!outcome.ok) changeRefused(outcome.reason);
  reply.code(201);
  return outcome.value;
}

async function withdrawDocument(ctx: StaffContext, { params, body }: InputOf<"POST /documents/:documentId/withdraw">, req: FastifyRequest) {
  const session = sessionOf(req);
  const outcome = await withdraw(ctx.db, ctx.kind, session.user, params.documentId, body.reason, ctx.now());
  if (!outcome.ok) changeRefused(outcome.reason);
  return { ok: true as const };
}
