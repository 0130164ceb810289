import { describe, expect, it } from "vitest";
import { amortize } from "./emi-math";
import { kfsFigures } from "./kfs";

describe("kfsFigures", () => {
  it("states a ₹10 lakh, 24-month, 16% loan with a 2% + GST fee as the calculator computes it", () => {
    const loan = { principal: 1_000_000, annualRatePercent: 16, months: 24, processingFeePercent: 2, gstPercent: 18 };
    expect(kfsFigures(loan)).toEqual({
      emi: 48_963,
      upfrontCharges: 23_600,
      netDisbursed: 976_400,
      totalInterest: 175_115,
      aprPercent: 18.46,
    });
    expect(amortize(loan).emi).toBe(48_963.11);
  });

  it("has an APR equal to the rate when nothing is charged up front", () => {
    expect(kfsFigures({ principal: 500_000, annualRatePercent: 14, months: 36, processingFeePercent: 0, gstPercent: 18 }).aprPercent).toBe(
      14,
    );
  });
});
