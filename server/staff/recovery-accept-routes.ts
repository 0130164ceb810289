// The recovery link's page: the account's owner registers their new passkey
// (docs/decisions/102-staff-accounts-invitations-recovery.md). Only an
// approved recovery's emailed link reaches here; it works once.
import { z } from "zod";
import { appendAudit } from "../audit/audit-trail";
import { checkRegistration, insertPasskey, registrationOptions } from "../auth/passkeys";
import { RECOVERY_GONE, findRecovery } from "../auth/recoveries";
import { mayBegin } from "./ceremony-limit";
import { startSession, userAnswer } from "./session-start";
import { type StaffContext, type StaffRoute, StaffError, parse } from "./staff-route";

const NOT_REGISTERED = "The passkey could not be registered. Start again from the recovery link.";
const tokenBody = z.object({ token: z.string({ error: "the recovery token is missing" }) });
const verifyBody = tokenBody.extend({ response: z.looseObject({}, { error: "the passkey's response is missing" }) });

export function recoveryAcceptRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind, rp } = ctx;

  async function openRecovery(token: unknown, now: Date) {
    const recovery = await findRecovery(db, ctx.keys.link, token, now);
    const user = recovery
      ? await db.selectFrom("staffUsers").select(["id", "email", "name", "disabled"]).where("id", "=", recovery.userId).executeTakeFirst()
      : undefined;
    if (!recovery || !user || Number(user.disabled)) throw new StaffError(410, RECOVERY_GONE);
    return { recovery, user };
  }

  return [
    {
      method: "POST",
      url: "/auth/recovery/options",
      access: "public",
      handler: async (req, reply) => {
        if (!(await mayBegin(ctx, req, reply))) return reply;
        const now = ctx.now();
        const { user } = await openRecovery(parse(tokenBody, req.body).token, now);
        const options = await registrationOptions(
          db,
          rp,
          { email: user.email, name: user.name, existing: [] },
          "recover",
          { userId: user.id },
          now,
        );
        return { email: user.email, options };
      },
    },
    {
      method: "POST",
      url: "/auth/recovery/verify",
      access: "public",
      handler: async (req, reply) => {
        const now = ctx.now();
        const { token, response } = parse(verifyBody, req.body);
        const { recovery, user } = await openRecovery(token, now);
        const credential = await checkRegistration(db, rp, req, response, "recover", { userId: user.id }, now);
        if (!credential) throw new StaffError(400, NOT_REGISTERED);
        await db.transaction().execute(async (tx) => {
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
          if (!(await insertPasskey(tx, credential, user.id, "Recovered passkey", now))) throw new StaffError(400, NOT_REGISTERED);
          await appendAudit(
            tx,
            kind,
            {
              actor: user.email,
              action: "recovery.completed",
              subject: user.id,
              detail: { recovery: recovery.id, passkey: credential.id },
            },
            now,
          );
          await startSession(req, reply, tx, user.id, credential.id, now);
          await appendAudit(tx, kind, { actor: user.email, action: "sign-in", subject: user.id }, now);
        });
        return userAnswer(db, user.id);
      },
    },
  ];
}
