// What every form endpoint shares: the honeypot, the 422 shape, the per-route rate limit.
import type { FastifyReply } from "fastify";
import { HONEYPOT_FIELD, VALIDATION_ERROR, type ApiSuccess, type ApiValidationError } from "#forms/api";

export type FormRouteOptions = {
  /** Submissions per minute per client address on this endpoint. */
  rateLimit: number;
};

/** Route config for @fastify/rate-limit: each POST route counts on its own. */
export function rateLimitConfig(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}

/** A bot filled the hidden field. */
export function honeypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

/**
 * The answer a bot gets for a filled honeypot: the same status and shape as a
 * stored submission (with a made-up reference), so it learns nothing.
 */
export function fakeSuccess(reply: FastifyReply, withId: boolean) {
  const body: ApiSuccess = withId ? { ok: true, id: crypto.randomUUID() } : { ok: true };
  return reply.code(201).send(body);
}

export function success(reply: FastifyReply, id?: string) {
  const body: ApiSuccess = id ? { ok: true, id } : { ok: true };
  return reply.code(201).send(body);
}

export function invalid(reply: FastifyReply, fieldErrors: Record<string, string>) {
  const body: ApiValidationError = { error: VALIDATION_ERROR, fieldErrors };
  return reply.code(422).send(body);
}

/** Optional text: stored as NULL when not given. */
export function orNull(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
}
