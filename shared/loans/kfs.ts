// The figures a Key Fact Statement states for a loan, from the EMI
// calculator's own arithmetic (emi-math.ts), rounded as the statement
// writes them: rupees for amounts, two decimals for the APR.
import { amortize, annualPercentageRate } from "./emi-math";

export type KfsLoan = {
  principal: number;
  annualRatePercent: number;
  months: number;
  /** Processing fee, percent of the principal, before GST. */
  processingFeePercent: number;
  /** GST on the fee, percent. */
  gstPercent: number;
};

export type KfsFigures = { emi: number; upfrontCharges: number; netDisbursed: number; totalInterest: number; aprPercent: number };

export function kfsFigures(loan: KfsLoan): KfsFigures {
  const input = { principal: loan.principal, annualRatePercent: loan.annualRatePercent, months: loan.months };
  const upfrontCharges = Math.round(loan.principal * (loan.processingFeePercent / 100) * (1 + loan.gstPercent / 100));
  const { emi, totalInterest } = amortize(input);
  return {
    emi: Math.round(emi),
    upfrontCharges,
    netDisbursed: loan.principal - upfrontCharges,
    totalInterest: Math.round(totalInterest),
    aprPercent: Math.round(annualPercentageRate(input, upfrontCharges) * 100) / 100,
  };
}
