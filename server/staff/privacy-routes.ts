// The privacy team's work on people's requests (docs/decisions/110-privacy-rights.md): the list, one request with
// what is held under its address, and the three answers (privacy-answers.ts: a copy, a correction, an erasure).
// Each step is in the audit trail (references, counts and field names; never the values), and the person is
// emailed when their request is done. Erasure needs a fresh passkey check.
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { recordAudit } from "../audit/audit-trail";
import { requestEmail } from "../privacy/requests";
import type { Outcome } from "../privacy/visitor-email";
import { findSubmission } from "../submissions/queries";
import { NO_SUCH_REQUEST, type PrivacyStaffOptions, correctRequest, eraseRequest, sendCopy } from "./privacy-answers";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

const access = ["privacy"] as const;

export function privacyRoutes(ctx: StaffContext, options: PrivacyStaffOptions): StaffRoute[] {
  return [
    staffRoute("GET /privacy-requests", { access, handler: (input) => listRequests(ctx.db, input) }),
    staffRoute("GET /privacy-requests/:reference", { access, handler: (input, req) => openRequest(ctx, input, req) }),
    staffRoute("POST /privacy-requests/:reference/copy", { access, handler: (input, req) => sendCopy(ctx, options, input, req) }),
    staffRoute("POST /privacy-requests/:reference/correct", { access, handler: (input, req) => correctRequest(ctx, options, input, req) }),
    staffRoute("POST /privacy-requests/:reference/erase", {
      access,
      reauth: true,
      handler: (input, req) => eraseRequest(ctx, options, input, req),
    }),
  ];
}

async function listRequests(db: Kysely<Database>, { query }: InputOf<"GET /privacy-requests">) {
  const rows = await db
    .selectFrom("privacyRequests")
    .innerJoin("submissions", "submissions.reference", "privacyRequests.reference")
    .select([
      "privacyRequests.reference",
      "privacyRequests.action",
      "privacyRequests.status",
      "privacyRequests.answerBy",
      "privacyRequests.createdAt",
      "submissions.lang",
    ])
    .$if(query.status !== undefined, (q) => q.where("privacyRequests.status", "=", query.status!))
    .orderBy("privacyRequests.createdAt", "desc")
    .limit(500)
    .execute();
  return { requests: rows };
}

/** One request, with every other submission held under its address. */
async function openRequest(ctx: StaffContext, { params }: InputOf<"GET /privacy-requests/:reference">, req: FastifyRequest) {
  const { db } = ctx;
  const session = sessionOf(req);
  const reference = params.reference;
  const request = await db.selectFrom("privacyRequests").selectAll().where("reference", "=", reference).executeTakeFirst();
  if (!request) throw new StaffError(404, NO_SUCH_REQUEST);
  const submission = (await findSubmission(db, reference))!;
  const email = requestEmail(submission.fields);
  const held = await db
    .selectFrom("submissions")
    .select(["reference", "form", "createdAt", "fields", "restrictedUntil", "withdrawnAt"])
    .where("searchEmail", "=", email)
    .where("reference", "!=", reference)
    .orderBy("createdAt")
    .execute();
  await recordAudit(db, ctx.kind, { actor: session.user.email, action: "privacy.opened", subject: reference }, ctx.now());
  return {
    reference,
    action: request.action,
    status: request.status,
    answerBy: request.answerBy,
    createdAt: request.createdAt,
    confirmedAt: request.confirmedAt,
    doneAt: request.doneAt,
    outcome: request.outcome ? (JSON.parse(request.outcome) as Outcome) : null,
    lang: submission.lang,
    email,
    change: submission.fields.change ?? null,
    submissions: held.map((h) => ({
      reference: h.reference,
      form: h.form,
      createdAt: h.createdAt,
      fields: JSON.parse(h.fields) as Record<string, string | number>,
      restrictedUntil: h.restrictedUntil ?? null,
      withdrawnAt: h.withdrawnAt ?? null,
    })),
  };
}
