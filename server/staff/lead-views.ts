// The lead list's views with their counts (issue 29): ready-made ones (New
// today, Unassigned, Mine, Follow-up due, one per form) and a person's own
// saved ones. Each view is an address query of the list, so it is a link
// (bookmarked, shared); its count comes with the split by status.
import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { statusesOf } from "#forms/lead-statuses";
import { leadFilter } from "#shared/staff-api/leads";
import { LEAD_ROLES, formsFor } from "#shared/staff-api/roles";
import { formTitle } from "../submissions/lead-email";
import { formByName } from "../form-registry/registry";
import { type LeadFilter, checkFieldFilter, checkStatusFilter, filterForms, leadRows } from "./lead-list";
import { byFormStatusAssignee, countedLeads } from "./lead-counts";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, parse, sessionOf, staffRoute } from "./staff-route";

const MAX_SAVED = 20;

/** A list address query ("?form=loan-enquiry&status=new") as the filter it means; a bad one is a 400. */
function filterOf(search: string): LeadFilter {
  const params = Object.fromEntries(new URLSearchParams(search));
  delete params.cursor;
  return parse(leadFilter, params);
}

const searchOf = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

export function leadViewRoutes(ctx: StaffContext): StaffRoute[] {
  const { db } = ctx;

  /** How many leads a view holds, split by status in the order of the forms' workflows. */
  async function count(filter: LeadFilter, forms: readonly string[], me: string) {
    const rows = byFormStatusAssignee(filter)
      ? await countedLeads(ctx, filter, forms, me)
      : await leadRows(ctx, filter, forms, me)
          .select((eb) => ["submissions.status", eb.fn.countAll<string | number>().as("n")])
          .groupBy("submissions.status")
          .execute();
    const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
    const order = [...new Set([...forms.flatMap((f) => statusesOf(formByName(f)?.form)), ...by.keys()])];
    return {
      count: [...by.values()].reduce((a, b) => a + b, 0),
      split: order.filter((s) => by.has(s)).map((status) => ({ status, count: by.get(status)! })),
    };
  }

  return [
    staffRoute("GET /leads/views", {
      access: LEAD_ROLES,
      handler: async (_input, req) => {
        const session = sessionOf(req);
        const allowed = formsFor(session.user.roles);
        const ready: { key: string; label: string; params: Record<string, string> }[] = [
          { key: "today", label: "New today", params: { view: "today" } },
          { key: "unassigned", label: "Unassigned", params: { assignee: "none" } },
          { key: "mine", label: "Mine", params: { assignee: "me" } },
          { key: "follow-up", label: "Follow-up due", params: { view: "follow-up" } },
          ...allowed.map((form) => ({ key: `form:${form}`, label: formTitle(form), params: { form } })),
        ];
        const saved = await db
          .selectFrom("savedLeadViews")
          .select(["id", "name", "search"])
          .where("userId", "=", session.user.id)
          .orderBy("createdAt")
          .execute();
        const views = [];
        for (const v of ready) {
          const filter = parse(leadFilter, v.params);
          views.push({
            key: v.key,
            label: v.label,
            search: searchOf(v.params),
            saved: false,
            ...(await count(filter, filterForms(filter, allowed), session.user.id)),
          });
        }
        for (const v of saved) {
          // A saved view naming a form the person's roles no longer open counts nothing, rather than failing the others.
          const filter = filterOf(v.search);
          const forms = filter.form && !(allowed as readonly string[]).includes(filter.form) ? [] : filterForms(filter, allowed);
          views.push({
            key: `saved:${v.id}`,
            label: v.name,
            search: v.search,
            saved: true,
            ...(await count(filter, forms, session.user.id)),
          });
        }
        return { views };
      },
    }),
    staffRoute("POST /leads/views", {
      access: LEAD_ROLES,
      handler: async ({ body }: InputOf<"POST /leads/views">, req: FastifyRequest, reply) => {
        const session = sessionOf(req);
        const { name, search } = body;
        const filter = filterOf(search);
        const forms = filterForms(filter, formsFor(session.user.roles));
        checkStatusFilter(filter.status, forms);
        checkFieldFilter(filter, forms);
        const mine = await db.selectFrom("savedLeadViews").select(["name"]).where("userId", "=", session.user.id).execute();
        if (mine.length >= MAX_SAVED) throw new StaffError(400, `You have ${MAX_SAVED} saved views: delete one to save another.`);
        if (mine.some((v) => v.name.toLowerCase() === name.toLowerCase()))
          throw new StaffError(400, `You already have a view called "${name}".`);
        const id = randomUUID();
        const { cursor: _cursor, ...kept } = Object.fromEntries(new URLSearchParams(search));
        await db
          .insertInto("savedLeadViews")
          .values({ id, userId: session.user.id, name, search: searchOf(kept), createdAt: ctx.now().toISOString() })
          .execute();
        reply.code(201);
        return { id, name };
      },
    }),
    staffRoute("DELETE /leads/views/:id", {
      access: LEAD_ROLES,
      handler: async ({ params }, req) => {
        const session = sessionOf(req);
        const { id } = params;
        const gone = await db.deleteFrom("savedLeadViews").where("id", "=", id).where("userId", "=", session.user.id).executeTakeFirst();
        if (Number(gone.numDeletedRows) !== 1) throw new StaffError(404, "You have no saved view with that id.");
        return { deleted: id };
      },
    }),
  ];
}
