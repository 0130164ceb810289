// POST /api/complaints/status: a complainant tracks a complaint with its
// reference and the mobile number given with it.
//
// References must not be probeable: an unknown reference and a known one with
// the wrong mobile get the same 404 and body, run the same query and the same
// comparison, and both count as a failure against the visitor's network
// (FAILED_LOOKUPS_PER_ADDRESS) and against the reference from anywhere
// (FAILED_LOOKUPS_PER_REFERENCE). Past either limit the answer is 429.
//
// Failures count in the server's limiter (server/limits/): on PostgreSQL every
// server process counts in the same table, and it keys what it counts by a
// keyed daily hash (an IPv6 network per /64), so neither an address nor a
// reference is held as such. Every well-formed lookup is counted before it
// runs, in the same atomic step that checks the limit, and a lookup that finds
// its complaint is given back: checking first and counting after let 250
// simultaneous wrong lookups all through on PostgreSQL (decision 090).
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { complaintLookup, lookupSchema } from "#forms/complaint";
import { firstMessages } from "#forms/declare";
import { perLang } from "#shared/locales";
import type { Database } from "../db/schema";
import { formCopies } from "../generated/form-copies";
import { commonCopy } from "../form-registry/registry";
import { formLang } from "../http/form-lang";
import { badCharacterErrors, invalid } from "./form-helpers";
import { normalizeReference } from "../submissions/reference";
import type { LimitVerdict, Limiter } from "../limits/limiter";
import { findComplaint, statusAnswer } from "../complaints/complaints";

const HOUR_MS = 60 * 60 * 1000;

/** Failed lookups from one network: a person mistypes a few times, a prober needs thousands. */
export const FAILED_LOOKUPS_PER_ADDRESS = { limit: 10, windowMs: HOUR_MS };
/**
 * Wrong mobile numbers for one reference, from any network: then the reference
 * is paused until the hour is over. An hour, not a day (decision 090): anyone who
 * knows a reference could lock its owner out with ten wrong numbers, and the
 * pause should last no longer than guessing needs. Ten guesses an hour
 * against the 4 billion mobile numbers (6-9 and nine digits) is 240 a day
 * from any number of networks: a guess succeeds in about 45,000 years on
 * average, as good as never, while the owner waits an hour at most.
 * (Counting per network and reference instead would let a thousand networks
 * make a thousand times the guesses.)
 */
export const FAILED_LOOKUPS_PER_REFERENCE = { limit: 10, windowMs: HOUR_MS };

const copies = perLang((lang) => formCopies[lang].complaint.complaintLookupCopy);
const schemas = perLang((lang) => lookupSchema(copies[lang].messages, commonCopy[lang].badCharacters));

const BY_ADDRESS = {
  name: "complaint-lookup-address",
  rule: { max: FAILED_LOOKUPS_PER_ADDRESS.limit, windowMs: FAILED_LOOKUPS_PER_ADDRESS.windowMs },
};
const BY_REFERENCE = {
  name: "complaint-lookup-reference",
  rule: { max: FAILED_LOOKUPS_PER_REFERENCE.limit, windowMs: FAILED_LOOKUPS_PER_REFERENCE.windowMs },
};

const sha256 = (value: string) => createHash("sha256").update(value).digest();

function refuse(reply: FastifyReply, state: LimitVerdict, message: string) {
  return reply.code(429).header("retry-after", String(state.retryAfterSeconds)).send({ error: message });
}

export function registerComplaintStatusRoute(app: FastifyInstance, db: Kysely<Database>, limiter: Limiter) {
  app.post(complaintLookup.endpoint, async (req, reply) => {
    const body = req.body as Record<string, unknown>;
    const lang = formLang(body);
    const copy = copies[lang];
    const hostile = badCharacterErrors(body, lang);
    if (Object.keys(hostile).length > 0) return invalid(reply, lang, hostile);

    const parsed = schemas[lang].safeParse(body);
    if (!parsed.success) return invalid(reply, lang, firstMessages(parsed.error.issues));
    const { reference: typed, mobile } = parsed.data;
    // A reference of another shape (wrong prefix) cannot exist; it is looked up all the same, so it costs the same.
    const reference = normalizeReference(typed) ?? typed.toUpperCase();
    // The limiter counts by what it is given as the address: here the reference, from any network.
    const byReference = { ip: reference };
    // Counted as a failure now; given back below if it finds the complaint.
    const fromAddress = await limiter.hit(BY_ADDRESS.name, req, BY_ADDRESS.rule);
    if (!fromAddress.allowed) return refuse(reply, fromAddress, copy.rateLimited);
    const forReference = await limiter.hit(BY_REFERENCE.name, byReference, BY_REFERENCE.rule);
    if (!forReference.allowed) return refuse(reply, forReference, copy.referenceLocked);

    const complaint = await findComplaint(db, reference);
    // Compared in constant time, and compared even when there is no complaint.
    const mobileMatches = timingSafeEqual(sha256(complaint?.mobile ?? ""), sha256(mobile)) && complaint !== undefined;
    if (!complaint || !mobileMatches) return reply.code(404).send({ error: copy.notFound });
    await limiter.undo(BY_ADDRESS.name, req, BY_ADDRESS.rule);
    await limiter.undo(BY_REFERENCE.name, byReference, BY_REFERENCE.rule);
    return reply.code(200).send(await statusAnswer(db, complaint));
  });
}
