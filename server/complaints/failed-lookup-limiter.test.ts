import { describe, expect, it } from "vitest";
import { memoryFailedLookupLimiter } from "./failed-lookup-limiter";

const HOUR = 60 * 60 * 1000;

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("memoryFailedLookupLimiter", () => {
  it("allows `limit` failures in the window, refuses the next key's tries, and says when to come back", async () => {
    const c = clock();
    const limiter = memoryFailedLookupLimiter({ limit: 3, windowMs: HOUR, now: c.now });
    expect(await limiter.check("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await limiter.hit("a")).allowed).toBe(true);
    c.advance(10 * 60 * 1000);
    expect((await limiter.hit("a")).allowed).toBe(true);
    const third = await limiter.hit("a");
    expect(third).toEqual({ allowed: false, retryAfterSeconds: 3000 });
    expect(await limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 3000 });
    // Another key is counted on its own.
    expect(await limiter.check("b")).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("slides: once the oldest failure leaves the window, one more try is allowed", async () => {
    const c = clock();
    const limiter = memoryFailedLookupLimiter({ limit: 2, windowMs: HOUR, now: c.now });
    await limiter.hit("a");
    c.advance(30 * 60 * 1000);
    await limiter.hit("a");
    expect(await limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 30 * 60 });
    c.advance(30 * 60 * 1000 - 1);
    expect((await limiter.check("a")).allowed).toBe(false);
    c.advance(1);
    expect(await limiter.check("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // Failing again refuses until the second failure leaves the window.
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 30 * 60 });
  });

  it("forgets the least recently failed keys past maxKeys, so a flood of addresses cannot grow memory", async () => {
    const limiter = memoryFailedLookupLimiter({ limit: 1, windowMs: HOUR, maxKeys: 2, now: clock().now });
    await limiter.hit("a");
    await limiter.hit("b");
    await limiter.hit("a");
    await limiter.hit("c");
    expect((await limiter.check("b")).allowed).toBe(true);
    expect((await limiter.check("a")).allowed).toBe(false);
    expect((await limiter.check("c")).allowed).toBe(false);
  });
});
