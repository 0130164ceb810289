// Staff sessions, in the database so that every server process shares them.
// The cookie holds a random 256-bit token; the table only its sha256. Idle
// and absolute expiry are checked on every request; an expired session is
// deleted when it is seen.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Role } from "#shared/staff-api/roles";
import { parseRoles } from "./roles";
import { newToken, tokenHash } from "./tokens";

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
const REAUTH_WINDOW_MS = 5 * 60_000;
/** last_seen_at is written at most this often: one write a minute per person, not one per request. */
const TOUCH_EVERY_MS = 60_000;

export type StaffUser = { id: string; email: string; name: string; roles: Role[] };
export type StaffSession = {
  tokenHash: string;
  user: StaffUser;
  createdAt: string;
  reauthenticatedAt: string | null;
  /** The passkey that opened the session (null for one older than the column): a rejection's approvals name it. */
  passkeyId: string | null;
};

/** Starts a session opened with that passkey; returns the token for the cookie (never stored). */
export async function createSession(db: Kysely<Database>, userId: string, now: Date, passkeyId: string): Promise<string> {
  const token = newToken();
  const at = now.toISOString();
  // Sessions nobody comes back to are swept as new ones start: the table stays the size of the staff.
  await db
    .deleteFrom("staffSessions")
    .where((eb) =>
      eb.or([
        eb("lastSeenAt", "<", new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
        eb("createdAt", "<", new Date(now.getTime() - SESSION_ABSOLUTE_MS).toISOString()),
      ]),
    )
    .execute();
  await db
    .insertInto("staffSessions")
    .values({ tokenHash: tokenHash(token), userId, createdAt: at, lastSeenAt: at, reauthenticatedAt: null, passkeyId })
    .execute();
  return token;
}

/** The session a cookie's token opens now, or undefined (unknown, expired, or its person disabled). */
export async function readSession(db: Kysely<Database>, token: string, now: Date): Promise<StaffSession | undefined> {
  const hash = tokenHash(token);
  const row = await db
    .selectFrom("staffSessions")
    .innerJoin("staffUsers", "staffUsers.id", "staffSessions.userId")
    .select([
      "staffSessions.createdAt",
      "staffSessions.lastSeenAt",
      "staffSessions.reauthenticatedAt",
      "staffSessions.passkeyId",
      "staffUsers.id",
      "staffUsers.email",
      "staffUsers.name",
      "staffUsers.roles",
      "staffUsers.disabled",
    ])
    .where("staffSessions.tokenHash", "=", hash)
    .executeTakeFirst();
  if (!row) return undefined;
  const t = now.getTime();
  if (Number(row.disabled) || t - Date.parse(row.lastSeenAt) > SESSION_IDLE_MS || t - Date.parse(row.createdAt) > SESSION_ABSOLUTE_MS) {
    await db.deleteFrom("staffSessions").where("tokenHash", "=", hash).execute();
    return undefined;
  }
  if (t - Date.parse(row.lastSeenAt) > TOUCH_EVERY_MS) {
    await db.updateTable("staffSessions").set({ lastSeenAt: now.toISOString() }).where("tokenHash", "=", hash).execute();
  }
  return {
    tokenHash: hash,
    createdAt: row.createdAt,
    reauthenticatedAt: row.reauthenticatedAt,
    passkeyId: row.passkeyId ?? null,
    user: { id: row.id, email: row.email, name: row.name, roles: parseRoles(row.roles) },
  };
}

/** Until when the session counts as freshly re-authenticated, or null. */
export function reauthenticatedUntil(session: Pick<StaffSession, "reauthenticatedAt">, now: Date): string | null {
  if (!session.reauthenticatedAt) return null;
  const until = Date.parse(session.reauthenticatedAt) + REAUTH_WINDOW_MS;
  return until > now.getTime() ? new Date(until).toISOString() : null;
}

export async function endSession(db: Kysely<Database>, hash: string) {
  await db.deleteFrom("staffSessions").where("tokenHash", "=", hash).execute();
}

export async function endAllSessions(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("staffSessions").where("userId", "=", userId).execute();
}
