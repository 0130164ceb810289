// Bulk assign and bulk status on the rows a person selected. Each lead is
// changed on its own, against the version the list showed (lead-work.ts): a
// lead someone changed since is reported with what changed, never overwritten;
// each lead changed gets its own audit rows, as a change made one by one would.
import type { FastifyRequest } from "fastify";
import { LEAD_ROLES, formsFor } from "#shared/staff-api/roles";
import { findLead } from "./lead-detail";
import { changeLead } from "./lead-work";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";
import { StaleEdit } from "./versioned-update";

export function leadBulkRoutes(ctx: StaffContext): StaffRoute[] {
  return [staffRoute("POST /leads/bulk", { access: LEAD_ROLES, handler: (input, req) => changeLeads(ctx, input, req) })];
}

async function changeLeads(ctx: StaffContext, { body }: InputOf<"POST /leads/bulk">, req: FastifyRequest) {
  const session = sessionOf(req);
  const { leads, ...change } = body;
  if (change.status === undefined && change.assigneeId === undefined) throw new StaffError(400, "choose a status or a colleague");
  const forms = formsFor(session.user.roles);
  const changed: string[] = [];
  const stale: { reference: string; what: string }[] = [];
  const refused: { reference: string; error: string }[] = [];
  for (const { reference, version } of leads) {
    const lead = await findLead(ctx.db, reference, forms);
    if (!lead) {
      refused.push({ reference, error: "There is no lead with that reference among the forms you work on." });
      continue;
    }
    try {
      await changeLead(ctx, session.user.email, lead, version, change);
      changed.push(reference);
    } catch (e) {
      if (e instanceof StaleEdit) {
        const what = e.answer.changes.map((c) => `${c.what} by ${c.who}`).join("; ") || "it was changed";
        stale.push({ reference, what });
        continue;
      }
      // A status another form's workflow lacks, a colleague who cannot work on this form: that lead only.
      if (!(e instanceof StaffError) || e.statusCode !== 400) throw e;
      refused.push({ reference, error: e.message });
    }
  }
  return { changed, stale, refused };
}
