// The company secretary's routes: publish a PDF into a library folder (now or
// at a set time), list every published document with its versions, replace
// one with a new file, withdraw one with a reason. Only the `secretarial`
// role; every change is audited with the file's sha256 (publications.ts).
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { appendAudit } from "../audit/audit-trail";
import { readMultipart } from "../uploads/read-multipart";
import { type StaffContext, type StaffRoute, StaffError, parse, sessionOf } from "../staff/staff-route";
import { checkDisclosurePdf } from "./disclosure-pdf";
import { inspectPdf } from "./pdf-inspection";
import {
  MAX_DOCUMENT_BYTES,
  MAX_WITHDRAW_REASON,
  REFUSED,
  cleanPdfName,
  parseDate,
  parseFolder,
  parseOptionalTitle,
  parsePublishAt,
  parseTitle,
} from "./publication-rules";
import type { BuiltLibrary } from "./built-library";
import type { Channel } from "../delivery/outbox";
import { allDocuments, currentFile } from "./console-documents";
import { WITHDRAW_CATEGORIES, underRetention } from "./retention-rule";
import { withdrawalRoutes } from "./withdrawal-routes";
import { publish, publishedUrl, replace, withdraw } from "./publications";

const withdrawBody = z.object({
  reason: z.string({ error: REFUSED.reason }).trim().min(1, REFUSED.reason).max(MAX_WITHDRAW_REASON, REFUSED.reason),
  category: z.enum(Object.keys(WITHDRAW_CATEGORIES) as [keyof typeof WITHDRAW_CATEGORIES], { error: REFUSED.category5 }).optional(),
});

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
  return { fields: read.fields, file, text: inspected.text, pages: inspected.pages };
}

const idParam = (req: FastifyRequest) => (req.params as { documentId: string }).documentId;

function changeRefused(reason: "missing" | "withdrawn"): never {
  throw reason === "missing" ? new StaffError(404, REFUSED.noDocument) : new StaffError(409, REFUSED.alreadyWithdrawn);
}

/** `alertChannels`: the outbox channels this server sends, for the alerts of a new version. */
export function documentStaffRoutes(ctx: StaffContext, built: BuiltLibrary, alertChannels: readonly Channel[] = []): StaffRoute[] {
  const { db, kind } = ctx;
  const access = ["secretarial"] as const;
  return [
    {
      method: "GET",
      url: "/documents",
      access,
      handler: async () => ({ documents: await allDocuments(db), categories: await built.categories() }),
    },
    {
      method: "POST",
      url: "/documents",
      access,
      multipart: true,
      handler: async (req, reply) => {
        const session = sessionOf(req);
        const { fields, file, text } = await readPdf(req);
        const folder = parseFolder(fields.folder, await built.categories());
        if (typeof folder === "string") throw new StaffError(422, folder);
        const fileName = cleanPdfName(fields.fileName ?? file.fileName);
        if (!fileName) throw new StaffError(422, REFUSED.fileName);
        if (await built.has(publishedUrl(folder, fileName))) throw new StaffError(409, REFUSED.taken);
        const title = parseTitle(fields.title);
        if (!title) throw new StaffError(422, REFUSED.title);
        const titleHi = parseOptionalTitle(fields.titleHi);
        if (titleHi === undefined) throw new StaffError(422, REFUSED.titleHi);
        const disclosureDate = parseDate(fields.disclosureDate);
        if (!disclosureDate) throw new StaffError(422, REFUSED.date);
        const now = ctx.now();
        const publishAt = parsePublishAt(fields.publishAt, now);
        if (!publishAt) throw new StaffError(422, REFUSED.publishAt);
        const outcome = await publish(
          db,
          kind,
          session.user,
          { folder, fileName, title, titleHi, disclosureDate, publishAt, bytes: file.bytes, text, sourceName: file.fileName },
          now,
        );
        if (!outcome.ok) throw new StaffError(409, outcome.reason === "taken" ? REFUSED.taken : REFUSED.withdrawnName);
        return reply.code(201).send({ id: outcome.id, url: outcome.url, sha256: outcome.sha256, publishAt: publishAt.toISOString() });
      },
    },
    {
      // Before a replacement: both files side by side (name, size, pages) for the secretary to confirm.
      method: "POST",
      url: "/documents/:documentId/versions/preview",
      access,
      multipart: true,
      handler: async (req) => {
        const { file, pages } = await readPdf(req);
        const current = await currentFile(db, idParam(req));
        if (!current) throw new StaffError(404, REFUSED.noDocument);
        if (current.withdrawn) changeRefused("withdrawn");
        const read = await inspectPdf(Buffer.from(current.bytes));
        return {
          current: { fileName: current.fileName, size: current.size, pages: read.verdict === "ok" ? read.pages : null },
          incoming: { fileName: file.fileName, size: file.bytes.length, pages },
        };
      },
    },
    {
      method: "POST",
      url: "/documents/:documentId/versions",
      access,
      multipart: true,
      handler: async (req, reply) => {
        const session = sessionOf(req);
        const { file, text, fields } = await readPdf(req);
        const note = fields.note?.trim() ?? "";
        if (!note || note.length > MAX_WITHDRAW_REASON) throw new StaffError(422, REFUSED.note);
        const replacement = { bytes: file.bytes, text, sourceName: file.fileName, note };
        const outcome = await replace(db, kind, session.user, idParam(req), replacement, ctx.now(), alertChannels);
        if (!outcome.ok) changeRefused(outcome.reason);
        return reply.code(201).send(outcome.value);
      },
    },
    {
      method: "POST",
      url: "/documents/:documentId/withdraw",
      access,
      handler: async (req, reply) => {
        const session = sessionOf(req);
        const { reason, category } = parse(withdrawBody, req.body);
        const now = ctx.now();
        const doc = await db.selectFrom("publishedDocuments").selectAll().where("id", "=", idParam(req)).executeTakeFirst();
        if (!doc) changeRefused("missing");
        if (doc.withdrawnAt) changeRefused("withdrawn");
        // Within its five years: only asked for here; a second secretarial officer withdraws it (withdrawal-routes.ts).
        if (underRetention(doc.disclosureDate, now)) {
          if (!category) throw new StaffError(422, REFUSED.category5);
          if (doc.withdrawalRequestedBy) throw new StaffError(409, REFUSED.alreadyRequested);
          await db.transaction().execute(async (tx) => {
            await tx
              .updateTable("publishedDocuments")
              .set({
                withdrawalRequestedBy: session.user.email,
                withdrawalRequestedAt: now.toISOString(),
                withdrawalCategory: category,
                withdrawalReason: reason,
              })
              .where("id", "=", doc.id)
              .execute();
            await appendAudit(
              tx,
              kind,
              {
                actor: session.user.email,
                action: "document.withdrawal-requested",
                subject: doc.id,
                detail: { url: doc.url, category, reason },
              },
              now,
            );
          });
          return reply.code(202).send({ pending: true });
        }
        const outcome = await withdraw(db, kind, session.user, doc.id, reason, now);
        if (!outcome.ok) changeRefused(outcome.reason);
        return { ok: true };
      },
    },
    ...withdrawalRoutes(ctx),
  ];
}
