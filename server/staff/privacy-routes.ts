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
import { daysLeft } from "../privacy/close-reasons";
import { heldSubmissions } from "../privacy/held-data";
import type { PrivacyNote } from "./privacy-desk-routes";
import { NO_SUCH_REQUEST, type PrivacyStaffOptions, correctRequest, eraseRequest, sendCopy } from "./privacy-answers";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

const access = ["privacy"] as const;

export function privacyRoutes(ctx: StaffContext, options: PrivacyStaffOptions): StaffRoute[] {
  return [
    staffRoute("GET /privacy-requests", { access, handler: (input) => listRequests(ctx.db, ctx.now(), input) }),
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

async function listRequests(db: Kysely<Database>, now: Date, { query }: InputOf<"GET /privacy-requests">) {
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
  const today = now;
  return { requests: rows.map((r) => ({ ...r, daysLeft: r.answerBy ? daysLeft(r.answerBy, today) : null })) };
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
  const held = await heldSubmissions(db, { email, mobile: request.mobile ?? null }, reference);
  await recordAudit(db, ctx.kind, { actor: session.user.email, action: "privacy.opened", subject: reference }, ctx.now());
  return {
    reference,
    action: request.action,
    status: request.status,
    answerBy: request.answerBy,
    daysLeft: request.answerBy && request.status === "open" ? daysLeft(request.answerBy, ctx.now()) : null,
    mobile: request.mobile ?? null,
    closedReason: request.closedReason ?? null,
    assigneeId: request.assigneeId ?? null,
    notes: await namedNotes(db, request.notes ?? null),
    createdAt: request.createdAt,
    confirmedAt: request.confirmedAt,
    doneAt: request.doneAt,
    outcome: request.outcome ? (JSON.parse(request.outcome) as Outcome) : null,
    lang: submission.lang,
    email,
    change: submission.fields.change ?? null,
    submissions: held,
  };
}

/** The internal notes with their authors' names (their email when the account is gone). */
async function namedNotes(db: Kysely<Database>, stored: string | null) {
  const notes = (stored ? JSON.parse(stored) : []) as PrivacyNote[];
  if (!notes.length) return [];
  const users = await db.selectFrom("staffUsers").select(["email", "name"]).execute();
  const names = new Map(users.map((u) => [u.email, u.name]));
  return notes.map((n) => ({ ...n, byName: names.get(n.by) ?? n.by }));
}
