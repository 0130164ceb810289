// POST /api/complaints/track: the private tracking link from the
// acknowledgement email. The page reads the token from the link's fragment
// and posts it here; the answer is the tracker's. The token is 256 random
// bits, so it needs no guess limit, and no lock on a reference (the lookup by
// reference and mobile has those) ever stops it (docs/decisions/090-grievance-and-disclosures.md).
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { perLang } from "#shared/locales";
import { formCopies } from "../generated/form-copies";
import { trackingLink } from "#forms/tracking-link";
import type { Database } from "../db/schema";
import { formLang } from "../http/form-lang";
import { trackingTokenHash } from "./complaint-mail-sender";
import { findComplaint, statusAnswer } from "./complaints";

const copies = perLang((lang) => formCopies[lang].complaint.complaintLookupCopy);

export const TRACKING_LINK_ENDPOINT = trackingLink.endpoint;

export function registerTrackingLinkRoute(app: FastifyInstance, db: Kysely<Database>) {
  app.post(TRACKING_LINK_ENDPOINT, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const copy = copies[formLang(body)];
    const token = typeof body.token === "string" ? body.token : "";
    if (!trackingLink.pattern.test(token)) return reply.code(422).send({ error: copy.notFound });
    const row = await db
      .selectFrom("complaintTrackingTokens")
      .select("reference")
      .where("tokenHash", "=", trackingTokenHash(token))
      .executeTakeFirst();
    const complaint = row ? await findComplaint(db, row.reference) : undefined;
    if (!complaint) return reply.code(404).send({ error: copy.notFound });
    return reply.code(200).send(await statusAnswer(db, complaint));
  });
}
