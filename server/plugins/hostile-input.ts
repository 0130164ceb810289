import type { FastifyInstance } from "fastify";
import { isApiPost } from "./refuse-early";

// Checks every form shares before its own schema: the body is an object of
// fields, and no field holds characters no person types into a form (control
// characters other than tab and line breaks, unpaired UTF-16 surrogates).
// They would otherwise be stored and could end up in a CSV export or a log.

export const NOT_AN_OBJECT = "Send the form as a JSON object of its fields.";

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\v\f\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** `message` for every field whose value holds characters a form never sends. */
export function hostileFieldErrors(fields: Record<string, unknown>, message: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string" && (CONTROL.test(value) || LONE_SURROGATE.test(value))) errors[name] = message;
  }
  return errors;
}

/** JSON form bodies must be objects of fields (the routes check the characters, in the form's language). */
export function registerHostileInputChecks(app: FastifyInstance) {
  app.addHook("preValidation", async (req, reply) => {
    // The staff API is not a form: its routes parse their own bodies, and some (sign-out) have none.
    if (!isApiPost(req) || req.isMultipart?.() || req.url.startsWith("/api/staff/")) return;
    const body = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return reply.code(400).send({ error: NOT_AN_OBJECT });
    }
  });
}
