// Per-address request limits, counted when a request arrives (in onRequest,
// before its body is read), so that a request which later takes long still
// counts at once. Routes can count their own events too, e.g. failed look-ups:
//
//   const rule = { max: 5, windowMs: 15 * 60_000 };
//   const before = await req.server.limiter.peek("complaint-lookup", req, rule);
//   if (!before.allowed) return reply.code(429).header("retry-after", String(before.retryAfterSeconds)).send({ error: ... });
//   ...look up; when it fails: await req.server.limiter.hit("complaint-lookup", req, rule);
import { addressKey } from "./address-key";
import type { CounterStore } from "./counter-store";

type LimitRule = { max: number; windowMs: number };
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
  /** Whether one more event would be allowed, without counting one (for limits on failures only). */
  peek(name: string, req: Addressed, rule: LimitRule): Promise<LimitVerdict>;
};

export function createLimiter(store: CounterStore, secret: Buffer, clock: () => number = Date.now): Limiter {
  async function count(req: Addressed, rules: readonly NamedLimitRule[], add: boolean): Promise<LimitVerdict> {
    const now = clock();
    const key = addressKey(secret, req.ip, now);
    // The window length is part of the counter's name: two rules may share a name.
    const hits = rules.map((r) => ({ bucket: `${r.name}:${r.windowMs}`, key, windowMs: r.windowMs }));
    const states = add ? await store.increment(hits, now) : await store.read(hits, now);
    let retryAfterMs = 0;
    rules.forEach((rule, i) => {
      const state = states[i]!;
      // Counted: this event is the count-th. Peeked: the next would be count + 1.
      if (state.count + (add ? 0 : 1) > rule.max) retryAfterMs = Math.max(retryAfterMs, state.resetAt - now);
    });
    return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { allowed: true, retryAfterSeconds: 0 };
  }
  return {
    hit: (name, req, rule) => count(req, [{ ...rule, name }], true),
    hitEach: (req, rules) => count(req, rules, true),
    peek: (name, req, rule) => count(req, [{ ...rule, name }], false),
  };
}
