// One-time invitations: the only way in for a new person (or back in for one
// who lost every passkey). The link carries a random token in its fragment,
// so it never reaches a server log or a Referer; the table keeps its sha256.
import type { Kysely } from "kysely";
import type { DatabaseKind } from "../db/database";
import type { Database, StaffInvitationTable } from "../db/schema";
import { appendAudit } from "../audit/audit-trail";
import type { Role } from "./roles";
import { newToken, tokenHash } from "./tokens";

const INVITATION_TTL_MS = 24 * 60 * 60_000;
export const INVITATION_GONE = "This invitation link has expired or has already been used. Ask an administrator for a new one.";

type NewInvitation = { email: string; name: string; roles: readonly Role[]; createdBy: string };

/** The console's address for an invitation: the token after `#`. */
export const invitationUrl = (origin: string, token: string) => `${origin}/staff/invite#${token}`;

export async function createInvitation(
  db: Kysely<Database>,
  kind: DatabaseKind,
  input: NewInvitation,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  const email = input.email.trim().toLowerCase();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("staffInvitations")
      .values({
        tokenHash: tokenHash(token),
        email,
        name: input.name.trim(),
        roles: JSON.stringify(input.roles),
        createdBy: input.createdBy,
        createdAt: now.toISOString(),
        expiresAt,
        usedAt: null,
      })
      .execute();
    await appendAudit(
      tx,
      kind,
      { actor: input.createdBy, action: "invitation.created", subject: email, detail: { roles: [...input.roles], expiresAt } },
      now,
    );
  });
  return { token, expiresAt };
}

type InvitationLookup = { state: "open"; invitation: StaffInvitationTable } | { state: "gone" } | { state: "unknown" };

export async function findInvitation(db: Kysely<Database>, token: unknown, now: Date): Promise<InvitationLookup> {
  if (typeof token !== "string" || !/^[\w-]{20,100}$/.test(token)) return { state: "unknown" };
  const invitation = await db.selectFrom("staffInvitations").selectAll().where("tokenHash", "=", tokenHash(token)).executeTakeFirst();
  if (!invitation) return { state: "unknown" };
  if (invitation.usedAt || Date.parse(invitation.expiresAt) <= now.getTime()) return { state: "gone" };
  return { state: "open", invitation };
}
