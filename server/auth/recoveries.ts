// Replacing a lost passkey (docs/decisions/102-staff-accounts-invitations-recovery.md).
// An administrator starts it: every session of the account ends at once (the
// lost device may be open somewhere), its passkeys stay (one person alone
// cannot lock a colleague out). A second administrator approves it: the old
// passkeys are removed, sessions end again, and a one-time link goes to the
// account's own address. Only whoever opens that link registers the new
// passkey, so neither administrator can sign in as the colleague. The shell
// (someone with access to the server) may do both steps at once: break-glass
// for a company with a single administrator, audited as such.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import type { StaffRecoveryTable } from "../db/staff-trust-schema";
import { appendAudit } from "../audit/audit-trail";
import { type LinkKeys, linkToken, liveToken, tokenFor, tokenHash } from "../keys/link-keys";
import { writeTransaction } from "../db/write-transaction";
import { queueStaffMail } from "../staff-mail/staff-mail";

/** Time to approve a recovery once started, and for the owner to use the link once approved. */
const RECOVERY_TTL_MS = 24 * 60 * 60_000;
export const RECOVERY_GONE =
  "This recovery link has expired, was cancelled or has already been used. Ask an administrator to start a new recovery.";
const PURPOSE = "staff-recovery";

export const recoveryUrl = (origin: string, token: string) => `${origin}/staff/recover#${token}`;

type Db = Kysely<Database>;
type StartRefusal = "no-such-account" | "disabled" | "own-account" | "pending";

/** Recoveries neither completed, cancelled nor expired. */
export function openRecoveries(db: Db, now: Date) {
  return db
    .selectFrom("staffRecoveries")
    .selectAll("staffRecoveries")
    .where("completedAt", "is", null)
    .where("cancelledAt", "is", null)
    .where("expiresAt", ">", now.toISOString());
}

export async function startRecovery(
  db: Db,
  kind: DatabaseKind,
  o: { userId: string; startedBy: string; starterId?: string },
  now: Date,
): Promise<{ ok: true; id: string; sessionsEnded: number } | { ok: false; reason: StartRefusal }> {
  return writeTransaction(db, kind, async (tx) => {
    const user = await tx.selectFrom("staffUsers").select(["id", "disabled"]).where("id", "=", o.userId).executeTakeFirst();
    if (!user) return { ok: false, reason: "no-such-account" } as const;
    if (Number(user.disabled)) return { ok: false, reason: "disabled" } as const;
    if (o.starterId === o.userId) return { ok: false, reason: "own-account" } as const;
    if (await openRecoveries(tx, now).where("userId", "=", o.userId).executeTakeFirst()) return { ok: false, reason: "pending" } as const;
    const id = randomUUID();
    await tx
      .insertInto("staffRecoveries")
      .values({ id, userId: o.userId, startedBy: o.startedBy, startedAt: now.toISOString(), expiresAt: plus(now), tokenHash: null })
      .execute();
    const ended = await tx.deleteFrom("staffSessions").where("userId", "=", o.userId).executeTakeFirst();
    const sessionsEnded = Number(ended.numDeletedRows);
    await appendAudit(
      tx,
      kind,
      { actor: o.startedBy, action: "recovery.started", subject: o.userId, detail: { recovery: id, sessionsEnded } },
      now,
    );
    return { ok: true, id, sessionsEnded } as const;
  });
}

const plus = (now: Date) => new Date(now.getTime() + RECOVERY_TTL_MS).toISOString();

type Approved = { ok: true; token: string; expiresAt: string; userId: string } | { ok: false; reason: "gone" | "own" };

/**
 * The second person's approval: the link is made (emailed when `mail`), the
 * account's passkeys removed and its sessions ended. `approverId`: the
 * approving administrator's account (undefined for the shell).
 */
export async function approveRecovery(
  db: Db,
  kind: DatabaseKind,
  keys: LinkKeys,
  o: { id: string; approvedBy: string; approverId?: string; breakGlass?: boolean },
  now: Date,
  mail: boolean,
): Promise<Approved> {
  return writeTransaction(db, kind, async (tx): Promise<Approved> => {
    const recovery = await openRecoveries(tx, now).where("id", "=", o.id).where("approvedAt", "is", null).executeTakeFirst();
    if (!recovery) return { ok: false, reason: "gone" };
    if (!o.breakGlass && (recovery.startedBy === o.approvedBy || recovery.userId === o.approverId)) return { ok: false, reason: "own" };
    const token = linkToken(keys.current, PURPOSE, recovery.id);
    const expiresAt = plus(now);
    const taken = await tx
      .updateTable("staffRecoveries")
      .set({ approvedBy: o.approvedBy, approvedAt: now.toISOString(), tokenHash: tokenHash(token), expiresAt })
      .where("id", "=", recovery.id)
      .where("approvedAt", "is", null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return { ok: false, reason: "gone" };
    const removed = await tx.deleteFrom("staffPasskeys").where("userId", "=", recovery.userId).returning("id").execute();
    await tx.deleteFrom("staffSessions").where("userId", "=", recovery.userId).execute();
    await appendAudit(
      tx,
      kind,
      {
        actor: o.approvedBy,
        action: "recovery.approved",
        subject: recovery.userId,
        detail: {
          recovery: recovery.id,
          startedBy: recovery.startedBy,
          passkeysRemoved: removed.map((r) => r.id),
          emailed: mail,
          ...(o.breakGlass ? { breakGlass: true } : {}),
        },
      },
      now,
    );
    if (mail) await queueStaffMail(tx, "recovery", recovery.id, now);
    return { ok: true, token, expiresAt, userId: recovery.userId };
  });
}

export async function cancelRecovery(db: Db, kind: DatabaseKind, id: string, actor: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable("staffRecoveries")
      .set({ cancelledAt: now.toISOString(), cancelledBy: actor })
      .where("id", "=", id)
      .where("completedAt", "is", null)
      .where("cancelledAt", "is", null)
      .returning("userId")
      .executeTakeFirst();
    if (!row) return false;
    await appendAudit(tx, kind, { actor, action: "recovery.cancelled", subject: row.userId, detail: { recovery: id } }, now);
    return true;
  });
}

/** The approved recovery a link's token opens, while it can be used. */
export async function findRecovery(db: Db, keys: LinkKeys, token: unknown, now: Date): Promise<StaffRecoveryTable | undefined> {
  const live = liveToken(keys, token);
  if (!live) return undefined;
  return openRecoveries(db, now).where("tokenHash", "=", tokenHash(live)).where("approvedAt", "is not", null).executeTakeFirst();
}

/** The link of a recovery, for its email: made again with the key that made it (or afresh, its hash stored). */
export async function recoveryLinkToken(db: Db, keys: LinkKeys, recovery: StaffRecoveryTable): Promise<string> {
  const made = tokenFor(keys, PURPOSE, recovery.id, recovery.tokenHash);
  if (made.reissued) await db.updateTable("staffRecoveries").set({ tokenHash: made.hash }).where("id", "=", recovery.id).execute();
  return made.token;
}
