import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { buildCsp, inlineScriptHashes } from "../csp";

export type SiteFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** HTML pages only: the policy allowing exactly this page's inline scripts. */
  csp?: string;
};

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** The precompressed variant to send for an Accept-Encoding value, if any. */
export function chooseEncoding(accept: string, file: SiteFile): "br" | "gzip" | undefined {
  if (file.br && /\bbr\b/.test(accept)) return "br";
  if (file.gzip && /\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

// Hashed file names never change content, so browsers may keep them a year;
// HTML and other fixed names must be revalidated so a deploy shows at once.
const IMMUTABLE = "public, max-age=31536000, immutable";
const HTML = "public, max-age=0, must-revalidate";
const OTHER = "public, max-age=3600";

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/") || urlPath.startsWith("/img/")) return IMMUTABLE;
  if (urlPath.endsWith(".html")) return HTML;
  return OTHER;
}

/** A file of the site as served: its type, ETag, caching and (for a page) its policy from its own inline scripts. */
export function siteFile(urlPath: string, body: Buffer, br?: Buffer, gzip?: Buffer): SiteFile {
  const file: SiteFile = {
    body,
    type: types[path.extname(urlPath).toLowerCase()] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
    cacheControl: cacheControlFor(urlPath),
    csp: urlPath.endsWith(".html") ? buildCsp(inlineScriptHashes([body.toString("utf8")])) : undefined,
  };
  if (br) file.br = br;
  if (gzip) file.gzip = gzip;
  return file;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Loads the built site into memory with its precompressed .br/.gz siblings
 * (written at build time). Serving bytes from memory is what lets a Node
 * server keep pace with nginx; compressing per request would not.
 * Folders listed in `skip` (large downloads) are served from disk elsewhere.
 */
export async function loadSiteFiles(root: string, skip: string[] = []): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  if (!existsSync(root)) return files;
  for await (const full of walk(root)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const urlPath = "/" + path.relative(root, full).split(path.sep).join("/");
    if (skip.some((prefix) => urlPath.startsWith(prefix))) continue;
    const br = existsSync(full + ".br") ? await readFile(full + ".br") : undefined;
    const gzip = existsSync(full + ".gz") ? await readFile(full + ".gz") : undefined;
    files.set(urlPath, siteFile(urlPath, await readFile(full), br, gzip));
  }
  return files;
}
