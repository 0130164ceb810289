// Per-address request limits, counted when a request arrives (in onRequest,
// before its body is read), so that a request which later takes long still
// counts at once. Routes can count their own events too, e.g. failed look-ups:
//
//   const verdict = await req.server.limiter.hit("complaint-lookup", req, { max: 5, windowMs: 15 * 60_000 });
//   if (!verdict.allowed) return reply.code(429).header("retry-after", String(verdict.retryAfterSeconds)).send({ error: ... });
import { addressKey } from "./address-key";
import type { CounterStore } from "./counter-store";

export type LimitRule = { max: number; windowMs: number };
export type NamedLimitRule = LimitRule & { name: string };
/** retryAfterSeconds is 0 when allowed. */
export type LimitVerdict = { allowed: boolean; retryAfterSeconds: number };
/** What the limiter needs of a request: the client address Fastify computed (with trustProxy). */
export type Addressed = { ip: string };

export type Limiter = {
  /** Counts one event from the request's address under `name`; allowed while the window's count is within `max`. */
  hit(name: string, req: Addressed, rule: LimitRule): Promise<LimitVerdict>;
  /** Counts one event under every rule at once (one round trip); allowed only if each allows. */
  hitEach(req: Addressed, rules: readonly NamedLimitRule[]): Promise<LimitVerdict>;
};

export function createLimiter(store: CounterStore, secret: Buffer, clock: () => number = Date.now): Limiter {
  async function hitEach(req: Addressed, rules: readonly NamedLimitRule[]): Promise<LimitVerdict> {
    const now = clock();
    const key = addressKey(secret, req.ip, now);
    // The window length is part of the counter's name: two rules may share a name.
    const states = await store.increment(
      rules.map((r) => ({ bucket: `${r.name}:${r.windowMs}`, key, windowMs: r.windowMs })),
      now,
    );
    let retryAfterMs = 0;
    rules.forEach((rule, i) => {
      const state = states[i]!;
      if (state.count > rule.max) retryAfterMs = Math.max(retryAfterMs, state.resetAt - now);
    });
    return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { allowed: true, retryAfterSeconds: 0 };
  }
  return {
    hit: (name, req, rule) => hitEach(req, [{ ...rule, name }]),
    hitEach,
  };
}
