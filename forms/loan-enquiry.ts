import * as z from "zod/mini";
import { firstError } from "./field-errors";
import { INDIAN_MOBILE, NAME_PATTERN, TEN_DIGITS, choice, honeypot, optionalText, requiredText } from "./rules";

/** The product catalogue (spec section 1) as choices for "product of interest". */
export const LOAN_PRODUCT_OPTIONS = [
  { value: "working-capital", label: "Working Capital" },
  { value: "term-loan", label: "Term Loan" },
  { value: "machinery-finance", label: "Machinery Finance" },
  { value: "loan-against-property", label: "Loan Against Property" },
  { value: "growth-capital", label: "Growth Capital" },
  { value: "margin-funding", label: "Margin Funding" },
  { value: "invoice-discounting", label: "Invoice Discounting" },
  { value: "supply-chain-finance", label: "Supply Chain Finance" },
] as const;

/** In rupees: ₹1 lakh to ₹5 Cr (business loans go up to ₹5 Cr, spec section 9). */
export const MIN_LOAN_AMOUNT = 100_000;
export const MAX_LOAN_AMOUNT = 50_000_000;

/** Not in the spec (the enquiry is new); written in the same voice as the partner form. */
export const LOAN_ENQUIRY_MESSAGES = {
  nameRequired: "Full name is required",
  nameMin: "Name must be at least 2 characters long",
  namePattern: "Name should contain only letters and spaces",
  nameMax: "Name should not exceed 50 characters",
  mobileRequired: "Mobile number is required",
  mobileLength: "Mobile number must be exactly 10 digits",
  mobileIndian: "Please enter a valid Indian mobile number",
  companyRequired: "Company name is required",
  companyMin: "Company name must be at least 2 characters long",
  companyMax: "Company name should not exceed 100 characters",
  product: "Please select a product",
  amountRequired: "Please enter the loan amount",
  amountWhole: "Please enter the amount in whole rupees",
  amountMin: "The loan amount must be at least ₹1 lakh",
  amountMax: "The loan amount cannot exceed ₹5 Cr",
  cityRequired: "Please enter your city",
  cityMin: "City must be at least 2 characters long",
  cityMax: "City should not exceed 100 characters",
  messageMax: "Message should not exceed 2000 characters",
} as const;

export const LOAN_ENQUIRY_SUCCESS = {
  title: "Thank you for your enquiry!",
  text: "We have received your loan enquiry and will contact you soon.",
} as const;

const m = LOAN_ENQUIRY_MESSAGES;

/**
 * The amount as a number of rupees. A text input's value may be sent as is:
 * digits (with optional commas) become a number, and an empty one counts as missing.
 */
const amount = z.pipe(
  z.transform((v: unknown) => {
    if (typeof v !== "string") return v;
    const s = v.replace(/[,\s]/g, "");
    return s === "" ? undefined : /^\d+(?:\.\d+)?$/.test(s) ? Number(s) : v;
  }),
  z.number({ error: (issue) => (issue.input === undefined ? m.amountRequired : m.amountWhole) }).check(
    z.int({ error: m.amountWhole, abort: true }),
    z.gte(MIN_LOAN_AMOUNT, m.amountMin),
    z.lte(MAX_LOAN_AMOUNT, m.amountMax),
  ),
);

export const loanEnquiryFields = {
  name: requiredText(m.nameRequired, z.minLength(2, m.nameMin), z.regex(NAME_PATTERN, m.namePattern), z.maxLength(50, m.nameMax)),
  mobile: requiredText(m.mobileRequired, z.regex(TEN_DIGITS, m.mobileLength), z.regex(INDIAN_MOBILE, m.mobileIndian)),
  company: requiredText(m.companyRequired, z.minLength(2, m.companyMin), z.maxLength(100, m.companyMax)),
  product: choice(LOAN_PRODUCT_OPTIONS, m.product),
  amount,
  city: requiredText(m.cityRequired, z.minLength(2, m.cityMin), z.maxLength(100, m.cityMax)),
  message: optionalText(2000, m.messageMax),
};

export const loanEnquirySchema = z.object({ ...loanEnquiryFields, website: honeypot });

export type LoanEnquiryField = keyof typeof loanEnquiryFields;
export type LoanEnquiryInput = z.input<typeof loanEnquirySchema>;
export type LoanEnquiry = z.output<typeof loanEnquirySchema>;

/** The live check of one field: its first message, or undefined when it is fine. */
export function validateLoanField(field: LoanEnquiryField, value: unknown): string | undefined {
  return firstError(loanEnquiryFields[field], value);
}
