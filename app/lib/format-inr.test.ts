import { describe, expect, it } from "vitest";
import { formatInr, groupIndian } from "./format-inr";

describe("groupIndian", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["100000", "1,00,000"],
    ["5000000", "50,00,000"],
    ["50000000", "5,00,00,000"],
    ["10000000000", "10,00,00,00,000"],
  ])("%s -> %s", (input, out) => expect(groupIndian(input)).toBe(out));
});

describe("formatInr", () => {
  it("uses lakh and crore grouping with the rupee sign", () => {
    expect(formatInr(5_000_000)).toBe("₹50,00,000");
    expect(formatInr(50_000_000)).toBe("₹5,00,00,000");
    expect(formatInr(100_000)).toBe("₹1,00,000");
  });
  it("shows paise when present, or always when asked", () => {
    expect(formatInr(88848.79)).toBe("₹88,848.79");
    expect(formatInr(1000, { paise: true })).toBe("₹1,000.00");
    expect(formatInr(1000.5)).toBe("₹1,000.50");
    expect(formatInr(1234.5, { paise: false })).toBe("₹1,235");
  });
  it("rounds to the paisa without carrying errors", () => {
    expect(formatInr(0.1 + 0.2)).toBe("₹0.30");
    expect(formatInr(99999.999)).toBe("₹1,00,000");
  });
  it("handles negatives, no symbol and non-finite input", () => {
    expect(formatInr(-125000)).toBe("-₹1,25,000");
    expect(formatInr(-0.001)).toBe("₹0");
    expect(formatInr(125000, { symbol: false })).toBe("1,25,000");
    expect(formatInr(Number.NaN)).toBe("—");
    expect(formatInr(Number.POSITIVE_INFINITY)).toBe("—");
  });
});
