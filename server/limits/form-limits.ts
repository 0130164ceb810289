// The form endpoints' limits in one place: each POST endpoint allows
// FORM_RATE_LIMIT per minute per address, and all of them together
// FORM_RATE_LIMIT_TOTAL (so four forms are not four budgets). The entry names
// the endpoints (every form's, server/app.ts): limits know no feature.
import type { FastifyInstance } from "fastify";
import { formErrors } from "#content/en/form-words/common";
import { refuseEarly } from "../plugins/refuse-early";
import type { Limiter } from "./limiter";

/** The 429 answer (the page shows its own words for it, in its language). */
export const RATE_LIMIT_MESSAGE = formErrors.rateLimited;

const MINUTE = 60_000;

type FormLimits = {
  /** Per minute per address on each endpoint. */
  perEndpoint: number;
  /** Per minute per address on all form endpoints together. */
  total: number;
  /** The form endpoints limited. */
  endpoints: readonly string[];
};

export function registerFormLimits(app: FastifyInstance, limiter: Limiter, limits: FormLimits) {
  const limited = new Set(limits.endpoints);
  app.addHook("onRequest", async (req, reply) => {
    // The matched route, not the raw URL: "/api/newsletter?x" and the like count as the endpoint they reach.
    const endpoint = req.routeOptions.url;
    if (req.method !== "POST" || endpoint === undefined || !limited.has(endpoint)) return;
    const verdict = await limiter.hitEach(req, [
      { name: `form:${endpoint}`, max: limits.perEndpoint, windowMs: MINUTE },
      { name: "forms", max: limits.total, windowMs: MINUTE },
    ]);
    if (verdict.allowed) return;
    reply.header("retry-after", String(verdict.retryAfterSeconds));
    return refuseEarly(req, reply, 429, RATE_LIMIT_MESSAGE);
  });
}
