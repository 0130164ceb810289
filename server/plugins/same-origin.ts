// Cross-site posts refused (docs/decisions/030-hostile-input.md). A multipart or JSON-less
// POST needs no CORS preflight, so without this any website could make its
// visitors' browsers submit applications here. Browsers say where a request
// comes from: Sec-Fetch-Site (Fetch Metadata) and Origin, which every current
// browser sends on a cross-origin POST and which page scripts cannot forge.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { refuseEarly } from "./refuse-early";
import { isApiRequest } from "./request-path";

const CROSS_SITE_MESSAGE = "Forms on this site can only be sent from its own pages.";

/** scheme://host[:port] as browsers write it in Origin (default ports dropped), or undefined. */
function normalOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const origin = new URL(value).origin;
  // "null" for opaque origins (sandboxed frames, file: pages): never ours.
  return origin === "null" ? undefined : origin;
}

/**
 * The site's own origin as this request reached it: its scheme and Host as
 * Fastify sees them, i.e. through the TLS terminator when TRUST_PROXY trusts
 * it (X-Forwarded-Proto/-Host), or directly (localhost in development).
 */
export function ownOrigin(req: FastifyRequest): string | undefined {
  return req.host ? normalOrigin(`${req.protocol}://${req.host}`) : undefined;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Posts to this route come from anywhere by design: RFC 8058 one-click unsubscribe is posted by mail
     * clients and providers, from no page of ours. Such a route must do only what its token allows.
     */
    anyOrigin?: boolean;
  }
}

type SameOriginOptions = {
  /** Other origins whose pages may post here (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
};

/**
 * The verdict for one request: undefined when allowed, else why not.
 *
 * A request with neither header is allowed: it comes from a program (curl, a
 * server, a monitoring probe), not from a browser, and cross-site request
 * forgery needs a browser carrying a visitor somewhere they did not mean to
 * post. Such a client can only post as itself, which the rate limits bound.
 */
function crossSiteVerdict(req: FastifyRequest, options: SameOriginOptions): "cross-site" | "foreign-origin" | undefined {
  const site = req.headers["sec-fetch-site"];
  const rawOrigin = req.headers.origin;
  if (site === undefined && rawOrigin === undefined) return undefined;
  const origin = rawOrigin === undefined ? undefined : normalOrigin(rawOrigin);
  // A partner site named in ALLOWED_ORIGINS is cross-site by nature.
  if (origin !== undefined && options.allowedOrigins.includes(origin)) return undefined;
  if (rawOrigin !== undefined && (origin === undefined || origin !== ownOrigin(req))) return "foreign-origin";
  // "same-site" is a sibling subdomain: not our pages either.
  if (site === "cross-site" || site === "same-site") return "cross-site";
  return undefined;
}

export function registerSameOriginCheck(app: FastifyInstance, options: SameOriginOptions) {
  app.addHook("onRequest", async (req, reply) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS" || !isApiRequest(req)) return;
    if (req.routeOptions.config.anyOrigin) return;
    if (crossSiteVerdict(req, options) === undefined) return;
    return refuseEarly(req, reply, 403, CROSS_SITE_MESSAGE);
  });
}
