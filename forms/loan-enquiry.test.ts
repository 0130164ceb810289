import { describe, expect, it } from "vitest";
import { LOAN_PRODUCT_OPTIONS, loanEnquirySchema, validateLoanField } from "./loan-enquiry";

describe("loan enquiry rules", () => {
  it("offers the product catalogue", () => {
    expect(LOAN_PRODUCT_OPTIONS.map((o) => o.label)).toEqual([
      "Working Capital", "Term Loan", "Machinery Finance", "Loan Against Property",
      "Growth Capital", "Margin Funding", "Invoice Discounting", "Supply Chain Finance",
    ]);
  });

  it("takes the amount as a number or as typed text, within ₹1 lakh to ₹5 Cr", () => {
    expect(validateLoanField("amount", "")).toBe("Please enter the loan amount");
    expect(validateLoanField("amount", "1,00,000")).toBeUndefined();
    expect(validateLoanField("amount", 99_999)).toBe("The loan amount must be at least ₹1 lakh");
    expect(validateLoanField("amount", "5,00,00,001")).toBe("The loan amount cannot exceed ₹5 Cr");
    const parsed = loanEnquirySchema.parse({ name: "Ravi", mobile: "9876543210", company: "Co", product: "term-loan", amount: "2,50,000", city: "Pune" });
    expect(parsed.amount).toBe(250_000);
  });
});
