// The limits of one server: the request limiter and the daily upload quota,
// on the database the server uses. Counters live in memory on SQLite (one
// process) and in PostgreSQL when DATABASE_URL is set, so that every process
// on it counts together.
import type { Db } from "../db/database";
import { type CounterStore, createMemoryCounterStore } from "./counter-store";
import { type Limiter, createLimiter } from "./limiter";
import { loadLimitsSecret } from "./limits-secret";
import type { LimitsTables } from "./limits-tables";
import { createPostgresCounterStore } from "./postgres-counter-store";
import { type UploadQuota, type UploadQuotaLimits, createUploadQuota } from "./upload-quota";

declare module "fastify" {
  interface FastifyInstance {
    /** Daily resume-byte caps (see limits/upload-quota.ts). */
    uploadQuota: UploadQuota;
  }
}

type Limits = { limiter: Limiter; uploadQuota: UploadQuota; close(): Promise<void> };

export async function createLimits(db: Db, quota: UploadQuotaLimits, clock: () => number = Date.now): Promise<Limits> {
  const kysely = db.kysely.withTables<LimitsTables>();
  const secret = await loadLimitsSecret(kysely);
  const store: CounterStore = db.kind === "postgres" ? createPostgresCounterStore(kysely) : createMemoryCounterStore();
  return {
    limiter: createLimiter(store, secret, clock),
    uploadQuota: createUploadQuota(kysely, db.kind, secret, quota, clock),
    close: () => store.close(),
  };
}
