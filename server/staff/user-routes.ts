// Administrators manage people: roles, disabling, passkeys (invitations: invitation-admin-routes.ts;
// recoveries of a lost passkey: recovery-admin-routes.ts).
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { appendAudit } from "../audit/audit-trail";
import { revokeInvitationsBy } from "../auth/invitations";
import { passkeyCount } from "../auth/passkeys";
import { parseRoles } from "../auth/roles";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";
import { unusedFor90Days } from "./access-review";
import { updateAtVersion } from "./versioned-update";

const access = ["admin"] as const;

export function userRoutes(ctx: StaffContext): StaffRoute[] {
  return [
    staffRoute("GET /users", { access, handler: async () => ({ users: (await listUsers(ctx.db)).map((u) => view(u, ctx.now())) }) }),
    // Grants lasting access or changes who may do what: a fresh passkey confirmation first.
    staffRoute("PATCH /users/:id", { access, reauth: true, handler: (input, req) => changeUser(ctx, input, req) }),
    staffRoute("GET /users/:id/passkeys", { access, handler: (input) => userPasskeys(ctx.db, input) }),
    staffRoute("DELETE /users/:id/passkeys/:passkeyId", {
      access,
      reauth: true,
      handler: (input, req, reply) => removeUserPasskey(ctx, input, req, reply),
    }),
  ];
}

const listUsers = (db: Kysely<Database>) =>
  db
    .selectFrom("staffUsers")
    .select(["id", "email", "name", "roles", "disabled", "lastSignInAt", "version", "createdAt"])
    .select(passkeyCount)
    .orderBy("name")
    .execute();

const view = (u: Awaited<ReturnType<typeof listUsers>>[number], now: Date) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  roles: parseRoles(u.roles),
  disabled: Number(u.disabled) === 1,
  lastSignInAt: u.lastSignInAt,
  passkeys: Number(u.passkeys ?? 0),
  version: Number(u.version),
  unused: unusedFor90Days(u, now),
});

const userView = async (db: Kysely<Database>, id: string, now: Date) =>
  view(
    (await listUsers(db)).find((u) => u.id === id)!,
    now,
  );

async function changeUser(ctx: StaffContext, { params: { id }, body }: InputOf<"PATCH /users/:id">, req: FastifyRequest) {
  const me = sessionOf(req).user;
  const now = ctx.now();
  const current = (await listUsers(ctx.db)).find((u) => u.id === id);
  if (!current) throw new StaffError(404, "There is no staff member with that id.");
  if (id === me.id && (body.disabled === true || (body.roles && !body.roles.includes("admin"))))
    throw new StaffError(400, "You cannot disable yourself or remove your own admin role; ask another administrator.");
  const set = {
    ...(body.roles ? { roles: JSON.stringify(body.roles) } : {}),
    ...(body.disabled !== undefined ? { disabled: body.disabled ? 1 : 0 } : {}),
  };
  await updateAtVersion(
    ctx.db,
    {
      table: "staffUsers",
      key: id,
      version: body.version,
      set,
      also: async (tx, version) => {
        if (body.roles) {
          const detail = { from: parseRoles(current.roles), to: body.roles, version };
          await appendAudit(tx, ctx.kind, { actor: me.email, action: "user.roles-changed", subject: id, detail }, now);
        }
        if (body.disabled !== undefined && body.disabled !== (Number(current.disabled) === 1)) {
          // Disabling ends every session at once, in the same transaction, and revokes the invitations the person made.
          if (body.disabled) {
            await tx.deleteFrom("staffSessions").where("userId", "=", id).execute();
            await revokeInvitationsBy(tx, ctx.kind, current.email, me.email, now);
          }
          const action = body.disabled ? "user.disabled" : "user.enabled";
          await appendAudit(tx, ctx.kind, { actor: me.email, action, subject: id, detail: { version } }, now);
        }
      },
    },
    { record: "person's account", subject: id, current: () => userView(ctx.db, id, now) },
  );
  return { user: await userView(ctx.db, id, now) };
}

async function userPasskeys(db: Kysely<Database>, { params: { id } }: InputOf<"GET /users/:id/passkeys">) {
  const passkeys = await db
    .selectFrom("staffPasskeys")
    .select(["id", "name", "createdAt", "lastUsedAt"])
    .where("userId", "=", id)
    .orderBy("createdAt")
    .execute();
  return { passkeys };
}

async function removeUserPasskey(
  ctx: StaffContext,
  { params: { id, passkeyId } }: InputOf<"DELETE /users/:id/passkeys/:passkeyId">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const me = sessionOf(req).user;
  const removed = await ctx.db.transaction().execute(async (tx) => {
    const result = await tx.deleteFrom("staffPasskeys").where("id", "=", passkeyId).where("userId", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return false;
    const entry = { actor: me.email, action: "passkey.removed", subject: id, detail: { passkey: passkeyId } } as const;
    await appendAudit(tx, ctx.kind, entry, ctx.now());
    return true;
  });
  if (!removed) throw new StaffError(404, "That person has no passkey with that id.");
  return reply.code(204).send();
}
