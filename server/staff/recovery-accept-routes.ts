// The recovery link's page: the account's owner registers their new passkey
// (docs/decisions/102-staff-accounts-invitations-recovery.md). Only an
// approved recovery's emailed link reaches here; it works once.
import type { FastifyReply, FastifyRequest } from "fastify";
import { RECOVERY_GONE, findRecovery } from "../auth/recoveries";
import { type LinkCeremony, linkCredential, linkOptions, signInRegistered } from "./link-registration";
import { userAnswer } from "./session-start";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, staffRoute } from "./staff-route";

const NOT_REGISTERED = "The passkey could not be registered. Start again from the recovery link.";

export function recoveryAcceptRoutes(ctx: StaffContext): StaffRoute[] {
  const access = "public";
  return [
    staffRoute("POST /auth/recovery/options", { access, handler: (input, req, reply) => recoveryOptions(ctx, input, req, reply) }),
    staffRoute("POST /auth/recovery/verify", { access, handler: (input, req, reply) => completeRecovery(ctx, input, req, reply) }),
  ];
}

async function openRecovery(ctx: StaffContext, token: unknown, now: Date) {
  const recovery = await findRecovery(ctx.db, ctx.keys.link, token, now);
  const user = recovery
    ? await ctx.db.selectFrom("staffUsers").select(["id", "email", "name", "disabled"]).where("id", "=", recovery.userId).executeTakeFirst()
    : undefined;
  if (!recovery || !user || Number(user.disabled)) throw new StaffError(410, RECOVERY_GONE);
  return { recovery, user };
}

/** The passkey a recovery registers: the account's new one, bound to its owner. */
const ceremonyOf = (user: { id: string; email: string; name: string }): LinkCeremony => ({
  email: user.email,
  name: user.name,
  purpose: "recover",
  owner: { userId: user.id },
});

async function recoveryOptions(
  ctx: StaffContext,
  { body: { token } }: InputOf<"POST /auth/recovery/options">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  return linkOptions(ctx, req, reply, async (now) => ceremonyOf((await openRecovery(ctx, token, now)).user));
}

async function completeRecovery(
  ctx: StaffContext,
  { body: { token, response } }: InputOf<"POST /auth/recovery/verify">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const now = ctx.now();
  const { recovery, user } = await openRecovery(ctx, token, now);
  const credential = await linkCredential(ctx, req, response, ceremonyOf(user), now, NOT_REGISTERED);
  await ctx.db.transaction().execute(async (tx) => {
    const taken = await tx
      .updateTable("staffRecoveries")
      .set({ completedAt: now.toISOString() })
      .where("id", "=", recovery.id)
      .where("completedAt", "is", null)
      .where("cancelledAt", "is", null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new StaffError(410, RECOVERY_GONE);
    // Whatever was registered since the approval goes too: the account now has this one passkey.
    await tx.deleteFrom("staffPasskeys").where("userId", "=", user.id).execute();
    await tx.deleteFrom("staffSessions").where("userId", "=", user.id).execute();
    const event = { action: "recovery.completed", detail: { recovery: recovery.id, passkey: credential.id } } as const;
    const registered = { credential, userId: user.id, email: user.email, passkeyName: "Recovered passkey", refusal: NOT_REGISTERED, event };
    await signInRegistered(tx, ctx.kind, req, reply, registered, now);
  });
  return userAnswer(ctx.db, user.id);
}
