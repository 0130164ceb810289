// Administrators invite people (a new account only), see the invitations not
// yet used, and revoke one (docs/decisions/102-staff-accounts-invitations-recovery.md).
// With a mail server the invitation goes to the person's address and the
// administrator never sees its link; without one, the link is shown to pass on.
import { z } from "zod";
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
import { type StaffContext, type StaffRoute, StaffError, TYPED_TEXT_MESSAGE, parse, sessionOf, typedText } from "./staff-route";
import { staffEmail, staffRoles } from "./user-routes";

const inviteBody = z.object({
  email: staffEmail,
  name: z
    .string({ error: "the person's name is missing" })
    .trim()
    .min(1, "the person's name is missing")
    .max(100, "a name is at most 100 characters")
    .refine(typedText, TYPED_TEXT_MESSAGE),
  roles: staffRoles,
});

export function invitationAdminRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind } = ctx;
  const admin = ["admin"] as const;
  return [
    {
      method: "GET",
      url: "/users/invitations",
      access: admin,
      handler: async () => {
        const rows = await openInvitations(db, ctx.now()).orderBy("expiresAt").execute();
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
      },
    },
    {
      method: "POST",
      url: "/users/invitations",
      access: admin,
      // Grants lasting access or changes who may do what: a fresh passkey confirmation first.
      reauth: true,
      handler: async (req, reply) => {
        const { user } = sessionOf(req);
        const input = parse(inviteBody, req.body);
        const made = await createInvitation(db, kind, ctx.keys.link, { ...input, createdBy: user.email }, ctx.now(), ctx.staffMail);
        if (!made.ok && made.reason === "account") throw new StaffError(409, alreadyHasAccount(input.email, RECOVERY_IN_CONSOLE));
        if (!made.ok)
          throw new StaffError(409, `An invitation for ${input.email} is already waiting to be used. Revoke it first to send a new one.`);
        if (made.emailed) return reply.code(201).send({ id: made.id, emailedTo: input.email, expiresAt: made.expiresAt });
        const origin = ctx.rp.originFor(req) ?? ownOrigin(req) ?? "";
        return reply.code(201).send({ id: made.id, url: invitationUrl(origin, made.token), expiresAt: made.expiresAt });
      },
    },
    {
      method: "DELETE",
      url: "/users/invitations/:invitationId",
      access: admin,
      handler: async (req, reply) => {
        const { user } = sessionOf(req);
        const { invitationId } = req.params as { invitationId: string };
        if (!(await revokeInvitation(db, kind, invitationId, user.email, ctx.now())))
          throw new StaffError(404, "There is no invitation waiting with that id (it may have been used or revoked already).");
        return reply.code(204).send();
      },
    },
  ];
}
