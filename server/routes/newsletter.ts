import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { NEWSLETTER_ENDPOINT } from "#forms/api";
import { fieldErrors } from "#forms/field-errors";
import { newsletterSchema } from "#forms/newsletter";
import { subscribeNewsletter } from "../db/leads";
import type { Database } from "../db/schema";
import { type FormRouteOptions, fakeSuccess, honeypotFilled, invalid, rateLimitConfig, success } from "./form-helpers";

export function registerNewsletterRoute(app: FastifyInstance, db: Kysely<Database>, options: FormRouteOptions) {
  app.post(NEWSLETTER_ENDPOINT, { config: rateLimitConfig(options.rateLimit) }, async (req, reply) => {
    if (honeypotFilled(req.body)) return fakeSuccess(reply, false);
    const parsed = newsletterSchema.safeParse(req.body);
    if (!parsed.success) return invalid(reply, fieldErrors(newsletterSchema, req.body));
    // New or repeat, the answer is the same: nobody can probe who is subscribed.
    await subscribeNewsletter(db, parsed.data.email);
    return success(reply);
  });
}
