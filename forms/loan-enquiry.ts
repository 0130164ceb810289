import { indianMobileField, personNameField } from "./rules";
import { defineForm } from "./declare";
import { SALES_STATUSES } from "./lead-statuses";

/** Business loans go from ₹1 lakh up to ₹5 Cr (docs/requirements.md#products). */
const MIN_LOAN_AMOUNT = 100_000;
const MAX_LOAN_AMOUNT = 50_000_000;

/** The business-loan enquiry behind the Products page's 'Get Started'. Products are the catalogue (docs/requirements.md#products). */
export const loanEnquiryForm = defineForm({
  name: "loan-enquiry",
  endpoint: "/api/loan-enquiries",
  exportName: "loans",
  fields: {
    name: personNameField,
    mobile: indianMobileField,
    company: { kind: "text", checks: [["required"], ["min", 2], ["max", 100]], autoComplete: "organization", list: true },
    city: { kind: "text", checks: [["required"], ["min", 2], ["max", 100]], autoComplete: "address-level2", list: true },
    product: {
      kind: "choice",
      options: [
        "working-capital",
        "term-loan",
        "machinery-finance",
        "loan-against-property",
        "growth-capital",
        "margin-funding",
        "invoice-discounting",
        "supply-chain-finance",
      ],
      list: true,
    },
    amount: { kind: "amount", min: MIN_LOAN_AMOUNT, max: MAX_LOAN_AMOUNT, list: true },
    message: { kind: "longText", checks: [["max", 2000]], optional: true },
  },
  phones: ["mobile"],
  statuses: SALES_STATUSES,
});
