import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff";

const retry = { firstDelayMs: 30_000, maxDelayMs: 6 * 3600_000, maxAttempts: 20 };

describe("the wait before the next try", () => {
  it("starts at 30 s and doubles per failure up to 6 h (without jitter: the middle of the spread)", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, retry, middle))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(10, retry, middle)).toBe(15_360_000); // 30 s × 2⁹ = 4.3 h
    expect(retryDelayMs(11, retry, middle)).toBe(6 * 3600_000); // 8.5 h, capped from here on
    expect(retryDelayMs(40, retry, middle)).toBe(6 * 3600_000);
  });

  it("spreads each wait by ±25 %, never past the cap", () => {
    expect(retryDelayMs(1, retry, () => 0)).toBe(22_500);
    expect(retryDelayMs(1, retry, () => 0.999999)).toBe(37_500);
    expect(retryDelayMs(12, retry, () => 0.999999)).toBe(6 * 3600_000);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, retry)));
    expect(spread.size).toBeGreaterThan(40);
    for (const d of spread) {
      expect(d).toBeGreaterThanOrEqual(90_000);
      expect(d).toBeLessThanOrEqual(150_000);
    }
  });

  it("with the defaults, 20 tries span about three days (a long weekend without mail)", () => {
    const total = Array.from({ length: 19 }, (_, i) => retryDelayMs(i + 1, retry, () => 0.5)).reduce((a, b) => a + b, 0);
    expect(total / 3600_000).toBeGreaterThan(60);
    expect(total / 3600_000).toBeLessThan(80);
  });
});
