// Fixed-window counters. A window is [start, start + windowMs) with start a
// multiple of windowMs since the epoch, so every process (and the memory and
// PostgreSQL stores alike) puts a request in the same window.

type CounterHit = { bucket: string; key: string; windowMs: number };
type CounterState = { count: number; resetAt: number };

export interface CounterStore {
  /** Adds one to each counter's current window; the counts after adding, in the order given. */
  increment(hits: readonly CounterHit[], now: number): Promise<CounterState[]>;
  /** Takes one back from each counter's current window (never below 0): an event counted that turned out not to count. */
  decrement(hits: readonly CounterHit[], now: number): Promise<void>;
  close(): Promise<void>;
}

export function windowStart(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

const SWEEP_EVERY_MS = 60_000;

/** Counters in this process's memory: enough for one server on SQLite. */
const counterId = (hit: CounterHit) => `${hit.bucket}\n${hit.key}\n${hit.windowMs}`;
/** A window with nothing counted yet: it ends at the next multiple of its length. */
const emptyWindow = (now: number, windowMs: number): CounterState => ({ count: 0, resetAt: windowStart(now, windowMs) + windowMs });

export function createMemoryCounterStore(): CounterStore {
  const counters = new Map<string, CounterState>();
  let nextSweep = 0;
  return {
    async increment(hits, now) {
      // Expired windows are dropped once a minute, so memory follows the
      // number of addresses seen in the last window, not since start.
      if (now >= nextSweep) {
        for (const [id, state] of counters) if (state.resetAt <= now) counters.delete(id);
        nextSweep = now + SWEEP_EVERY_MS;
      }
      return hits.map((hit) => {
        const id = counterId(hit);
        let state = counters.get(id);
        if (!state || state.resetAt <= now) {
          state = emptyWindow(now, hit.windowMs);
          counters.set(id, state);
        }
        state.count += 1;
        return { ...state };
      });
    },
    async decrement(hits, now) {
      for (const hit of hits) {
        const state = counters.get(counterId(hit));
        if (state && state.resetAt > now && state.count > 0) state.count -= 1;
      }
    },
    async close() {
      counters.clear();
    },
  };
}
