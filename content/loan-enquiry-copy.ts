import type { DataNotice } from "./forms-copy";

// Words of the business-loan enquiry (Products page, "Get Started"). Kept out
// of forms-copy.ts, which every page loads with the footer newsletter.
export const loanEnquiryCopy = {
  trigger: "Get Started",
  title: "Tell us what your business needs",
  intro: "Share a few details and a credit specialist will call you within one working day.",
  labels: {
    name: "Your name",
    mobile: "Mobile number",
    company: "Business name",
    product: "Product of interest",
    amount: "Loan amount (₹)",
    city: "City",
    message: "Anything else we should know?",
  },
  amountHint: "Between ₹1,00,000 and ₹5,00,00,000 (₹1 lakh to ₹5 Cr).",
  submit: "Send enquiry",
  loading: "Loading the form…",
  notice: {
    collected: "We collect your name, mobile number, business name, city and loan need",
    why: "only to call you back about this enquiry",
    kept: "for 24 months after our last contact",
  } satisfies DataNotice,
};
