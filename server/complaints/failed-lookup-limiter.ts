// Counting failed complaint lookups, so references cannot be probed.
//
// Only what the status route needs, behind an interface: the server passes
// the shared, database-backed limiter (server/limits/), so processes on one
// PostgreSQL count together; the in-memory one serves tests and a single
// process. Keys are opaque strings the caller has already hashed: no visitor
// address is held here.
import type { Limiter } from "../limits/limiter";

export type LimitState = {
  allowed: boolean;
  /** Seconds until one more attempt would be allowed (0 when allowed now). */
  retryAfterSeconds: number;
};

export interface FailedLookupLimiter {
  /** Whether `key` may try now, without counting anything. */
  check(key: string): Promise<LimitState>;
  /** Counts one failure for `key`; the state after counting it. */
  hit(key: string): Promise<LimitState>;
}

export type MemoryLimiterOptions = {
  /** Failures allowed per key within `windowMs`. */
  limit: number;
  windowMs: number;
  /** Keys kept at most; past this the least recently failed are forgotten (memory stays bounded under a flood). */
  maxKeys?: number;
  now?: () => number;
};

/**
 * A sliding window per key: the times of its last `limit` failures. A key is
 * refused while `limit` failures lie within the window, until the oldest of
 * them leaves it.
 */
export function memoryFailedLookupLimiter({ limit, windowMs, maxKeys = 100_000, now = Date.now }: MemoryLimiterOptions): FailedLookupLimiter {
  // A Map keeps insertion order: re-inserting on every failure keeps the least recently failed key first.
  const failures = new Map<string, number[]>();

  const recent = (key: string, t: number): number[] => {
    const times = (failures.get(key) ?? []).filter((at) => at > t - windowMs);
    if (times.length === 0) failures.delete(key);
    return times;
  };
  const state = (times: number[], t: number): LimitState => {
    if (times.length < limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = times[times.length - limit]!;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - t) / 1000)) };
  };

  return {
    async check(key) {
      const t = now();
      return state(recent(key, t), t);
    },
    async hit(key) {
      const t = now();
      const times = [...recent(key, t), t].slice(-limit);
      failures.delete(key);
      failures.set(key, times);
      while (failures.size > maxKeys) failures.delete(failures.keys().next().value!);
      return state(times, t);
    },
  };
}

/**
 * The server's shared limiter (server/limits/) behind this interface: on
 * PostgreSQL every server process counts in the same table, so N processes
 * do not multiply the limit. The key (already a hash) stands in for the
 * address; the limiter hashes it again with the deployment's secret.
 */
export function sharedFailedLookupLimiter(limiter: Limiter, name: string, { limit, windowMs }: { limit: number; windowMs: number }): FailedLookupLimiter {
  const rule = { max: limit, windowMs };
  return {
    check: (key) => limiter.peek(name, { ip: key }, rule),
    hit: (key) => limiter.hit(name, { ip: key }, rule),
  };
}
