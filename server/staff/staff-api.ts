// The staff console's API under /api/staff: every route from the route
// files, one hook enforcing their declared access, the console's headers on
// every answer, and same-origin writes only.
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import { relyingParty } from "../auth/relying-party";
import { readSessionCookie } from "../auth/session-cookie";
import { readSession, reauthenticatedUntil } from "../auth/sessions";
import { ownOrigin } from "../plugins/same-origin";
import { auditRoutes } from "./audit-routes";
import { authRoutes } from "./auth-routes";
import { leadRoutes } from "./lead-routes";
import { meRoutes } from "./me-routes";
import { NOT_SIGNED_IN, REAUTH_NEEDED, ROLE_REFUSED, type StaffContext, type StaffRoute } from "./staff-route";
import { userRoutes } from "./user-routes";
import { builtLibrary } from "../published-documents/built-library";
import { documentStaffRoutes } from "../published-documents/document-staff-routes";

export const STAFF_API_PREFIX = "/api/staff";
export const CROSS_ORIGIN_WRITE = "The staff console only takes changes from its own pages.";

declare module "fastify" {
  interface FastifyInstance {
    /** Every staff route's declaration (the role-matrix test walks them). */
    staffRoutes: readonly StaffRoute[];
  }
}

export type StaffApiOptions = {
  staffOrigin: string | undefined;
  /** The clock sessions, challenges and the trail read (tests move it). */
  now?: () => Date;
  /** The build's investor documents folder (the library's categories live there). */
  documentsDir: string;
};

export function staffRouteTable(ctx: StaffContext, documentsDir: string): StaffRoute[] {
  return [...authRoutes(ctx), ...meRoutes(ctx), ...userRoutes(ctx), ...auditRoutes(ctx), ...leadRoutes(ctx), ...documentStaffRoutes(ctx, builtLibrary(documentsDir))];
}

export async function registerStaffApi(app: FastifyInstance, db: Db, options: StaffApiOptions) {
  const ctx: StaffContext = { db: db.kysely, kind: db.kind, rp: relyingParty(options.staffOrigin), limiter: app.limiter, now: options.now ?? (() => new Date()) };
  const routes = staffRouteTable(ctx, options.documentsDir);
  app.decorate("staffRoutes", routes);

  // On every answer under /api/staff, errors and unknown paths included: nothing here may be cached or indexed.
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.url === STAFF_API_PREFIX || req.url.startsWith(`${STAFF_API_PREFIX}/`)) {
      reply.header("cache-control", "no-store");
      reply.header("x-robots-tag", "noindex");
    }
    return payload;
  });

  await app.register(
    async (scope) => {
      scope.addHook("onRequest", async (req, reply) => {
        // Writes need an Origin, and it must be the console's own: stricter than the public forms,
        // which take origin-less programs and ALLOWED_ORIGINS partners.
        if (req.method !== "GET" && req.method !== "HEAD") {
          const origin = req.headers.origin;
          const expected = options.staffOrigin ?? ownOrigin(req);
          if (!origin || !expected || origin !== expected) return reply.code(403).send({ error: CROSS_ORIGIN_WRITE });
        }
        const access = req.routeOptions.config.staffAccess;
        if (access === undefined || access === "public") return;
        const token = readSessionCookie(req);
        const session = token ? await readSession(ctx.db, token, ctx.now()) : undefined;
        if (!session) return reply.code(401).send({ error: NOT_SIGNED_IN });
        if (access !== "signed-in" && !access.some((role) => session.user.roles.includes(role))) return reply.code(403).send({ error: ROLE_REFUSED });
        if (req.routeOptions.config.staffReauth && !reauthenticatedUntil(session, ctx.now())) return reply.code(403).send({ error: REAUTH_NEEDED, reauth: true });
        req.staffSession = session;
      });
      for (const route of routes) {
        scope.route({ method: route.method, url: route.url, config: { staffAccess: route.access, staffReauth: route.reauth ?? false }, handler: route.handler });
      }
    },
    { prefix: STAFF_API_PREFIX },
  );
}
