// Per-address request limits, counted when a request arrives (in onRequest,
// before its body is read), so that a request which later takes long still
// counts at once. Routes can count their own events too, e.g. failed look-ups:
//
//   const rule = { max: 5, windowMs: 15 * 60_000 };
//   const verdict = await req.server.limiter.hit("complaint-lookup", req, rule);
//   if (!verdict.allowed) return reply.code(429).header("retry-after", String(verdict.retryAfterSeconds)).send({ error: ... });
//   ...look up; when it succeeds: await req.server.limiter.undo("complaint-lookup", req, rule);
//
// Checking and counting are one step (decision 090: on PostgreSQL 250 lookups at
// once all read the count before any of them added to it, and all got
// through). A limit on failures only therefore counts every attempt first and
// gives back the ones that succeed; there is no "look, then count".
import { addressKey } from "./address-key";
import type { CounterStore } from "./counter-store";

export type LimitRule = { max: number; windowMs: number };
type NamedLimitRule = LimitRule & { name: string };
/** retryAfterSeconds is 0 when allowed. */
export type LimitVerdict = { allowed: boolean; retryAfterSeconds: number };
/** What the limiter needs of a request: the client address Fastify computed (with trustProxy). */
export type Addressed = { ip: string };

export type Limiter = {
  /** Counts one event from the request's address under `name`; allowed while the window's count is within `max`. */
  hit(name: string, req: Addressed, rule: LimitRule): Promise<LimitVerdict>;
  /** Counts one event under every rule at once (one round trip); allowed only if each allows. */
  hitEach(req: Addressed, rules: readonly NamedLimitRule[]): Promise<LimitVerdict>;
  /** Takes back one event counted by `hit` (an attempt that succeeded, on a limit of failures). */
  undo(name: string, req: Addressed, rule: LimitRule): Promise<void>;
};

export function createLimiter(store: CounterStore, secret: Buffer, clock: () => number = Date.now): Limiter {
  function countersOf(req: Addressed, rules: readonly LimitRule[], names: readonly string[], now: number) {
    const key = addressKey(secret, req.ip, now);
    // The window length is part of the counter's name: two rules may share a name.
    return rules.map((r, i) => ({ bucket: `${names[i]}:${r.windowMs}`, key, windowMs: r.windowMs }));
  }
  async function count(req: Addressed, rules: readonly NamedLimitRule[]): Promise<LimitVerdict> {
    const now = clock();
    // The store adds and answers the new count in one atomic step: this event is the count-th.
    const states = await store.increment(
      countersOf(
        req,
        rules,
        rules.map((r) => r.name),
        now,
      ),
      now,
    );
    let retryAfterMs = 0;
    rules.forEach((rule, i) => {
      const state = states[i]!;
      if (state.count > rule.max) retryAfterMs = Math.max(retryAfterMs, state.resetAt - now);
    });
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
      : { allowed: true, retryAfterSeconds: 0 };
  }
  return {
    hit: (name, req, rule) => count(req, [{ ...rule, name }]),
    hitEach: (req, rules) => count(req, rules),
    undo: async (name, req, rule) => {
      const now = clock();
      await store.decrement(countersOf(req, [rule], [name], now), now);
    },
  };
}
