// One-time invitations: the only way in for a new person, and only for a new
// account (docs/decisions/102-staff-accounts-invitations-recovery.md): an
// address that has an account is refused (a lost passkey is a recovery,
// recoveries.ts), so nobody can register their own passkey on a colleague's
// account with one. The link carries its token in the fragment, so it never
// reaches a server log or a Referer; the token is the HMAC of the invitation's
// id with the link key (server/keys/), so the emailed link is made when the
// outbox sends it, and the table keeps only its sha256.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseKind } from "../db/database";
import type { Database, StaffInvitationTable } from "../db/schema";
import { appendAudit } from "../audit/audit-trail";
import { type LinkKeys, linkToken, liveToken, tokenFor, tokenHash } from "../keys/link-keys";
import { writeTransaction } from "../db/write-transaction";
import { queueStaffMail } from "../staff-mail/staff-mail";
import type { Role } from "#shared/staff-api/roles";

const INVITATION_TTL_MS = 24 * 60 * 60_000;
export const INVITATION_GONE =
  "This invitation link has expired, was revoked or has already been used. Ask an administrator for a new one.";
/** `instead`: what to do, where the refusal is read (the console or the shell). */
export const alreadyHasAccount = (email: string, instead: string) =>
  `${email} already has an account. An invitation only makes a new account: if they lost their passkey, ${instead}.`;
export const RECOVERY_IN_CONSOLE = "start a recovery for them under People (a second administrator approves it, and the link goes to them)";
export const ACCOUNT_EXISTS_AT_ACCEPT =
  "This address already has an account: an invitation cannot add a passkey to it. Ask an administrator.";

const PURPOSE = "staff-invitation";

export type NewInvitation = { email: string; name: string; roles: readonly Role[]; createdBy: string };
type CreatedInvitation =
  | { ok: true; id: string; token: string; expiresAt: string; emailed: boolean }
  | { ok: false; reason: "account" }
  | { ok: false; reason: "pending"; expiresAt: string };

/** The console's address for an invitation: the token after `#`. */
export const invitationUrl = (origin: string, token: string) => `${origin}/staff/invite#${token}`;

/**
 * Makes an invitation for a new account, refused for an address that has an
 * account or a pending invitation. `mail`: email it to the person (through
 * the outbox) rather than hand its link to whoever made it.
 */
export async function createInvitation(
  db: Kysely<Database>,
  kind: DatabaseKind,
  keys: LinkKeys,
  input: NewInvitation,
  now: Date,
  mail = false,
): Promise<CreatedInvitation> {
  const id = randomUUID();
  const token = linkToken(keys.current, PURPOSE, id);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  const email = input.email.trim().toLowerCase();
  // It reads, then writes: a write transaction, so the shell's invite and a busy server never deadlock on SQLite.
  return writeTransaction(db, kind, async (tx): Promise<CreatedInvitation> => {
    if (await tx.selectFrom("staffUsers").select("id").where("email", "=", email).executeTakeFirst())
      return { ok: false, reason: "account" };
    const open = await openInvitations(tx, now).where("email", "=", email).executeTakeFirst();
    if (open) return { ok: false, reason: "pending", expiresAt: open.expiresAt };
    await tx
      .insertInto("staffInvitations")
      .values({
        id,
        tokenHash: tokenHash(token),
        email,
        name: input.name.trim(),
        roles: JSON.stringify(input.roles),
        createdBy: input.createdBy,
        createdAt: now.toISOString(),
        expiresAt,
        usedAt: null,
        revokedAt: null,
        revokedBy: null,
      })
      .execute();
    await appendAudit(
      tx,
      kind,
      {
        actor: input.createdBy,
        action: "invitation.created",
        subject: email,
        detail: { invitation: id, roles: [...input.roles], expiresAt, emailed: mail },
      },
      now,
    );
    if (mail) await queueStaffMail(tx, "invitation", id, now);
    return { ok: true, id, token, expiresAt, emailed: mail };
  });
}

/** Invitations not used, revoked or expired. */
export function openInvitations(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom("staffInvitations")
    .selectAll()
    .where("usedAt", "is", null)
    .where("revokedAt", "is", null)
    .where("expiresAt", ">", now.toISOString());
}

type InvitationLookup =
  { state: "open"; invitation: StaffInvitationTable } | { state: "gone" } | { state: "unknown" } | { state: "account-exists" };

export async function findInvitation(db: Kysely<Database>, keys: LinkKeys, token: unknown, now: Date): Promise<InvitationLookup> {
  const live = liveToken(keys, token);
  if (!live) return { state: "unknown" };
  const invitation = await db.selectFrom("staffInvitations").selectAll().where("tokenHash", "=", tokenHash(live)).executeTakeFirst();
  if (!invitation) return { state: "unknown" };
  if (invitation.usedAt || invitation.revokedAt || Date.parse(invitation.expiresAt) <= now.getTime()) return { state: "gone" };
  // An invitation for an address that has an account (made before invitations were refused for one): never honoured.
  if (await db.selectFrom("staffUsers").select("id").where("email", "=", invitation.email).executeTakeFirst())
    return { state: "account-exists" };
  return { state: "open", invitation };
}

/** The link of an invitation, for its email: made again with the key that made it (or afresh, its hash stored). */
export async function invitationLinkToken(db: Kysely<Database>, keys: LinkKeys, invitation: StaffInvitationTable): Promise<string> {
  const made = tokenFor(keys, PURPOSE, invitation.id, invitation.tokenHash);
  if (made.reissued) await db.updateTable("staffInvitations").set({ tokenHash: made.hash }).where("id", "=", invitation.id).execute();
  return made.token;
}

/** Revokes one open invitation; false when there is none with that id. */
export async function revokeInvitation(db: Kysely<Database>, kind: DatabaseKind, id: string, actor: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const revoked = await tx
      .updateTable("staffInvitations")
      .set({ revokedAt: now.toISOString(), revokedBy: actor })
      .where("id", "=", id)
      .where("usedAt", "is", null)
      .where("revokedAt", "is", null)
      .returning("email")
      .executeTakeFirst();
    if (!revoked) return false;
    await appendAudit(tx, kind, { actor, action: "invitation.revoked", subject: revoked.email, detail: { invitation: id } }, now);
    return true;
  });
}

/** Disabling an account revokes the open invitations it made: they would let someone in on its say-so. */
export async function revokeInvitationsBy(tx: Kysely<Database>, kind: DatabaseKind, inviter: string, actor: string, now: Date) {
  const rows = await tx
    .updateTable("staffInvitations")
    .set({ revokedAt: now.toISOString(), revokedBy: "inviter-disabled" })
    .where("createdBy", "=", inviter)
    .where("usedAt", "is", null)
    .where("revokedAt", "is", null)
    .returning(["id", "email"])
    .execute();
  for (const r of rows)
    await appendAudit(
      tx,
      kind,
      { actor, action: "invitation.revoked", subject: r.email, detail: { invitation: r.id, why: "inviter-disabled" } },
      now,
    );
  return rows.length;
}
