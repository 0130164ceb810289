import { describe, expect, it } from "vitest";
import { indiaLocalToIso } from "#shared/india-dates";
import { publishSummary, sameTitleElsewhere } from "./publish-summary";

describe("the Publish button's summary", () => {
  it("says how many files go where, and when in India time", () => {
    expect(publishSummary(3, ["Corporate Announcements", "2025-26"], undefined)).toBe("3 files → Corporate Announcements / 2025-26, now");
    expect(publishSummary(1, ["Annual Reports"], indiaLocalToIso("2026-11-27T15:40"))).toBe(
      "1 file → Annual Reports, at 27 Nov 2026, 3:40 pm IST",
    );
  });
});

describe("the same title in two folders", () => {
  const docs = [
    { title: "Board Meeting Outcome", folder: ["Corporate Announcements", "2024-25"] },
    { title: "Old notice", folder: ["Notices"], withdrawnAt: "2026-01-01T00:00:00.000Z" },
  ];
  it("is flagged with the other folder, ignoring case and spacing", () => {
    expect(sameTitleElsewhere(" board  meeting outcome", ["Corporate Announcements", "2025-26"], docs)).toEqual([
      "Corporate Announcements / 2024-25",
    ]);
  });
  it("is not flagged in its own folder or for a withdrawn document", () => {
    expect(sameTitleElsewhere("Board Meeting Outcome", ["Corporate Announcements", "2024-25"], docs)).toEqual([]);
    expect(sameTitleElsewhere("Old notice", ["Other"], docs)).toEqual([]);
  });
});
