// Administrators invite people (a new account only), see the invitations not yet used, and revoke one
// (docs/decisions/102-staff-accounts-invitations-recovery.md). With a mail server the invitation goes to the
// person's address and the administrator never sees its link; without one, the link is shown to pass on.
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  RECOVERY_IN_CONSOLE,
  alreadyHasAccount,
  createInvitation,
  invitationUrl,
  openInvitations,
  revokeInvitation,
} from "../auth/invitations";
import { parseRoles } from "../auth/roles";
import { ownOrigin } from "../plugins/same-origin";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

const access = ["admin"] as const;

export function invitationAdminRoutes(ctx: StaffContext): StaffRoute[] {
  return [
    staffRoute("GET /users/invitations", { access, handler: () => pendingInvitations(ctx) }),
    // Grants lasting access or changes who may do what: a fresh passkey confirmation first.
    staffRoute("POST /users/invitations", { access, reauth: true, handler: (input, req, reply) => invite(ctx, input, req, reply) }),
    staffRoute("DELETE /users/invitations/:invitationId", { access, handler: (input, req, reply) => revoke(ctx, input, req, reply) }),
  ];
}

async function pendingInvitations(ctx: StaffContext) {
  const rows = await openInvitations(ctx.db, ctx.now()).orderBy("expiresAt").execute();
  return {
    invitations: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      roles: parseRoles(r.roles),
      invitedBy: r.createdBy,
      createdAt: r.createdAt,
      expiresAt: r.expiresAt,
    })),
  };
}

async function invite(ctx: StaffContext, { body }: InputOf<"POST /users/invitations">, req: FastifyRequest, reply: FastifyReply) {
  const { user } = sessionOf(req);
  const made = await createInvitation(ctx.db, ctx.kind, ctx.keys.link, { ...body, createdBy: user.email }, ctx.now(), ctx.staffMail);
  if (!made.ok && made.reason === "account") throw new StaffError(409, alreadyHasAccount(body.email, RECOVERY_IN_CONSOLE));
  if (!made.ok)
    throw new StaffError(409, `An invitation for ${body.email} is already waiting to be used. Revoke it first to send a new one.`);
  reply.code(201);
  if (made.emailed) return { id: made.id, emailedTo: body.email, expiresAt: made.expiresAt };
  const origin = ctx.rp.originFor(req) ?? ownOrigin(req) ?? "";
  return { id: made.id, url: invitationUrl(origin, made.token), expiresAt: made.expiresAt };
}

async function revoke(
  ctx: StaffContext,
  { params: { invitationId } }: InputOf<"DELETE /users/invitations/:invitationId">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { user } = sessionOf(req);
  if (!(await revokeInvitation(ctx.db, ctx.kind, invitationId, user.email, ctx.now())))
    throw new StaffError(404, "There is no invitation waiting with that id (it may have been used or revoked already).");
  return reply.code(204).send();
}
