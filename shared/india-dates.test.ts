import { describe, expect, it } from "vitest";
import { addDays, daysHavePassed, formatDate, indiaDate, indiaLocalToIso } from "./india-dates";

describe("India dates", () => {
  it("takes a date and time typed in the console as India time, whatever the browser's zone", () => {
    expect(indiaLocalToIso("2026-12-01T09:00")).toBe("2026-12-01T09:00:00+05:30");
    expect(new Date(indiaLocalToIso("2026-12-01T09:00")!).toISOString()).toBe("2026-12-01T03:30:00.000Z");
    expect(indiaLocalToIso("2026-12-01T09:00:30")).toBe("2026-12-01T09:00:30+05:30");
    expect(indiaLocalToIso("tomorrow")).toBeUndefined();
    expect(indiaLocalToIso("")).toBeUndefined();
  });

  it("reads an ISO time as the date in India (UTC+05:30)", () => {
    expect(indiaDate("2026-11-23T18:29:59.999Z")).toBe("2026-11-23");
    expect(indiaDate("2026-11-23T18:30:00.000Z")).toBe("2026-11-24");
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-11-24", 30)).toBe("2026-12-24");
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
    expect(addDays("2028-02-10", 30)).toBe("2028-03-11");
  });

  it("says when whole days have passed, to the millisecond", () => {
    const filed = "2026-11-24T10:00:00.000Z";
    const at = (iso: string) => Date.parse(iso);
    expect(daysHavePassed(filed, 30, at("2026-12-24T09:59:59.999Z"))).toBe(false);
    expect(daysHavePassed(filed, 30, at("2026-12-24T10:00:00.000Z"))).toBe(true);
  });

  it("writes a date with the language's month names", () => {
    expect(
      formatDate("2026-12-04", [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
      ]),
    ).toBe("4 December 2026");
  });
});
