// A daily cap on stored resume bytes, per address and for everyone together
// (docs/decisions/030-hostile-input.md: within the rate limits one address could store about
// 36 GB a day). Kept in the database on SQLite and PostgreSQL alike, so a
// restart does not reset it and every process on one PostgreSQL shares it.
//
// A route reserves the file's bytes just before storing it; a refusal changes
// nothing. Pass the route's own transaction to make the reservation and the
// stored row one commit (a rollback then gives the bytes back by itself).
import { type Kysely, sql } from "kysely";
import type { DatabaseKind } from "../db/database";
import { addressKey, utcDay } from "./address-key";
import type { Addressed } from "./limiter";
import type { LimitsTables } from "./limits-tables";

export const QUOTA_MESSAGES = {
  perAddress: "We have received as many files from your network as we can take today. Please try again tomorrow.",
  overall: "We cannot take any more files today. Please try again tomorrow.",
} as const;

export type QuotaVerdict = { ok: true } | { ok: false; status: 429 | 507; error: string; retryAfterSeconds: number };

/**
 * The route's transaction, whatever its tables (Kysely's own idiom for a
 * database of unknown shape; only the quota's table is used through it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTransaction = Kysely<any>;

export type UploadQuota = {
  /** Adds `bytes` to today's totals if both stay within their caps; otherwise changes nothing. */
  reserve(req: Addressed, bytes: number, transaction?: AnyTransaction): Promise<QuotaVerdict>;
  /** Gives back a reservation whose file was not stored after all. */
  release(req: Addressed, bytes: number, transaction?: AnyTransaction): Promise<void>;
  /** Today's stored bytes: this address's and everyone's. */
  usage(req: Addressed): Promise<{ address: number; total: number }>;
};

export type UploadQuotaLimits = { perAddressPerDay: number; perDay: number };

/** The overall row's key; address keys are base64url hashes and never "*". */
const EVERYONE = "*";
/** pg_advisory_xact_lock key: reservations take turns across processes. */
const QUOTA_LOCK = 0x51554f54;
const DAY_MS = 86_400_000;

export function createUploadQuota(
  db: Kysely<LimitsTables>,
  kind: DatabaseKind,
  secret: Buffer,
  limits: UploadQuotaLimits,
  clock: () => number = Date.now,
): UploadQuota {
  let sweptDay = "";
  const on = (transaction: AnyTransaction | undefined): Kysely<LimitsTables> => transaction ?? db;

  async function rowsOf(e: Kysely<LimitsTables>, day: string, key: string) {
    const rows = await e
      .selectFrom("uploadQuota")
      .select(["key", "bytes"])
      .where("day", "=", day)
      .where("key", "in", [key, EVERYONE])
      .execute();
    const used = (k: string) => Number(rows.find((r) => r.key === k)?.bytes ?? 0);
    return { address: used(key), total: used(EVERYONE) };
  }

  async function reserveIn(e: Kysely<LimitsTables>, req: Addressed, bytes: number, now: number): Promise<QuotaVerdict> {
    const day = utcDay(now);
    const key = addressKey(secret, req.ip, now);
    await sweep(e, now);
    // Within one SQLite connection transactions already take turns; on
    // PostgreSQL two processes must not both read the same total and add.
    if (kind === "postgres") await sql`select pg_advisory_xact_lock(${QUOTA_LOCK})`.execute(e);
    const used = await rowsOf(e, day, key);
    const retryAfterSeconds = Math.ceil((Date.parse(day) + DAY_MS - now) / 1000);
    if (used.address + bytes > limits.perAddressPerDay)
      return { ok: false, status: 429, error: QUOTA_MESSAGES.perAddress, retryAfterSeconds };
    if (used.total + bytes > limits.perDay) return { ok: false, status: 507, error: QUOTA_MESSAGES.overall, retryAfterSeconds };
    await e
      .insertInto("uploadQuota")
      .values([
        { day, key, bytes },
        { day, key: EVERYONE, bytes },
      ])
      .onConflict((oc) => oc.columns(["day", "key"]).doUpdateSet({ bytes: sql<number>`upload_quota.bytes + excluded.bytes` }))
      .execute();
    return { ok: true };
  }

  // On the reservation's own connection: on SQLite a second one would wait
  // for the caller's transaction to end, which waits for us.
  async function sweep(e: Kysely<LimitsTables>, now: number) {
    const day = utcDay(now);
    if (day === sweptDay) return;
    sweptDay = day;
    // Yesterday's rows are kept (a reservation may straddle midnight); older ones go.
    await e
      .deleteFrom("uploadQuota")
      .where("day", "<", utcDay(now - DAY_MS))
      .execute();
  }

  return {
    async reserve(req, bytes, transaction) {
      const now = clock();
      if (transaction) return reserveIn(on(transaction), req, bytes, now);
      return db.transaction().execute((trx) => reserveIn(trx, req, bytes, now));
    },
    async release(req, bytes, transaction) {
      const now = clock();
      const key = addressKey(secret, req.ip, now);
      await on(transaction)
        .updateTable("uploadQuota")
        .set({ bytes: sql<number>`case when bytes > ${bytes} then bytes - ${bytes} else 0 end` })
        .where("day", "=", utcDay(now))
        .where("key", "in", [key, EVERYONE])
        .execute();
    },
    async usage(req) {
      const now = clock();
      return rowsOf(db, utcDay(now), addressKey(secret, req.ip, now));
    },
  };
}
