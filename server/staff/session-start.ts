// What every ceremony that signs a person in ends with (a passkey sign-in, an
// accepted invitation, a completed recovery): a new session opened with that
// passkey, the browser's old one ended, and the person as the console reads them.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { parseRoles } from "../auth/roles";
import { readSessionCookie, setSessionCookie } from "../auth/session-cookie";
import { createSession } from "../auth/sessions";
import { tokenHash } from "../auth/tokens";

export async function startSession(
  req: FastifyRequest,
  reply: FastifyReply,
  tx: Kysely<Database>,
  userId: string,
  passkeyId: string,
  now: Date,
) {
  const old = readSessionCookie(req);
  if (old) await tx.deleteFrom("staffSessions").where("tokenHash", "=", tokenHash(old)).execute();
  const token = await createSession(tx, userId, now, passkeyId);
  await tx.updateTable("staffUsers").set({ lastSignInAt: now.toISOString() }).where("id", "=", userId).execute();
  setSessionCookie(reply, token);
}

export async function userAnswer(db: Kysely<Database>, userId: string) {
  const u = await db.selectFrom("staffUsers").select(["id", "email", "name", "roles"]).where("id", "=", userId).executeTakeFirstOrThrow();
  return { user: { id: u.id, email: u.email, name: u.name, roles: parseRoles(u.roles) } };
}
