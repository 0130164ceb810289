// Interview feedback on a job application: each interviewer gives one rating
// from 1 to 5 and a note (a second one replaces their first). The rating is in
// the audit trail; the feedback's words are not (they are about a person).
import type { FastifyRequest } from "fastify";
import { jobApplicationForm } from "#forms/job-application";
import { LEAD_ROLES } from "#shared/staff-api/roles";
import { appendAudit } from "../audit/audit-trail";
import { leadDetail, leadFor } from "./lead-detail";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, staffRoute } from "./staff-route";

export function leadRatingRoutes(ctx: StaffContext): StaffRoute[] {
  return [staffRoute("POST /leads/:reference/ratings", { access: LEAD_ROLES, handler: (input, req) => rateLead(ctx, input, req) })];
}

async function rateLead(ctx: StaffContext, { params, body }: InputOf<"POST /leads/:reference/ratings">, req: FastifyRequest) {
  const { session, lead } = await leadFor(ctx, req, params.reference);
  if (lead.form !== jobApplicationForm.name) throw new StaffError(400, "Only a job application takes interview feedback.");
  const { rating, feedback } = body;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    await tx.deleteFrom("leadRatings").where("submissionId", "=", lead.id).where("authorId", "=", session.user.id).execute();
    await tx
      .insertInto("leadRatings")
      .values({ submissionId: lead.id, authorId: session.user.id, rating, feedback, createdAt: now.toISOString() })
      .execute();
    await appendAudit(tx, ctx.kind, { actor: session.user.email, action: "lead.rated", subject: lead.reference, detail: { rating } }, now);
  });
  return leadDetail(ctx.db, lead);
}
