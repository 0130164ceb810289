import { describe, expect, it } from "vitest";
import { amortize, annualPercentageRate, checkField, emiClosedForm, scheduleCsv } from "./emi-math";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("emiClosedForm", () => {
  it("matches the reference: ₹10,00,000 at 12% for 12 months is ₹88,848.79", () => {
    expect(emiClosedForm({ principal: 1_000_000, annualRatePercent: 12, months: 12 })).toBeCloseTo(88848.79, 2);
  });
  it("is principal / months at 0%", () => {
    expect(emiClosedForm({ principal: 120_000, annualRatePercent: 0, months: 12 })).toBe(10_000);
  });
  it("satisfies the present-value identity", () => {
    const input = { principal: 5_000_000, annualRatePercent: 18, months: 36 };
    const emi = emiClosedForm(input);
    const r = 0.18 / 12;
    const pv = sum(Array.from({ length: 36 }, (_, k) => emi / (1 + r) ** (k + 1)));
    expect(pv).toBeCloseTo(5_000_000, 6);
  });
});

describe("amortize", () => {
  const cases = [
    { principal: 1_000_000, annualRatePercent: 12, months: 12 },
    { principal: 100_000, annualRatePercent: 8, months: 48 },
    { principal: 50_000_000, annualRatePercent: 36, months: 48 },
    { principal: 2_345_678, annualRatePercent: 15.75, months: 31 },
    { principal: 500_000, annualRatePercent: 0, months: 12 },
  ];

  it.each(cases)("ends at exactly 0.00 and adds up: %o", (input) => {
    const { emi, schedule, totalInterest, totalPayable } = amortize(input);
    expect(schedule).toHaveLength(input.months);
    expect(schedule.at(-1)?.closing).toBe(0);
    // Principal repaid equals the loan to the paisa.
    expect(Math.round(sum(schedule.map((r) => r.principal)) * 100)).toBe(Math.round(input.principal * 100));
    expect(Math.round((totalPayable - totalInterest) * 100)).toBe(Math.round(input.principal * 100));
    // Every instalment but the last is the EMI; the last differs by rounding only.
    for (const row of schedule.slice(0, -1)) expect(row.payment).toBe(emi);
    expect(Math.abs((schedule.at(-1)?.payment ?? 0) - emi)).toBeLessThan(1);
    // Each row chains into the next.
    schedule.forEach((row, i) => {
      expect(Math.round((row.opening - row.principal) * 100)).toBe(Math.round(row.closing * 100));
      if (i > 0) expect(row.opening).toBe(schedule[i - 1]?.closing);
    });
  });

  it("gives the reference EMI and sensible totals", () => {
    const r = amortize({ principal: 1_000_000, annualRatePercent: 12, months: 12 });
    expect(r.emi).toBe(88848.79);
    expect(r.schedule[0]).toMatchObject({ opening: 1_000_000, interest: 10_000, principal: 78848.79 });
    expect(r.totalPayable).toBeCloseTo(88848.79 * 12, 0);
    expect(r.totalInterest).toBeCloseTo(66185.48, 0);
  });
});

describe("annualPercentageRate", () => {
  it("is the nominal rate when nothing is charged up front", () => {
    expect(annualPercentageRate({ principal: 1_000_000, annualRatePercent: 16, months: 24 }, 0)).toBeCloseTo(16, 3);
    expect(annualPercentageRate({ principal: 100_000, annualRatePercent: 0, months: 12 }, 0)).toBeCloseTo(0, 6);
  });

  it("rises above the nominal rate by what the upfront charges cost", () => {
    const input = { principal: 1_000_000, annualRatePercent: 16, months: 24 };
    const apr = annualPercentageRate(input, 23_600);
    expect(apr).toBeGreaterThan(18);
    expect(apr).toBeLessThan(19);
    // Discounting the instalments at apr/12 gives back what the borrower received.
    const r = apr / 12 / 100;
    const pv = sum(amortize(input).schedule.map((row, k) => row.payment / (1 + r) ** (k + 1)));
    expect(pv).toBeCloseTo(1_000_000 - 23_600, 4);
  });

  it("refuses charges that eat the whole loan", () => {
    expect(() => annualPercentageRate({ principal: 10_000, annualRatePercent: 12, months: 12 }, 10_000)).toThrow(RangeError);
  });
});

describe("scheduleCsv", () => {
  it("writes a header and one plain-number row per month", () => {
    const { schedule } = amortize({ principal: 1_000_000, annualRatePercent: 12, months: 12 });
    const csv = scheduleCsv(schedule, ["Month", "Opening balance", "EMI", "Interest", "Principal", "Closing balance"]);
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe("Month,Opening balance,EMI,Interest,Principal,Closing balance");
    expect(lines[1]).toBe("1,1000000.00,88848.79,10000.00,78848.79,921151.21");
    expect(lines[12]?.endsWith(",0.00")).toBe(true);
  });
});

describe("checkField", () => {
  const amount = { min: 100_000, max: 50_000_000 };
  it("accepts values in range, with Indian commas", () => {
    expect(checkField("10,00,000", amount)).toEqual({ ok: true, value: 1_000_000 });
    expect(checkField("100000", amount)).toEqual({ ok: true, value: 100_000 });
  });
  it.each(["", "abc", "99999", "50000001", "-5", "1e6", "NaN"])("rejects %j", (raw) => {
    expect(checkField(raw, amount).ok).toBe(false);
  });
  it("rejects fractions where whole numbers are needed", () => {
    expect(checkField("12.5", { min: 12, max: 48 }, true).ok).toBe(false);
    expect(checkField("24", { min: 12, max: 48 }, true)).toEqual({ ok: true, value: 24 });
  });
});
