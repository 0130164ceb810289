import { describe, expect, it } from "vitest";
import { daysLeftText } from "./days-left";

describe("days left, as the queue says it", () => {
  it.each([
    [5, "5 days left"],
    [1, "1 day left"],
    [0, "due today"],
    [-1, "overdue by 1 day"],
    [-3, "overdue by 3 days"],
    [null, "answered"],
  ])("%s is %s", (days, text) => {
    expect(daysLeftText(days)).toBe(text);
  });
});
