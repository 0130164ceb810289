// The staff console's API under /api/staff: every route from the route
// files, one hook enforcing their declared access, the console's headers on
// every answer, and same-origin writes only.
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import { relyingParty } from "../auth/relying-party";
import { readSessionCookie } from "../auth/session-cookie";
import { readSession, reauthenticatedUntil } from "../auth/sessions";
import type { Limiter } from "../limits/limiter";
import { targetPath } from "../plugins/request-path";
import { ownOrigin } from "../plugins/same-origin";
import { accessReviewRoutes } from "./access-review";
import { auditRoutes } from "./audit-routes";
import { authRoutes } from "./auth-routes";
import { invitationAcceptRoutes } from "./invitation-accept-routes";
import { invitationAdminRoutes } from "./invitation-admin-routes";
import { recoveryAcceptRoutes } from "./recovery-accept-routes";
import { recoveryAdminRoutes } from "./recovery-admin-routes";
import type { Keys } from "../keys/key-files";
import { complaintReportRoutes } from "./complaint-report-routes";
import { complaintRoutes } from "./complaint-routes";
import { complaintViewRoutes } from "./complaint-view-routes";
import { complaintTemplateRoutes } from "./complaint-template-routes";
import { leadRoutes } from "./lead-routes";
import { leadDashboardRoutes } from "./lead-dashboard";
import { leadViewRoutes } from "./lead-views";
import { leadBulkRoutes } from "./lead-bulk";
import { leadExportRoutes } from "./lead-export";
import { leadRatingRoutes } from "./lead-ratings";
import { meRoutes } from "./me-routes";
import type { PrivacyStaffOptions } from "./privacy-answers";
import { privacyDeskRoutes } from "./privacy-desk-routes";
import { privacyRoutes } from "./privacy-routes";
import { NOT_SIGNED_IN, REAUTH_NEEDED, ROLE_REFUSED, type StaffContext, type StaffRoute } from "./staff-route";
import { userRoutes } from "./user-routes";
import { builtLibrary } from "../published-documents/built-library";
import { documentRoutes } from "./document-routes";
import { checkAnswer } from "./answer-check";

export const STAFF_API_PREFIX = "/api/staff";
const CROSS_ORIGIN_WRITE = "The staff console only takes changes from its own pages.";
const UNDECLARED = "This part of the staff console is not open to anyone.";
const HEAD_REFUSED = "The staff console's API answers GET, not HEAD.";

declare module "fastify" {
  interface FastifyInstance {
    /** Every staff route's declaration (the role-matrix test walks them). */
    staffRoutes: readonly StaffRoute[];
  }
}

type StaffApiOptions = {
  staffOrigin: string | undefined;
  /** The server's limiter (failed sign-ins, ceremonies), shared across processes on PostgreSQL. */
  limiter: Limiter;
  /** The clock sessions, challenges and the trail read (tests move it). */
  now?: () => Date;
  /** The privacy team's routes (server/staff/privacy-routes.ts): the key of emailed links and the outbox channels. */
  privacy?: PrivacyStaffOptions;
  /** A mail channel is configured: complaint emails go to the outbox. */
  complaintMail?: boolean;
  /** The build's investor documents folder (the library's categories live there). */
  documentsDir: string;
  /** The keys kept outside the database (server/keys/). */
  keys: Keys;
  /** A mail channel is configured: invitations and recovery links are emailed, never shown. */
  staffMail: boolean;
  /** Check every answer against the contract (tests): one that does not match becomes a 500 saying how. */
  checkAnswers?: boolean;
  /** Routes a feature declares for itself (the site's content: server/site-content/). */
  featureRoutes?: readonly StaffRoute[];
};

/** The console's route groups that need only the context, in the order they are registered. */
const ROUTE_GROUPS: readonly ((ctx: StaffContext) => StaffRoute[])[] = [
  authRoutes,
  invitationAcceptRoutes,
  recoveryAcceptRoutes,
  meRoutes,
  userRoutes,
  invitationAdminRoutes,
  recoveryAdminRoutes,
  auditRoutes,
  accessReviewRoutes,
  leadViewRoutes,
  leadDashboardRoutes,
  leadBulkRoutes,
  leadExportRoutes,
  leadRatingRoutes,
  leadRoutes,
  complaintReportRoutes,
  complaintRoutes,
  complaintViewRoutes,
  complaintTemplateRoutes,
];

