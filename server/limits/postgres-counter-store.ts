// Counters in PostgreSQL, so that every server process on one database counts
// together: N processes do not multiply the limits. One statement per request
// (an upsert of every counter it touches), atomic under concurrency.
import { type Kysely, sql } from "kysely";
import { type CounterStore, windowStart } from "./counter-store";
import type { LimitsTables } from "./limits-tables";

const SWEEP_EVERY_MS = 60_000;

export function createPostgresCounterStore(db: Kysely<LimitsTables>): CounterStore {
  let nextSweep = 0;
  let sweeping: Promise<unknown> = Promise.resolve();
  return {
    async increment(hits, now) {
      const rows = hits.map((hit) => {
        const start = windowStart(now, hit.windowMs);
        return { bucket: hit.bucket, key: hit.key, windowStart: start, count: 1, expiresAt: start + hit.windowMs };
      });
      const counted = await db
        .insertInto("rateCounters")
        .values(rows)
        .onConflict((oc) => oc.columns(["bucket", "key", "windowStart"]).doUpdateSet({ count: sql<number>`rate_counters.count + 1` }))
        .returning(["bucket", "key", "windowStart", "count", "expiresAt"])
        .execute();
      if (now >= nextSweep) {
        nextSweep = now + SWEEP_EVERY_MS;
        // Off the request's path; a failed sweep leaves rows for the next one.
        sweeping = db
          .deleteFrom("rateCounters")
          .where("expiresAt", "<=", now)
          .execute()
          .catch(() => undefined);
      }
      return rows.map((row) => {
        const found = counted.find((c) => c.bucket === row.bucket && c.key === row.key && Number(c.windowStart) === row.windowStart);
        return { count: found ? Number(found.count) : 1, resetAt: row.expiresAt };
      });
    },
    async decrement(hits, now) {
      for (const hit of hits) {
        await db
          .updateTable("rateCounters")
          .set({ count: sql<number>`count - 1` })
          .where("bucket", "=", hit.bucket)
          .where("key", "=", hit.key)
          .where("windowStart", "=", windowStart(now, hit.windowMs))
          .where("count", ">", 0)
          .execute();
      }
    },
    async close() {
      await sweeping;
    },
  };
}
