import type { FastifyInstance } from "fastify";

const DOCUMENTS_PREFIX = "/Images/Icons/Documents/";

/**
 * Investor documents opened in the browser: Chrome shows a PDF through a
 * plugin in a synthetic page with inline styles, which the site's policy
 * (object-src 'none', no inline styles by default) would leave blank. This one
 * allows exactly that and nothing else: no scripts, no framing, no forms.
 */
export const DOCUMENT_CSP =
  "default-src 'none'; object-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Headers sent on every response. The Content-Security-Policy is built by
 * the caller (see csp.ts) because its script hashes come from the build.
 */
export function registerSecurityHeaders(app: FastifyInstance, contentSecurityPolicy: string) {
  app.addHook("onSend", async (req, reply, payload) => {
    reply.header(
      "content-security-policy",
      req.url.startsWith(DOCUMENTS_PREFIX) ? DOCUMENT_CSP : contentSecurityPolicy,
    );
    reply.header("strict-transport-security", "max-age=63072000; includeSubDomains; preload");
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("cross-origin-resource-policy", "same-origin");
    reply.header(
      "permissions-policy",
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=(), interest-cohort=()",
    );
    return payload;
  });
}
