import { describe, expect, it } from "vitest";
import { bannerWidth } from "./product-banner";

describe("bannerWidth", () => {
  it("grows from 70% to 100% over the first tenth of the scroll distance", () => {
    expect(bannerWidth(0, 5000)).toBe(0.7);
    expect(bannerWidth(250, 5000)).toBeCloseTo(0.85);
    expect(bannerWidth(500, 5000)).toBe(1);
    expect(bannerWidth(4000, 5000)).toBe(1);
  });
  it("is full width when the page cannot scroll", () => {
    expect(bannerWidth(0, 0)).toBe(1);
  });
});
