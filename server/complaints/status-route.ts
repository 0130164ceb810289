// POST /api/complaints/status: a complainant tracks a complaint with its
// reference and the mobile number given with it.
//
// References must not be probeable: an unknown reference and a known one with
// the wrong mobile get the same 404 and body, run the same query and the same
// comparison, and both count as a failure against the visitor's network
// (FAILED_LOOKUPS_PER_ADDRESS) and against the reference from anywhere
// (FAILED_LOOKUPS_PER_REFERENCE). Past either limit the answer is 429.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { complaintLookupCopy as en } from "#content/en/forms/complaint";
import { complaintLookupCopy as hi } from "#content/hi/forms/complaint";
import { type ComplaintStatusAnswer, complaintLookup, lookupSchema } from "#forms/complaint";
import type { Lang } from "#shared/locales";
import type { Database } from "../db/schema";
import { badCharacterErrors, formLang, invalid } from "../routes/form-helpers";
import { normalizeReference } from "../submissions/reference";
import { findComplaint, lastPublishedNote } from "./complaints";
import { type FailedLookupLimiter, type LimitState, memoryFailedLookupLimiter } from "./failed-lookup-limiter";

const HOUR_MS = 60 * 60 * 1000;

/** Failed lookups from one network: a person mistypes a few times, a prober needs thousands. */
export const FAILED_LOOKUPS_PER_ADDRESS = { limit: 10, windowMs: HOUR_MS };
/** Wrong mobile numbers for one reference, from any network: then the reference is paused for a day. */
export const FAILED_LOOKUPS_PER_REFERENCE = { limit: 10, windowMs: 24 * HOUR_MS };

const copies: Record<Lang, typeof en> = { en, hi };
const schemas = { en: lookupSchema(en.messages), hi: lookupSchema(hi.messages) };

export type StatusRouteOptions = {
  byAddress: FailedLookupLimiter;
  byReference: FailedLookupLimiter;
  /** Keys are hashed with this secret before the limiters see them: they never hold an address or a reference. */
  keySecret: Buffer;
};

export function defaultStatusRouteOptions(): StatusRouteOptions {
  return {
    byAddress: memoryFailedLookupLimiter(FAILED_LOOKUPS_PER_ADDRESS),
    byReference: memoryFailedLookupLimiter(FAILED_LOOKUPS_PER_REFERENCE),
    keySecret: randomBytes(32),
  };
}

const sha256 = (value: string) => createHash("sha256").update(value).digest();

function refuse(reply: FastifyReply, state: LimitState, message: string) {
  return reply.code(429).header("retry-after", String(state.retryAfterSeconds)).send({ error: message });
}

export function registerComplaintStatusRoute(app: FastifyInstance, db: Kysely<Database>, options: StatusRouteOptions = defaultStatusRouteOptions()) {
  const keyOf = (kind: string, value: string) => createHash("sha256").update(options.keySecret).update(`${kind}\n${value}`).digest("hex");

  app.post(complaintLookup.endpoint, async (req, reply) => {
    const body = req.body as Record<string, unknown>;
    const lang = formLang(body);
    const copy = copies[lang];
    const hostile = badCharacterErrors(body, lang);
    if (Object.keys(hostile).length > 0) return invalid(reply, lang, hostile);

    const addressKey = keyOf("address", req.ip);
    const fromAddress = await options.byAddress.check(addressKey);
    if (!fromAddress.allowed) return refuse(reply, fromAddress, copy.rateLimited);

    const parsed = schemas[lang].safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
      return invalid(reply, lang, errors);
    }
    const { reference: typed, mobile } = parsed.data;
    // A reference of another shape (wrong prefix) cannot exist; it is looked up all the same, so it costs the same.
    const reference = normalizeReference(typed) ?? typed.toUpperCase();
    const referenceKey = keyOf("reference", reference);
    const forReference = await options.byReference.check(referenceKey);
    if (!forReference.allowed) return refuse(reply, forReference, copy.referenceLocked);

    const complaint = await findComplaint(db, reference);
    // Compared in constant time, and compared even when there is no complaint.
    const mobileMatches = timingSafeEqual(sha256(complaint?.mobile ?? ""), sha256(mobile)) && complaint !== undefined;
    if (!complaint || !mobileMatches) {
      await options.byAddress.hit(addressKey);
      await options.byReference.hit(referenceKey);
      return reply.code(404).send({ error: copy.notFound });
    }
    const answer: ComplaintStatusAnswer = {
      reference: complaint.reference,
      status: complaint.status,
      filedAt: complaint.createdAt,
      answerBy: complaint.answerBy,
      updatedAt: complaint.updatedAt,
      note: await lastPublishedNote(db, complaint.reference),
    };
    return reply.code(200).send(answer);
  });
}
