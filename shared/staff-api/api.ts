// The whole console API: every area's routes in one table. The server serves exactly these (the role-matrix test
// checks both ways) and the console's client is typed from StaffApi. A new area: declare its routes in a file of
// its own here (as leads.ts does), add its table below, then serve it (docs/how-to/add-a-console-screen.md).
import { auditApi } from "./audit";
import { accountApi, authApi } from "./auth";
import { complaintsApi } from "./complaints";
import { contentApi } from "./content";
import type { Contract } from "./define";
import { documentsApi } from "./documents";
import { grievanceDeskApi } from "./grievance-desk";
import { leadDashboardApi } from "./lead-dashboard";
import { leadsApi } from "./leads";
import { peopleApi } from "./people";
import { privacyApi } from "./privacy";

export const staffApi = {
  ...authApi,
  ...accountApi,
  ...peopleApi,
  ...auditApi,
  ...leadsApi,
  ...leadDashboardApi,
  ...complaintsApi,
  ...grievanceDeskApi,
  ...privacyApi,
  ...documentsApi,
  ...contentApi,
} as const satisfies Contract;

export type StaffApi = typeof staffApi;
/** "GET /leads/:reference" and every other route of the console's API. */
export type StaffRouteKey = keyof StaffApi;
