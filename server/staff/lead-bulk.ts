// Bulk assign and bulk status on the rows a person selected. Each lead is
// changed on its own, against the version the list showed (lead-work.ts): a
// lead someone changed since is reported with what changed, never overwritten;
// each lead changed gets its own audit rows, as a change made one by one would.
import { z } from "zod";
import { LEAD_ROLES, formsFor } from "../auth/roles";
import { changesSince, findLead } from "./lead-detail";
import { changeFields, changeLead, versionField } from "./lead-work";
import { type StaffContext, type StaffRoute, StaffError, parse, sessionOf } from "./staff-route";

const MAX_BULK = 200;
const bulkBody = z
  .object({
    leads: z
      .array(z.object({ reference: z.string().max(20, "a reference is UF- and six characters"), version: versionField }), {
        error: "leads is the list of selected leads",
      })
      .min(1, "select at least one lead")
      .max(MAX_BULK, `at most ${MAX_BULK} leads at once`),
    status: changeFields.status,
    assigneeId: changeFields.assigneeId,
  })
  .refine((b) => b.status !== undefined || b.assigneeId !== undefined, "choose a status or a colleague");

export function leadBulkRoutes(ctx: StaffContext): StaffRoute[] {
  return [
    {
      method: "POST",
      url: "/leads/bulk",
      access: LEAD_ROLES,
      handler: async (req) => {
        const session = sessionOf(req);
        const { leads, ...change } = parse(bulkBody, req.body);
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
            if (await changeLead(ctx, session.user.email, lead, version, change)) changed.push(reference);
            else stale.push({ reference, what: await changesSince(ctx.db, reference, version) });
          } catch (e) {
            // A status another form's workflow lacks, a colleague who cannot work on this form: that lead only.
            if (!(e instanceof StaffError) || e.statusCode !== 400) throw e;
            refused.push({ reference, error: e.message });
          }
        }
        return { changed, stale, refused };
      },
    },
  ];
}
