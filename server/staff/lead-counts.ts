// A view's count without scanning the leads (bench:staff at 1,000,000): a
// filter on forms, an assignee and a status only (Unassigned, Mine, one view
// per form, and saved views like them) is summed from lead_counts, which
// triggers keep in the row's own transaction (migration 047). Any other filter
// (a day, a search, a language, a field) is counted from the leads themselves.
import type { StaffContext } from "./staff-route";
import type { LeadFilter } from "./lead-list";

/** Whether lead_counts can answer for the filter: nothing but forms, status and assignee narrows it. */
export function byFormStatusAssignee(filter: LeadFilter): boolean {
  return !filter.q && !filter.lang && !filter.from && !filter.to && !filter.view && !filter.field;
}

/** The filter's leads per status, as a count over leadRows would give them (lead-list.ts), from lead_counts. */
export function countedLeads(ctx: Pick<StaffContext, "db">, filter: LeadFilter, forms: readonly string[], me: string) {
  const assignee = filter.assignee === "none" ? "" : filter.assignee === "me" ? me : filter.assignee;
  return ctx.db
    .selectFrom("leadCounts")
    .where("form", "in", forms.length ? [...forms] : ["-"])
    .$if(!!filter.assignee, (s) => s.where("assignee", "=", assignee!))
    .$if(!!filter.status, (s) => s.where("status", "=", filter.status!))
    .select((eb) => ["status", eb.fn.sum<string | number>("n").as("n")])
    .groupBy("status")
    .having((eb) => eb.fn.sum("n"), ">", 0)
    .execute();
}
