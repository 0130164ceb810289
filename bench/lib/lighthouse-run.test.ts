import { describe, expect, it } from "vitest";
import { type RunResult, medianOf } from "./lighthouse-run";

const run = (performance: number, lcpMs: number, shortfall: string): RunResult => ({
  performance,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs,
  observedLcpMs: 300,
  cls: 0,
  tbtMs: 50,
  bytes: 140_000,
  shortfalls: [{ category: "performance", id: shortfall, title: shortfall, score: 0.5, weight: 10 }],
  warnings: [],
});

describe("medianOf", () => {
  it("takes each figure's own median, so one slow run does not pick the row", () => {
    const m = medianOf([run(0.99, 2500, "a"), run(0.9, 1900, "b"), run(0.95, 2000, "c")]);
    expect(m.performance).toBe(0.95);
    expect(m.lcpMs).toBe(2000);
  });
  it("explains the row with the shortfalls of the median-performance run", () => {
    const m = medianOf([run(0.99, 2500, "a"), run(0.9, 1900, "b"), run(0.95, 2000, "c")]);
    expect(m.shortfalls.map((s) => s.id)).toEqual(["c"]);
  });
});
