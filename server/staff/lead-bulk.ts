// Bulk assign and bulk status on the rows a person selected. Each lead is
// changed on its own, against the version the list showed (lead-work.ts): a
// lead someone changed since is reported with what changed, never overwritten;
// each lead changed gets its own audit rows, as a change made one by one would.
import type { FastifyRequest } from "fastify";
import { LEAD_ROLES, formsFor } from "#shared/staff-api/roles";
import { findLeads } from "./lead-detail";
import { changeLead, colleaguesFor } from "./lead-work";
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
  // One transaction for the selection (one commit, one fsync on SQLite: bench:staff), the leads read in one query and
  // the colleagues once per form; each lead is still changed against its own version, with its own audit rows.
  await ctx.db.transaction().execute(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const found = new Map(
      (
        await findLeads(
          tx,
          leads.map((l) => l.reference),
          forms,
        )
      ).map((lead) => [lead.reference, lead]),
    );
    const known = new Map<string, ReturnType<typeof colleaguesFor>>();
    const colleagues = (c: StaffContext, form: string) => known.get(form) ?? known.set(form, colleaguesFor(c, form)).get(form)!;
    for (const { reference, version } of leads) {
      const lead = found.get(reference);
      if (!lead) {
        refused.push({ reference, error: "There is no lead with that reference among the forms you work on." });
        continue;
      }
      try {
        await changeLead(inTx, session.user.email, lead, version, change, colleagues);
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
  });
  return { changed, stale, refused };
}
