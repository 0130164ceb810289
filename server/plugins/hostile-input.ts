import type { FastifyInstance } from "fastify";
import { UNSUPPORTED_MEDIA_TYPE } from "./error-handling";
import { isApiPost, refuseEarly } from "./refuse-early";
import { requestPath } from "./request-path";

// Checks every form shares before its own schema: the body is an object of
// fields, and no field holds characters no person types into a form (control
// characters other than tab and line breaks, C1 controls such as U+009B, the
// one-byte CSI that terminals read as an escape; unpaired UTF-16 surrogates).
// They would otherwise be stored and could end up in a CSV export or a log.
// Fields of a form are checked once more by its schema (forms/text-input.ts),
// which also refuses line breaks in one-line fields.

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route reads a multipart body (the job application); every other form endpoint takes JSON only. */
    multipart?: boolean;
  }
}

const NOT_AN_OBJECT = "Send the form as a JSON object of its fields.";

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\v\f\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** `message` for every field whose value holds characters a form never sends. */
export function hostileFieldErrors(fields: Record<string, unknown>, message: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string" && (CONTROL.test(value) || LONE_SURROGATE.test(value))) errors[name] = message;
  }
  return errors;
}

const isMultipart = (contentType: string | undefined) => (contentType ?? "").trimStart().toLowerCase().startsWith("multipart/");

/** JSON form bodies must be objects of fields (the routes check the characters, in the form's language). */
export function registerHostileInputChecks(app: FastifyInstance) {
  // The multipart reader is registered for the whole app (Fastify parses by
  // content type, not by route), so a multipart body sent to a JSON endpoint
  // reached its handler with no fields and failed there with a 500 (issue
  // 23). Refused before its body is read.
  app.addHook("onRequest", async (req, reply) => {
    if (!isApiPost(req) || req.routeOptions.config.multipart || !isMultipart(req.headers["content-type"])) return;
    return refuseEarly(req, reply, 415, UNSUPPORTED_MEDIA_TYPE);
  });
  app.addHook("preValidation", async (req, reply) => {
    // The staff API is not a form: its routes parse their own bodies, and some (sign-out) have none.
    if (!isApiPost(req) || req.isMultipart?.() || requestPath(req).startsWith("/api/staff/")) return;
    const body = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return reply.code(400).send({ error: NOT_AN_OBJECT });
    }
  });
}
