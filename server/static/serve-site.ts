import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFoundPathFor } from "#shared/route-list";
import { chooseEncoding, type SiteFile } from "./site-files";

/** Maps a request path to a built file: "/about" -> "/about/index.html". */
export function resolveSitePath(urlPath: string, files: Map<string, SiteFile>): string | undefined {
  if (files.has(urlPath) && !urlPath.endsWith("/")) return urlPath;
  const page = urlPath.endsWith("/") ? `${urlPath}index.html` : `${urlPath}/index.html`;
  return files.has(page) ? page : undefined;
}

export function sendSiteFile(req: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  reply.header("content-type", file.type);
  if (file.csp) reply.header("content-security-policy", file.csp);
  reply.header("cache-control", status === 200 ? file.cacheControl : "no-store");
  reply.header("vary", "Accept-Encoding");
  if (status === 200) {
    reply.header("etag", file.etag);
    if (req.headers["if-none-match"] === file.etag) return reply.code(304).send();
  }
  const encoding = chooseEncoding(String(req.headers["accept-encoding"] ?? ""), file);
  const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
  if (encoding) reply.header("content-encoding", encoding);
  reply.header("content-length", body!.length);
  return reply.code(status).send(req.method === "HEAD" ? undefined : body);
}

/**
 * Serves the prerendered site: pages, hashed assets and images from memory.
 * Unknown paths get the prerendered 404 page of their language with status 404.
 */
export function registerSiteRoutes(app: FastifyInstance, files: Map<string, SiteFile>) {
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (req, reply) => {
      const urlPath = decodeURIComponentSafe(req.url.split("?")[0] ?? "/");
      if (urlPath === undefined) return reply.code(400).send({ error: "The address is not valid URL encoding." });
      if (urlPath.startsWith("/api/")) return reply.code(404).send({ error: `No such address: ${req.method} ${urlPath}` });
      // "/about/" and "/about" are one page; keep one URL for it.
      if (urlPath.length > 1 && urlPath.endsWith("/") && files.has(`${urlPath}index.html`)) {
        const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
        return reply.redirect(urlPath.slice(0, -1) + query, 301);
      }
      const key = resolveSitePath(urlPath, files);
      const file = key ? files.get(key) : undefined;
      if (file) return sendSiteFile(req, reply, file);
      const notFound = files.get(`${notFoundPathFor(urlPath)}/index.html`);
      if (notFound) return sendSiteFile(req, reply, notFound, 404);
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    },
  });
}

function decodeURIComponentSafe(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}
