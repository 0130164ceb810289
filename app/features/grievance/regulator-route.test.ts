import { describe, expect, it } from "vitest";
import { regulatorRouteOpen } from "./regulator-route";

const filedAt = "2026-11-01T06:00:00.000Z";
const day = 86_400_000;
const at = (days: number) => Date.parse(filedAt) + days * day;

describe("regulatorRouteOpen", () => {
  it("opens when the complaint's own clock has run, while it is received or in progress: 30, 21 or 90 days", () => {
    for (const clock of [30, 21, 90])
      for (const status of ["received", "in-progress"] as const) {
        expect(regulatorRouteOpen(status, filedAt, clock, at(clock) - 1)).toBe(false);
        expect(regulatorRouteOpen(status, filedAt, clock, at(clock))).toBe(true);
        expect(regulatorRouteOpen(status, filedAt, clock, at(clock + 15))).toBe(true);
      }
  });

  it("stays closed once the complaint is resolved or closed", () => {
    for (const status of ["resolved", "closed"] as const) expect(regulatorRouteOpen(status, filedAt, 30, at(120))).toBe(false);
  });
});
