import { describe, expect, it } from "vitest";
import { ombudsmanRouteOpen } from "./ombudsman";

const filedAt = "2026-11-01T06:00:00.000Z";
const day = 86_400_000;
const at = (days: number) => Date.parse(filedAt) + days * day;

describe("ombudsmanRouteOpen", () => {
  it("opens 30 days after filing while the complaint is received or in progress", () => {
    for (const status of ["received", "in-progress"] as const) {
      expect(ombudsmanRouteOpen(status, filedAt, at(30) - 1)).toBe(false);
      expect(ombudsmanRouteOpen(status, filedAt, at(30))).toBe(true);
      expect(ombudsmanRouteOpen(status, filedAt, at(45))).toBe(true);
    }
  });

  it("stays closed once the complaint is resolved or closed", () => {
    for (const status of ["resolved", "closed"] as const) expect(ombudsmanRouteOpen(status, filedAt, at(90))).toBe(false);
  });
});
