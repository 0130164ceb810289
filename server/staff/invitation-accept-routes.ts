// The invitation link's page registers the invited person's first passkey and
// makes their account: a new account only (docs/decisions/102-staff-accounts-invitations-recovery.md).
// An invitation whose address has an account by now is refused, whatever the
// link: no invitation ever adds a passkey to an existing account.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_EXISTS_AT_ACCEPT, INVITATION_GONE, findInvitation } from "../auth/invitations";
import { type LinkCeremony, linkCredential, linkOptions, signInRegistered } from "./link-registration";
import { userAnswer } from "./session-start";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, staffRoute } from "./staff-route";

const NOT_REGISTERED = "The passkey could not be registered. Start again from the invitation link.";

export function invitationAcceptRoutes(ctx: StaffContext): StaffRoute[] {
  const access = "public";
  return [
    staffRoute("POST /auth/invitation/options", { access, handler: (input, req, reply) => invitationOptions(ctx, input, req, reply) }),
    staffRoute("POST /auth/invitation/verify", { access, handler: (input, req, reply) => acceptInvitation(ctx, input, req, reply) }),
  ];
}

async function openInvitation(ctx: StaffContext, token: unknown, now: Date) {
  const found = await findInvitation(ctx.db, ctx.keys.link, token, now);
  if (found.state === "unknown") throw new StaffError(404, INVITATION_GONE);
  if (found.state === "gone") throw new StaffError(410, INVITATION_GONE);
  if (found.state === "account-exists") throw new StaffError(409, ACCOUNT_EXISTS_AT_ACCEPT);
  return found.invitation;
}

/** The passkey an invitation registers: the invited person's first, bound to the invitation. */
const ceremonyOf = (invitation: { email: string; name: string; tokenHash: string }): LinkCeremony => ({
  email: invitation.email,
  name: invitation.name,
  purpose: "register",
  owner: { invitationHash: invitation.tokenHash },
});

async function invitationOptions(
  ctx: StaffContext,
  { body: { token } }: InputOf<"POST /auth/invitation/options">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  return linkOptions(ctx, req, reply, async (now) => ceremonyOf(await openInvitation(ctx, token, now)));
}

async function acceptInvitation(
  ctx: StaffContext,
  { body: { token, response } }: InputOf<"POST /auth/invitation/verify">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, kind } = ctx;
  const now = ctx.now();
  const invitation = await openInvitation(ctx, token, now);
  const credential = await linkCredential(ctx, req, response, ceremonyOf(invitation), now, NOT_REGISTERED);
  const userId = await db.transaction().execute(async (tx) => {
    // Used once: of two tabs racing, one wins.
    const taken = await tx
      .updateTable("staffInvitations")
      .set({ usedAt: now.toISOString() })
      .where("tokenHash", "=", invitation.tokenHash)
      .where("usedAt", "is", null)
      .where("revokedAt", "is", null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new StaffError(410, INVITATION_GONE);
    // Checked again inside the transaction (the unique email refuses a second insert on both databases).
    if (await tx.selectFrom("staffUsers").select("id").where("email", "=", invitation.email).executeTakeFirst())
      throw new StaffError(409, ACCOUNT_EXISTS_AT_ACCEPT);
    const id = randomUUID();
    await tx
      .insertInto("staffUsers")
      .values({
        id,
        email: invitation.email,
        name: invitation.name,
        roles: invitation.roles,
        disabled: 0,
        version: 0,
        createdAt: now.toISOString(),
        lastSignInAt: null,
      })
      .execute();
    const detail = { invitation: invitation.id, roles: JSON.parse(invitation.roles) as unknown, passkey: credential.id };
    const event = { action: "invitation.accepted", detail } as const;
    const registered = { credential, userId: id, email: invitation.email, passkeyName: "First passkey", refusal: NOT_REGISTERED, event };
    await signInRegistered(tx, kind, req, reply, registered, now);
    return id;
  });
  return userAnswer(db, userId);
}
