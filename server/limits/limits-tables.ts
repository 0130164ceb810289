// Tables of the limits (migration 003_limits), as Kysely sees them through the
// CamelCasePlugin. Kept beside the limits rather than in db/schema.ts: only
// this folder reads or writes them. PostgreSQL returns bigint columns as text.
import type { ColumnType } from "kysely";

type BigInteger = ColumnType<number | string, number, number>;

export type LimitsTables = {
  /** One row: the per-deployment key of the address hashes (shared by every process on one database). */
  limitsSecret: { id: number; secret: string };
  /** Fixed-window request counters (used on PostgreSQL; SQLite counts in memory). */
  rateCounters: { bucket: string; key: string; windowStart: BigInteger; count: number; expiresAt: BigInteger };
  /** Resume bytes stored per day (UTC) per address key, and in all (key "*"). */
  uploadQuota: { day: string; key: string; bytes: BigInteger };
};
