// The second officer's part of SEBI's five-year rule (retention-rule.ts): a
// withdrawal asked for by one secretarial officer is approved, and done, by
// another, or declined. Both are audited with the request's category.
import { appendAudit } from "../audit/audit-trail";
import { REFUSED } from "../published-documents/publication-rules";
import { withdraw } from "../published-documents/publications";
import { type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

export function withdrawalRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind } = ctx;
  const pending = async (documentId: string) => {
    const doc = await db.selectFrom("publishedDocuments").selectAll().where("id", "=", documentId).executeTakeFirst();
    if (!doc) throw new StaffError(404, REFUSED.noDocument);
    if (doc.withdrawnAt) throw new StaffError(409, REFUSED.alreadyWithdrawn);
    if (!doc.withdrawalRequestedBy) throw new StaffError(409, REFUSED.noRequest);
    return { ...doc, requestedBy: doc.withdrawalRequestedBy };
  };
  const clear = { withdrawalRequestedBy: null, withdrawalRequestedAt: null, withdrawalCategory: null, withdrawalReason: null };
  return [
    staffRoute("POST /documents/:documentId/withdraw/approve", {
      access: ["secretarial"],
      handler: async ({ params }, req) => {
        const session = sessionOf(req);
        const doc = await pending(params.documentId);
        if (doc.requestedBy === session.user.email) throw new StaffError(403, REFUSED.sameOfficer);
        const approval = { category: doc.withdrawalCategory ?? "", requestedBy: doc.requestedBy };
        const outcome = await withdraw(db, kind, session.user, doc.id, doc.withdrawalReason ?? "", ctx.now(), approval);
        if (!outcome.ok) throw new StaffError(409, REFUSED.alreadyWithdrawn);
        return { ok: true as const };
      },
    }),
    staffRoute("POST /documents/:documentId/withdraw/decline", {
      access: ["secretarial"],
      handler: async ({ params }, req) => {
        const session = sessionOf(req);
        const doc = await pending(params.documentId);
        const now = ctx.now();
        await db.transaction().execute(async (tx) => {
          await tx.updateTable("publishedDocuments").set(clear).where("id", "=", doc.id).execute();
          await appendAudit(
            tx,
            kind,
            {
              actor: session.user.email,
              action: "document.withdrawal-declined",
              subject: doc.id,
              detail: { url: doc.url, requestedBy: doc.requestedBy },
            },
            now,
          );
        });
        return { ok: true as const };
      },
    }),
  ];
}
