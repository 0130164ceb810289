import { describe, expect, it } from "vitest";
import { mean, median, percentile } from "./stats";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([0.91, 0.99, 0.95])).toBe(0.95);
  });
  it("averages the middle two of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("is NaN for no values, so a missing figure prints as missing", () => {
    expect(median([])).toBeNaN();
    expect(mean([])).toBeNaN();
  });
});

describe("percentile", () => {
  it("picks a measured value by nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});
