// The signed-in person's own account: who they are and their passkeys.
import { z } from "zod";
import { appendAudit } from "../audit/audit-trail";
import { checkRegistration, insertPasskey, registrationOptions } from "../auth/passkeys";
import { reauthenticatedUntil } from "../auth/sessions";
import { type StaffContext, type StaffRoute, StaffError, TYPED_TEXT_MESSAGE, parse, sessionOf, typedText } from "./staff-route";
import { userView } from "./staff-user-view";

const NOT_ADDED = "The passkey could not be added. Try again.";
const addBody = z.object({
  response: z.looseObject({}, { error: "the passkey's response is missing" }),
  name: z
    .string({ error: "give the passkey a name, such as “Work laptop”" })
    .trim()
    .min(1, "give the passkey a name, such as “Work laptop”")
    .max(60, "a passkey's name is at most 60 characters")
    .refine(typedText, TYPED_TEXT_MESSAGE),
});

export function meRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind, rp } = ctx;
  const passkeysOf = (userId: string) =>
    db
      .selectFrom("staffPasskeys")
      .select(["id", "name", "createdAt", "lastUsedAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute();

  return [
    {
      method: "GET",
      url: "/me",
      access: "signed-in",
      handler: async (req) => {
        const session = sessionOf(req);
        return {
          user: userView(session.user),
          passkeys: await passkeysOf(session.user.id),
          reauthenticatedUntil: reauthenticatedUntil(session, ctx.now()),
        };
      },
    },
    {
      method: "POST",
      url: "/me/passkeys/options",
      access: "signed-in",
      // Grants lasting access or changes who may do what: a fresh passkey confirmation first.
      reauth: true,
      handler: async (req) => {
        const { user } = sessionOf(req);
        const existing = (await passkeysOf(user.id)).map((p) => p.id);
        return {
          options: await registrationOptions(
            db,
            rp,
            { email: user.email, name: user.name, existing },
            "add-passkey",
            { userId: user.id },
            ctx.now(),
          ),
        };
      },
    },
    {
      method: "POST",
      url: "/me/passkeys/verify",
      access: "signed-in",
      handler: async (req, reply) => {
        const now = ctx.now();
        const { user } = sessionOf(req);
        const { response, name } = parse(addBody, req.body);
        const credential = await checkRegistration(db, rp, req, response, "add-passkey", { userId: user.id }, now);
        if (!credential) throw new StaffError(400, NOT_ADDED);
        await db.transaction().execute(async (tx) => {
          // A credential id already stored (someone else's) is refused in the same words: whose it is stays unsaid.
          if (!(await insertPasskey(tx, credential, user.id, name, now))) throw new StaffError(400, NOT_ADDED);
          await appendAudit(
            tx,
            kind,
            { actor: user.email, action: "passkey.added", subject: user.id, detail: { passkey: credential.id } },
            now,
          );
        });
        return reply.code(201).send({ passkeys: await passkeysOf(user.id) });
      },
    },
    {
      method: "DELETE",
      url: "/me/passkeys/:id",
      access: "signed-in",
      // Grants lasting access or changes who may do what: a fresh passkey confirmation first.
      reauth: true,
      handler: async (req, reply) => {
        const { user } = sessionOf(req);
        const { id } = req.params as { id: string };
        const mine = await passkeysOf(user.id);
        if (!mine.some((p) => p.id === id)) throw new StaffError(404, "You have no passkey with that id.");
        if (mine.length === 1)
          throw new StaffError(409, "This is your only passkey: add another one before removing it, or you could not sign in again.");
        await db.transaction().execute(async (tx) => {
          await tx.deleteFrom("staffPasskeys").where("id", "=", id).where("userId", "=", user.id).execute();
          await appendAudit(
            tx,
            kind,
            { actor: user.email, action: "passkey.removed", subject: user.id, detail: { passkey: id } },
            ctx.now(),
          );
        });
        return reply.code(204).send();
      },
    },
  ];
}
