import type { FastifyInstance } from "fastify";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { requestPath } from "./request-path";

/**
 * Investor documents opened in the browser: Chrome shows a PDF through a
 * plugin in a synthetic page with inline styles, which the site's policy
 * (object-src 'none', no inline styles by default) would leave blank. This one
 * allows exactly that and nothing else: no scripts, no framing, no forms.
 */
const DOCUMENT_CSP =
  "default-src 'none'; object-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The headers every response carries, for a given Content-Security-Policy
 * (built by the caller, see csp.ts, because its script hashes come from the
 * build). Shared by the Fastify hook and the static fast path.
 */
export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy,
    "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "permissions-policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=(), interest-cohort=()",
  };
}

/**
 * Every answer that goes through Fastify gets the headers; a route that sent
 * an HTML page has already set that page's own policy, which is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, defaultPolicy: string) {
  const resources = securityHeaders(defaultPolicy);
  const documents = securityHeaders(DOCUMENT_CSP);
  app.addHook("onSend", async (req, reply, payload) => {
    const own = reply.getHeader("content-security-policy");
    reply.headers(requestPath(req).startsWith(DOCUMENTS_URL_PREFIX) ? documents : resources);
    if (own) reply.header("content-security-policy", own);
    return payload;
  });
}
