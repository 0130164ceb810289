import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveSitePath } from "./serve-site";
import { chooseEncoding, type SiteFile } from "./site-files";

/**
 * The hot path for the built site: a GET or HEAD for a file we hold in memory
 * is answered straight from the Node HTTP server, before Fastify's routing,
 * hooks and per-request logging (which cost more than sending the bytes).
 * Everything else (the API, documents, redirects, 404s, odd URLs) falls
 * through to Fastify. Answers are byte-for-byte what the Fastify route sends.
 */
export function createFastStatic(files: Map<string, SiteFile>, headersFor: (file: SiteFile) => Record<string, string>) {
  // Per file and encoding, the complete header set, built once.
  type Prepared = {
    file: SiteFile;
    identity: Record<string, string | number>;
    br?: Record<string, string | number>;
    gzip?: Record<string, string | number>;
  };
  // Keyed by the file itself: published content (server/site-content/) replaces files in the map while the server runs.
  const prepared = new WeakMap<SiteFile, Prepared>();
  const prepare = (file: SiteFile): Prepared => {
    const headers = headersFor(file);
    const base = { ...headers, "content-type": file.type, "cache-control": file.cacheControl, vary: "Accept-Encoding", etag: file.etag };
    const entry = {
      file,
      identity: { ...base, "content-length": file.body.length },
      br: file.br && { ...base, "content-encoding": "br", "content-length": file.br.length },
      gzip: file.gzip && { ...base, "content-encoding": "gzip", "content-length": file.gzip.length },
    };
    prepared.set(file, entry);
    return entry;
  };

  return function serveFast(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const raw = q === -1 ? url : url.slice(0, q);
    // Only plain paths: anything encoded, or that needs a redirect, goes the long way.
    if (raw.includes("%") || raw.startsWith("/api/") || (raw.length > 1 && raw.endsWith("/"))) return false;
    const key = resolveSitePath(raw, files);
    const file = key ? files.get(key) : undefined;
    if (!file) return false;
    const entry = prepared.get(file) ?? prepare(file);
    // rawHeaders avoids building req.headers, which costs more than the rest
    // of this function on a small page.
    let accept = "";
    let ifNoneMatch: string | undefined;
    const rawHeaders = req.rawHeaders;
    for (let i = 0; i < rawHeaders.length; i += 2) {
      const name = rawHeaders[i]!;
      if (name.length === 15 && name.toLowerCase() === "accept-encoding") accept = rawHeaders[i + 1]!;
      else if (name.length === 13 && name.toLowerCase() === "if-none-match") ifNoneMatch = rawHeaders[i + 1];
    }
    if (ifNoneMatch === entry.file.etag) {
      const { "content-length": _length, "content-type": _type, ...notModified } = entry.identity;
      res.writeHead(304, notModified);
      res.end();
      return true;
    }
    const encoding = chooseEncoding(accept, entry.file);
    const head = encoding === "br" ? entry.br! : encoding === "gzip" ? entry.gzip! : entry.identity;
    const body = encoding === "br" ? entry.file.br! : encoding === "gzip" ? entry.file.gzip! : entry.file.body;
    res.writeHead(200, head);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
