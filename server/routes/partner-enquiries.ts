import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { PARTNER_ENQUIRY_ENDPOINT } from "#forms/api";
import { fieldErrors } from "#forms/field-errors";
import { partnerEnquirySchema } from "#forms/partner-enquiry";
import { insertPartnerEnquiry } from "../db/leads";
import type { Database } from "../db/schema";
import { type FormRouteOptions, fakeSuccess, honeypotFilled, invalid, orNull, rateLimitConfig, success } from "./form-helpers";

export function registerPartnerEnquiryRoute(app: FastifyInstance, db: Kysely<Database>, options: FormRouteOptions) {
  app.post(PARTNER_ENQUIRY_ENDPOINT, { config: rateLimitConfig(options.rateLimit) }, async (req, reply) => {
    if (honeypotFilled(req.body)) return fakeSuccess(reply, true);
    const parsed = partnerEnquirySchema.safeParse(req.body);
    if (!parsed.success) return invalid(reply, fieldErrors(partnerEnquirySchema, req.body));
    const d = parsed.data;
    const id = await insertPartnerEnquiry(db, {
      name: d.name,
      email: d.email,
      phone: d.phone,
      company: d.company,
      loanAmount: orNull(d.loanAmount),
      purpose: orNull(d.purpose),
      message: orNull(d.message),
    });
    return success(reply, id);
  });
}
