import type { FastifyInstance } from "fastify";

/**
 * Headers sent on every response. The Content-Security-Policy is built by
 * the caller (see csp.ts) because its script hashes come from the build.
 */
export function registerSecurityHeaders(app: FastifyInstance, contentSecurityPolicy: string) {
  app.addHook("onSend", async (_req, reply, payload) => {
    reply.header("content-security-policy", contentSecurityPolicy);
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
