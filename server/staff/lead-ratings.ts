// Interview feedback on a job application: each interviewer gives one rating
// from 1 to 5 and a note (a second one replaces their first). The rating is in
// the audit trail; the feedback's words are not (they are about a person).
import { z } from "zod";
import { jobApplicationForm } from "#forms/job-application";
import { appendAudit } from "../audit/audit-trail";
import { LEAD_ROLES, formsFor } from "../auth/roles";
import { findLead, leadDetail } from "./lead-detail";
import { type StaffContext, type StaffRoute, StaffError, TYPED_TEXT_MESSAGE, parse, sessionOf, typedText } from "./staff-route";

const ratingBody = z.object({
  rating: z
    .number({ error: "rating is a whole number from 1 to 5" })
    .int("rating is a whole number from 1 to 5")
    .min(1, "rating is a whole number from 1 to 5")
    .max(5, "rating is a whole number from 1 to 5"),
  feedback: z
    .string({ error: "the feedback is empty" })
    .trim()
    .max(2000, "feedback is at most 2,000 characters")
    .refine(typedText, TYPED_TEXT_MESSAGE),
});

export function leadRatingRoutes(ctx: StaffContext): StaffRoute[] {
  return [
    {
      method: "POST",
      url: "/leads/:reference/ratings",
      access: LEAD_ROLES,
      leadScoped: true,
      handler: async (req) => {
        const session = sessionOf(req);
        const { reference } = req.params as { reference: string };
        const lead = await findLead(ctx.db, reference, formsFor(session.user.roles));
        if (!lead) throw new StaffError(404, "There is no lead with that reference among the forms you work on.");
        if (lead.form !== jobApplicationForm.name) throw new StaffError(400, "Only a job application takes interview feedback.");
        const { rating, feedback } = parse(ratingBody, req.body);
        const now = ctx.now();
        await ctx.db.transaction().execute(async (tx) => {
          await tx.deleteFrom("leadRatings").where("submissionId", "=", lead.id).where("authorId", "=", session.user.id).execute();
          await tx
            .insertInto("leadRatings")
            .values({ submissionId: lead.id, authorId: session.user.id, rating, feedback, createdAt: now.toISOString() })
            .execute();
          await appendAudit(
            tx,
            ctx.kind,
            { actor: session.user.email, action: "lead.rated", subject: lead.reference, detail: { rating } },
            now,
          );
        });
        return leadDetail(ctx.db, lead);
      },
    },
  ];
}