function staffRouteTable(ctx: StaffContext, documentsDir: string, privacy?: PrivacyStaffOptions): StaffRoute[] {
  return [
    ...ROUTE_GROUPS.flatMap((group) => group(ctx)),
    ...(privacy ? [...privacyRoutes(ctx, privacy), ...privacyDeskRoutes(ctx, privacy)] : []),
    ...documentRoutes(ctx, builtLibrary(documentsDir), privacy?.channels),
  ];
}

export async function registerStaffApi(app: FastifyInstance, db: Db, options: StaffApiOptions) {
  const ctx: StaffContext = {
    db: db.kysely,
    kind: db.kind,
    rp: relyingParty(options.staffOrigin),
    limiter: options.limiter,
    now: options.now ?? (() => new Date()),
    complaintMail: options.complaintMail ?? false,
    keys: options.keys,
    staffMail: options.staffMail,
  };
  const routes = [...staffRouteTable(ctx, options.documentsDir, options.privacy), ...(options.featureRoutes ?? [])];
  app.decorate("staffRoutes", routes);

  // On every answer under /api/staff, errors and unknown paths included: nothing here may be cached or indexed.
  app.addHook("onSend", async (req, reply, payload) => {
    // The routed path, not the raw target: an absolute-form request gets the same headers (decision 030).
    const path = targetPath(req);
    if (path === STAFF_API_PREFIX || path.startsWith(`${STAFF_API_PREFIX}/`)) {
      reply.header("cache-control", "no-store");
      reply.header("x-robots-tag", "noindex");
    }
    return payload;
  });

  // One hook for every request under /api/staff, whichever plugin registered its route: a route declares who may
  // call it (staff-route.ts), and one that declares nothing is refused to everyone (default deny).
  app.addHook("onRequest", async (req, reply) => {
    const path = targetPath(req);
    if (path !== STAFF_API_PREFIX && !path.startsWith(`${STAFF_API_PREFIX}/`)) return;
    // Writes need an Origin, and it must be the console's own: stricter than the public forms,
    // which take origin-less programs and ALLOWED_ORIGINS partners.
    if (req.method !== "GET" && req.method !== "HEAD") {
      const origin = req.headers.origin;
      const expected = options.staffOrigin ?? ownOrigin(req);
      if (!origin || !expected || origin !== expected) return reply.code(403).send({ error: CROSS_ORIGIN_WRITE });
    }
    // No route of ours here (the site's catch-all answers unknown /api/ paths with 404): nothing to check.
    const route = req.routeOptions.url;
    if (req.is404 || !route || (route !== STAFF_API_PREFIX && !route.startsWith(`${STAFF_API_PREFIX}/`))) return;
    // HEAD would run a GET's handler (an export, an opened lead) and write its audit row, for a body nobody receives.
    if (req.method === "HEAD") return reply.code(405).header("allow", "GET").send({ error: HEAD_REFUSED });
    const access = req.routeOptions.config.staffAccess;
    if (access === undefined) return reply.code(403).send({ error: UNDECLARED });
    if (access === "public") return;
    const token = readSessionCookie(req);
    const session = token ? await readSession(ctx.db, token, ctx.now()) : undefined;
    if (!session) return reply.code(401).send({ error: NOT_SIGNED_IN });
    if (access !== "signed-in" && !access.some((role) => session.user.roles.includes(role)))
      return reply.code(403).send({ error: ROLE_REFUSED });
    if (req.routeOptions.config.staffReauth && !reauthenticatedUntil(session, ctx.now()))
      return reply.code(403).send({ error: REAUTH_NEEDED, reauth: true });
    req.staffSession = session;
  });

  await app.register(
    async (scope) => {
      for (const route of routes) {
        scope.route({
          method: route.method,
          url: route.url,
          config: {
            staffAccess: route.access,
            staffReauth: route.reauth ?? false,
            multipart: route.multipart ?? false,
            staffRoute: route.key,
          },
          handler: route.handler,
        });
      }
      if (options.checkAnswers) scope.addHook("preSerialization", checkAnswer);
    },
    { prefix: STAFF_API_PREFIX },
  );
}
