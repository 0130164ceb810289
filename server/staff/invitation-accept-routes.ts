// The invitation link's page registers the invited person's first passkey and
// makes their account: a new account only (docs/decisions/102-staff-accounts-invitations-recovery.md).
// An invitation whose address has an account by now is refused, whatever the
// link: no invitation ever adds a passkey to an existing account.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { appendAudit } from "../audit/audit-trail";
import { ACCOUNT_EXISTS_AT_ACCEPT, INVITATION_GONE, findInvitation } from "../auth/invitations";
import { checkRegistration, insertPasskey, registrationOptions } from "../auth/passkeys";
import { mayBegin } from "./ceremony-limit";
import { startSession, userAnswer } from "./session-start";
import { type StaffContext, type StaffRoute, StaffError, parse } from "./staff-route";

const NOT_REGISTERED = "The passkey could not be registered. Start again from the invitation link.";
const tokenBody = z.object({ token: z.string({ error: "the invitation token is missing" }) });
const verifyBody = tokenBody.extend({ response: z.looseObject({}, { error: "the passkey's response is missing" }) });

export function invitationAcceptRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind, rp } = ctx;

  async function openInvitation(token: unknown, now: Date) {
    const found = await findInvitation(db, ctx.keys.link, token, now);
    if (found.state === "unknown") throw new StaffError(404, INVITATION_GONE);
    if (found.state === "gone") throw new StaffError(410, INVITATION_GONE);
    if (found.state === "account-exists") throw new StaffError(409, ACCOUNT_EXISTS_AT_ACCEPT);
    return found.invitation;
  }

  return [
    {
      method: "POST",
      url: "/auth/invitation/options",
      access: "public",
      handler: async (req, reply) => {
        if (!(await mayBegin(ctx, req, reply))) return reply;
        const now = ctx.now();
        const { token } = parse(tokenBody, req.body);
        const invitation = await openInvitation(token, now);
        const options = await registrationOptions(
          db,
          rp,
          { email: invitation.email, name: invitation.name, existing: [] },
          "register",
          { invitationHash: invitation.tokenHash },
          now,
        );
        return { email: invitation.email, options };
      },
    },
    {
      method: "POST",
      url: "/auth/invitation/verify",
      access: "public",
      handler: async (req, reply) => {
        const now = ctx.now();
        const { token, response } = parse(verifyBody, req.body);
        const invitation = await openInvitation(token, now);
        const credential = await checkRegistration(db, rp, req, response, "register", { invitationHash: invitation.tokenHash }, now);
        if (!credential) throw new StaffError(400, NOT_REGISTERED);
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
          if (!(await insertPasskey(tx, credential, id, "First passkey", now))) throw new StaffError(400, NOT_REGISTERED);
          await appendAudit(
            tx,
            kind,
            {
              actor: invitation.email,
              action: "invitation.accepted",
              subject: id,
              detail: { invitation: invitation.id, roles: JSON.parse(invitation.roles) as unknown, passkey: credential.id },
            },
            now,
          );
          await startSession(req, reply, tx, id, credential.id, now);
          await appendAudit(tx, kind, { actor: invitation.email, action: "sign-in", subject: id }, now);
          return id;
        });
        return userAnswer(db, userId);
      },
    },
  ];
}
