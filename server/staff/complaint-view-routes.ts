// The counts of the queue's views (complaint-views.ts), for the console's
// view list: one request, one query, the caller's kinds of complaint only.
import { COMPLAINT_WORKERS, kindsFor } from "#shared/staff-api/roles";
import { viewCounts } from "./complaint-views";
import { type StaffContext, type StaffRoute, sessionOf, staffRoute } from "./staff-route";

export function complaintViewRoutes(ctx: StaffContext): StaffRoute[] {
  return [
    staffRoute("GET /complaints/views", {
      access: COMPLAINT_WORKERS,
      handler: async (_input, req) => {
        const { user } = sessionOf(req);
        return { counts: await viewCounts(ctx.db, user.id, ctx.now(), kindsFor(user.roles)) };
      },
    }),
  ];
}
