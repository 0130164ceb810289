import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { LOAN_ENQUIRY_ENDPOINT } from "#forms/api";
import { fieldErrors } from "#forms/field-errors";
import { loanEnquirySchema } from "#forms/loan-enquiry";
import { insertLoanEnquiry } from "../db/leads";
import type { Database } from "../db/schema";
import { type FormRouteOptions, fakeSuccess, honeypotFilled, invalid, orNull, rateLimitConfig, success } from "./form-helpers";

export function registerLoanEnquiryRoute(app: FastifyInstance, db: Kysely<Database>, options: FormRouteOptions) {
  app.post(LOAN_ENQUIRY_ENDPOINT, { config: rateLimitConfig(options.rateLimit) }, async (req, reply) => {
    if (honeypotFilled(req.body)) return fakeSuccess(reply, true);
    const parsed = loanEnquirySchema.safeParse(req.body);
    if (!parsed.success) return invalid(reply, fieldErrors(loanEnquirySchema, req.body));
    const d = parsed.data;
    const id = await insertLoanEnquiry(db, {
      name: d.name,
      mobile: d.mobile,
      company: d.company,
      product: d.product,
      amount: d.amount,
      city: d.city,
      message: orNull(d.message),
    });
    return success(reply, id);
  });
}
