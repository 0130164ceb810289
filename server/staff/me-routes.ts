// The signed-in person's own account: who they are and their passkeys.
import type { FastifyReply, FastifyRequest } from "fastify";
import { appendAudit } from "../audit/audit-trail";
import { checkRegistration, insertPasskey, registrationOptions } from "../auth/passkeys";
import { reauthenticatedUntil } from "../auth/sessions";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";
import { userView } from "./staff-user-view";

const NOT_ADDED = "The passkey could not be added. Try again.";

export function meRoutes(ctx: StaffContext): StaffRoute[] {
  const access = "signed-in";
  return [
    staffRoute("GET /me", { access, handler: (_input, req) => me(ctx, req) }),
    // Adding or removing a passkey grants lasting access or takes it away: a fresh passkey confirmation first.
    staffRoute("POST /me/passkeys/options", { access, reauth: true, handler: (_input, req) => newPasskeyOptions(ctx, req) }),
    staffRoute("POST /me/passkeys/verify", { access, handler: (input, req, reply) => addPasskey(ctx, input, req, reply) }),
    staffRoute("DELETE /me/passkeys/:id", { access, reauth: true, handler: (input, req, reply) => removePasskey(ctx, input, req, reply) }),
  ];
}

const passkeysOf = (ctx: StaffContext, userId: string) =>
  ctx.db
    .selectFrom("staffPasskeys")
    .select(["id", "name", "createdAt", "lastUsedAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .execute();

async function me(ctx: StaffContext, req: FastifyRequest) {
  const session = sessionOf(req);
  return {
    user: userView(session.user),
    passkeys: await passkeysOf(ctx, session.user.id),
    reauthenticatedUntil: reauthenticatedUntil(session, ctx.now()),
  };
}

async function newPasskeyOptions(ctx: StaffContext, req: FastifyRequest) {
  const { user } = sessionOf(req);
  const existing = (await passkeysOf(ctx, user.id)).map((p) => p.id);
  const person = { email: user.email, name: user.name, existing };
  return { options: await registrationOptions(ctx.db, ctx.rp, person, "add-passkey", { userId: user.id }, ctx.now()) };
}

async function addPasskey(ctx: StaffContext, { body }: InputOf<"POST /me/passkeys/verify">, req: FastifyRequest, reply: FastifyReply) {
  const now = ctx.now();
  const { user } = sessionOf(req);
  const credential = await checkRegistration(ctx, req, body.response, { purpose: "add-passkey", owner: { userId: user.id }, now });
  if (!credential) throw new StaffError(400, NOT_ADDED);
  await ctx.db.transaction().execute(async (tx) => {
    // A credential id already stored (someone else's) is refused in the same words: whose it is stays unsaid.
    if (!(await insertPasskey(tx, credential, user.id, body.name, now))) throw new StaffError(400, NOT_ADDED);
    const entry = { actor: user.email, action: "passkey.added", subject: user.id, detail: { passkey: credential.id } } as const;
    await appendAudit(tx, ctx.kind, entry, now);
  });
  reply.code(201);
  return { passkeys: await passkeysOf(ctx, user.id) };
}

async function removePasskey(
  ctx: StaffContext,
  { params: { id } }: InputOf<"DELETE /me/passkeys/:id">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { user } = sessionOf(req);
  const mine = await passkeysOf(ctx, user.id);
  if (!mine.some((p) => p.id === id)) throw new StaffError(404, "You have no passkey with that id.");
  if (mine.length === 1)
    throw new StaffError(409, "This is your only passkey: add another one before removing it, or you could not sign in again.");
  await ctx.db.transaction().execute(async (tx) => {
    await tx.deleteFrom("staffPasskeys").where("id", "=", id).where("userId", "=", user.id).execute();
    await appendAudit(tx, ctx.kind, { actor: user.email, action: "passkey.removed", subject: user.id, detail: { passkey: id } }, ctx.now());
  });
  return reply.code(204).send();
}
