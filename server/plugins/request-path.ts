// Which path a request is for, as the router decided it (decision 030: an
// absolute-form target, `POST http://host/api/newsletter`, reached the form
// while every hook that tested `req.url.startsWith("/api/")` let it pass, the
// cross-site refusal included). The raw target may also be percent-encoded
// (`/%61pi/newsletter`), which the router decodes and the hooks did not.
// Hooks decide on this path, never on `req.url`.
import type { FastifyRequest } from "fastify";

/** scheme://authority at the start of an absolute-form target (RFC 9112 3.2.2). */
const ABSOLUTE_FORM = /^[a-z][\d+.a-z-]*:\/\/[^/?#]*/i;

/**
 * The matched route's pattern (e.g. "/api/newsletter"); for a request that
 * matched none (a 404), the decoded path of its target, with an absolute
 * form's scheme and host taken off.
 */
export function requestPath(req: FastifyRequest): string {
  const routed = req.routeOptions.url;
  if (routed !== undefined) return routed;
  return targetPath(req);
}

/** The decoded path of the request's target, with an absolute form's scheme and host taken off (never the route's pattern). */
export function targetPath(req: FastifyRequest): string {
  const target = (req.url.split("?")[0] ?? "").replace(ABSOLUTE_FORM, "") || "/";
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

/** A request for the API (forms, look-ups, health), whatever the spelling of its target. */
export const isApiRequest = (req: FastifyRequest) => requestPath(req).startsWith("/api/");
