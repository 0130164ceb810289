import type { FormCopy } from "#forms/declare";
import type { loanEnquiryForm } from "#forms/loan-enquiry";

// The business-loan enquiry (Products page, "Get Started"); not in the
// specification, so its words are ours, in the same voice as the partner form.
export const loanEnquiryCopy = {
  trigger: "Get Started",
  title: "Tell us what your business needs",
  intro: "Share a few details and a credit specialist will call you within one working day.",
  labels: {
    name: "Your name",
    mobile: "Mobile number",
    company: "Business name",
    city: "City",
    product: "Product of interest",
    amount: "Loan amount (₹)",
    message: "Anything else we should know?",
  },
  hints: { amount: "Between ₹1,00,000 and ₹5,00,00,000 (₹1 lakh to ₹5 Cr)." },
  messages: {
    name: {
      required: "Full name is required",
      min: "Name must be at least 2 characters long",
      letters: "Name should contain only letters and spaces",
      max: "Name should not exceed 50 characters",
    },
    mobile: {
      required: "Mobile number is required",
      tenDigits: "Mobile number must be exactly 10 digits",
      indianMobile: "Please enter a valid Indian mobile number",
    },
    company: {
      required: "Company name is required",
      min: "Company name must be at least 2 characters long",
      max: "Company name should not exceed 100 characters",
    },
    city: {
      required: "Please enter your city",
      min: "City must be at least 2 characters long",
      max: "City should not exceed 100 characters",
    },
    product: { choice: "Please select a product" },
    amount: {
      required: "Please enter the loan amount",
      whole: "Please enter the amount in whole rupees",
      min: "The loan amount must be at least ₹1 lakh",
      max: "The loan amount cannot exceed ₹5 Cr",
    },
    message: { max: "Message should not exceed 2000 characters" },
  },
  options: {
    product: {
      "working-capital": "Working Capital",
      "term-loan": "Term Loan",
      "machinery-finance": "Machinery Finance",
      "loan-against-property": "Loan Against Property",
      "growth-capital": "Growth Capital",
      "margin-funding": "Margin Funding",
      "invoice-discounting": "Invoice Discounting",
      "supply-chain-finance": "Supply Chain Finance",
    },
  },
  submit: "Send enquiry",
  success: { title: "Thank you for your enquiry!", text: "We have received your loan enquiry and will contact you soon." },
  notice: {
    collected: "We collect your name, mobile number, business name, city and loan need",
    why: "only to call you back about this enquiry",
    kept: "for 24 months after our last contact",
  },
} satisfies FormCopy<typeof loanEnquiryForm> & Record<string, unknown>;
