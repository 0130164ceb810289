import { createReadStream } from "node:fs";
import { lstat, realpath } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { allInvestorMenuItems } from "#content/investor-menu";
import { documentUrl, encodeModalPath } from "#shared/documents/path-codec";
import { DOCUMENT_TYPES, DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { LANGS, localizedPath } from "#shared/locales";
import { chooseRange, isNotModified } from "../http/conditional-get";
import { contentDisposition, documentSegments } from "../http/document-paths";

/**
 * Serves the investor documents from disk (they are too many and too large to
 * hold in memory like the pages): inline for Preview, as an attachment with
 * `?download=1`. Anything that is not a regular file of an allowed type inside
 * the documents folder is a 404.
 */
/** Answers an address the build's files do not hold (documents published from the console); false if it cannot either. */
type DocumentFallback = (url: string, req: FastifyRequest, reply: FastifyReply, download: boolean) => Promise<boolean>;

export function registerDocumentsRoute(app: FastifyInstance, documentsDir: string, fallback?: DocumentFallback) {
  const rootReal = realpath(documentsDir).catch(() => undefined);
  const notFound = (reply: FastifyReply) =>
    reply.code(404).header("cache-control", "no-store").type("text/plain; charset=utf-8").send("No such document.");

  app.route({
    method: ["GET", "HEAD"],
    url: `${DOCUMENTS_URL_PREFIX}*`,
    handler: async (req, reply) => {
      const [rawPath = "", query = ""] = req.url.split("?");
      const segments = documentSegments(rawPath.slice(DOCUMENTS_URL_PREFIX.length));
      const root = await rootReal;
      if (!segments) return notFound(reply);
      const fileName = segments[segments.length - 1]!;
      const type = DOCUMENT_TYPES[path.extname(fileName).toLowerCase()]?.mime;
      if (!type) return notFound(reply);
      const download = new URLSearchParams(query).get("download") === "1";
      // Not a built file: perhaps one published from the console (the same URL rule makes the same address).
      const published = async () => (fallback ? fallback(documentUrl(segments), req, reply, download) : false);
      if (!root) return (await published()) ? reply : notFound(reply);
      const full = path.join(root, ...segments);
      // Belt and braces: the segments cannot climb, but a symlink could.
      let info;
      try {
        info = await lstat(full);
        if (!info.isFile() || path.relative(root, await realpath(full)).startsWith("..")) return notFound(reply);
      } catch {
        return (await published()) ? reply : notFound(reply);
      }
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const validators = { etag, lastModified: info.mtime };
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(", ") : value;
      };
      reply
        .header("accept-ranges", "bytes")
        .header("cache-control", "public, max-age=3600")
        .header("last-modified", info.mtime.toUTCString())
        .header("etag", etag);
      if (isNotModified(header("if-none-match"), header("if-modified-since"), validators)) return reply.code(304).send();
      const range = chooseRange(header("range"), header("if-range"), info.size, validators);
      if (range.kind === "unsatisfiable") {
        return reply
          .code(416)
          .header("content-range", `bytes */${info.size}`)
          .header("cache-control", "no-store")
          .type("text/plain; charset=utf-8")
          .send("The requested range is not within the document.");
      }
      reply.header("content-type", type).header("content-disposition", contentDisposition(download ? "attachment" : "inline", fileName));
      if (range.kind === "partial") {
        reply
          .code(206)
          .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
          .header("content-length", range.end - range.start + 1);
        return reply.send(req.method === "HEAD" ? undefined : createReadStream(full, { start: range.start, end: range.end }));
      }
      reply.header("content-length", info.size);
      return reply.send(req.method === "HEAD" ? undefined : createReadStream(full));
    },
  });
}

/**
 * The mega-menu's sub-paths, typed or bookmarked, open the library at the
 * matching folder. Pages the company has not published yet go to the library
 * itself with a temporary redirect, so they can point elsewhere later.
 */
export function registerInvestorRedirects(app: FastifyInstance) {
  for (const lang of LANGS) {
    for (const item of allInvestorMenuItems()) {
      const library = localizedPath(lang, "/investors");
      const target = item.folder ? `${library}?modalPath=${encodeURIComponent(encodeModalPath(item.folder))}` : library;
      const status = item.folder ? 301 : 302;
      const path = localizedPath(lang, item.path);
      for (const url of [path, `${path}/`]) {
        app.route({ method: ["GET", "HEAD"], url, handler: async (_req, reply) => reply.redirect(target, status) });
      }
    }
  }
}
