import { createHash } from "node:crypto";
import { site } from "#content/site";

/** sha256 source expressions for every inline <script> in the given HTML pages. */
export function inlineScriptHashes(htmlPages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  const re = /<script(?![^>]+\bsrc=)(?![^>]+type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
  for (const html of htmlPages) {
    for (const m of html.matchAll(re)) {
      const body = m[1] ?? "";
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The site's policy: everything from our own origin, scripts only from our
 * origin or matching a build-time hash (React Router's inline bootstrap and
 * our boot script), no framing, no plugins, forms post only to us.
 */
export function buildCsp(scriptHashes: string[], imageOrigin = site.imageBaseUrl ? new URL(site.imageBaseUrl).origin : ""): string {
  const img = ["'self'", "data:", imageOrigin].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Inline style attributes (progress bars, computed widths) are harmless
    // next to a strict script policy; scripts never get 'unsafe-inline'.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'none'",
  ].join("; ");
}

/**
 * For everything that is not one of our HTML pages (scripts, styles, images,
 * JSON answers): nothing may load or run in it, nor frame it. CSP only acts
 * on documents, so this costs nothing and keeps a mis-sniffed file inert.
 */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
