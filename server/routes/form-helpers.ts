// What every form endpoint shares: the honeypot, the page's language, the
// idempotency key, and the answers' shapes.
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  KEY_REUSED_CODE,
  type ApiSuccess,
  type ApiValidationError,
} from "#forms/api";
import type { Lang } from "#shared/locales";
import { commonCopy } from "../form-registry/registry";
import { hostileFieldErrors } from "../plugins/hostile-input";
import { newReference } from "../submissions/reference";

/** A bot filled the hidden field. */
export function honeypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

/** The form's idempotency key, when it sent a well-formed one (anything else is ignored, not refused). */
export function idempotencyKey(req: FastifyRequest): string | undefined {
  const key = req.headers[IDEMPOTENCY_HEADER];
  return typeof key === "string" && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined;
}

export function success(reply: FastifyReply, reference: string, extra: Record<string, unknown> = {}) {
  const body: ApiSuccess = { ok: true, reference, ...extra };
  return reply.code(201).send(body);
}

/**
 * The answer a bot gets for a filled honeypot: the same status and shape as a
 * stored submission, with a made-up reference, so it learns nothing.
 */
export function fakeSuccess(reply: FastifyReply, extra: Record<string, unknown> = {}) {
  return success(reply, newReference(), extra);
}

/** The Idempotency-Key was used for a different submission (see submissions/store.ts). */
export function keyReused(reply: FastifyReply, lang: Lang) {
  return reply.code(422).send({ error: commonCopy[lang].keyReused, code: KEY_REUSED_CODE });
}

export function invalid(reply: FastifyReply, lang: Lang, fieldErrors: Record<string, string>) {
  const body: ApiValidationError = { error: commonCopy[lang].invalid, fieldErrors };
  return reply.code(422).send(body);
}

/** Fields holding characters no person types into a form, with the message in the form's language. */
export function badCharacterErrors(fields: Record<string, unknown>, lang: Lang): Record<string, string> {
  return hostileFieldErrors(fields, commonCopy[lang].badCharacters);
}
