// Administrators manage people: roles, disabling, passkeys (invitations: invitation-admin-routes.ts;
// recoveries of a lost passkey: recovery-admin-routes.ts).
import { z } from "zod";
import { appendAudit } from "../audit/audit-trail";
import { revokeInvitationsBy } from "../auth/invitations";
import { ROLES, parseRoles } from "../auth/roles";
import { unusedFor90Days } from "./access-review";
import { type StaffContext, type StaffRoute, StaffError, parse, sessionOf } from "./staff-route";

// Lengths before patterns; a linear pattern (eslint-plugin-regexp checks it).
export const staffEmail = z
  .string({ error: "the email address is missing" })
  .trim()
  .max(254, "an email address is at most 254 characters")
  .regex(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, "enter an email address such as asha@example.in")
  .transform((e) => e.toLowerCase());
export const staffRoles = z
  .array(z.enum(ROLES, { error: `each role must be one of ${ROLES.join(", ")}` }), { error: "give at least one role" })
  .min(1, "give at least one role")
  .transform((r) => [...new Set(r)]);

const patchBody = z.object({
  roles: staffRoles.optional(),
  disabled: z.boolean({ error: "disabled must be true or false" }).optional(),
  version: z.number({ error: "version is missing: reload the list" }).int(),
});

export function userRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind } = ctx;
  const admin = ["admin"] as const;

  const listUsers = () =>
    db
      .selectFrom("staffUsers")
      .select(["id", "email", "name", "roles", "disabled", "lastSignInAt", "version", "createdAt"])
      .select((eb) =>
        eb
          .selectFrom("staffPasskeys")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("staffPasskeys.userId", "=", "staffUsers.id")
          .as("passkeys"),
      )
      .orderBy("name")
      .execute();
  const view = (u: Awaited<ReturnType<typeof listUsers>>[number]) => ({
    id: u.id,
    email: u.email,
    name: u.name,
    roles: parseRoles(u.roles),
    disabled: Number(u.disabled) === 1,
    lastSignInAt: u.lastSignInAt,
    passkeys: Number(u.passkeys ?? 0),
    version: Number(u.version),
    unused: unusedFor90Days(u, ctx.now()),
  });

  return [
    { method: "GET", url: "/users", access: admin, handler: async () => ({ users: (await listUsers()).map(view) }) },
    {
      method: "PATCH",
      url: "/users/:id",
      access: admin,
      // Grants lasting access or changes who may do what: a fresh passkey confirmation first.
      reauth: true,
      handler: async (req, reply) => {
        const me = sessionOf(req).user;
        const { id } = req.params as { id: string };
        const input = parse(patchBody, req.body);
        const now = ctx.now();
        const current = (await listUsers()).find((u) => u.id === id);
        if (!current) throw new StaffError(404, "There is no staff member with that id.");
        if (id === me.id && (input.disabled === true || (input.roles && !input.roles.includes("admin")))) {
          throw new StaffError(400, "You cannot disable yourself or remove your own admin role; ask another administrator.");
        }
        const updated = await db.transaction().execute(async (tx) => {
          const result = await tx
            .updateTable("staffUsers")
            .set({
              ...(input.roles ? { roles: JSON.stringify(input.roles) } : {}),
              ...(input.disabled !== undefined ? { disabled: input.disabled ? 1 : 0 } : {}),
              version: input.version + 1,
            })
            .where("id", "=", id)
            .where("version", "=", input.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) return false;
          if (input.roles) {
            await appendAudit(
              tx,
              kind,
              { actor: me.email, action: "user.roles-changed", subject: id, detail: { from: parseRoles(current.roles), to: input.roles } },
              now,
            );
          }
          if (input.disabled !== undefined && input.disabled !== (Number(current.disabled) === 1)) {
            // Disabling ends every session at once, in the same transaction, and revokes the invitations the person made.
            if (input.disabled) {
              await tx.deleteFrom("staffSessions").where("userId", "=", id).execute();
              await revokeInvitationsBy(tx, kind, current.email, me.email, now);
            }
            await appendAudit(tx, kind, { actor: me.email, action: input.disabled ? "user.disabled" : "user.enabled", subject: id }, now);
          }
          return true;
        });
        const fresh = (await listUsers()).find((u) => u.id === id)!;
        if (!updated) {
          return reply
            .code(409)
            .send({ error: "Someone else changed this person's account while you were working. Reload to see it.", current: view(fresh) });
        }
        return { user: view(fresh) };
      },
    },
    {
      method: "GET",
      url: "/users/:id/passkeys",
      access: admin,
      handler: async (req) => {
        const { id } = req.params as { id: string };
        const passkeys = await db
          .selectFrom("staffPasskeys")
          .select(["id", "name", "createdAt", "lastUsedAt"])
          .where("userId", "=", id)
          .orderBy("createdAt")
          .execute();
        return { passkeys };
      },
    },
    {
      method: "DELETE",
      url: "/users/:id/passkeys/:passkeyId",
      access: admin,
      // Grants lasting access or changes who may do what: a fresh passkey confirmation first.
      reauth: true,
      handler: async (req, reply) => {
        const me = sessionOf(req).user;
        const { id, passkeyId } = req.params as { id: string; passkeyId: string };
        const removed = await db.transaction().execute(async (tx) => {
          const result = await tx.deleteFrom("staffPasskeys").where("id", "=", passkeyId).where("userId", "=", id).executeTakeFirst();
          if (Number(result.numDeletedRows) !== 1) return false;
          await appendAudit(
            tx,
            kind,
            { actor: me.email, action: "passkey.removed", subject: id, detail: { passkey: passkeyId } },
            ctx.now(),
          );
          return true;
        });
        if (!removed) throw new StaffError(404, "That person has no passkey with that id.");
        return reply.code(204).send();
      },
    },
  ];
}
