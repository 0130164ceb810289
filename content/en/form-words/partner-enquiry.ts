import type { FormCopy } from "#forms/declare";
import type { partnerEnquiryForm } from "#forms/partner-enquiry";

export const partnerEnquiryCopy = {
  title: "Become Our Partner",
  intro: "Tell us about your business and how you would like to work with us. Our partnerships team replies within two working days.",
  labels: {
    name: "Full name",
    email: "Email address",
    phone: "Mobile number",
    company: "Company name",
    loanAmount: "Expected monthly loan volume",
    purpose: "Partnership type",
    message: "Message",
  },
  hints: { phone: "10 digits, starting with 6, 7, 8 or 9" },
  /** docs/requirements.md#forms, exactly. The last three are ours (the spec does not bound those fields). */
  messages: {
    name: {
      required: "Full name is required",
      min: "Name must be at least 2 characters long",
      letters: "Name should contain only letters and spaces",
      max: "Name should not exceed 50 characters",
    },
    email: { required: "Email address is required", email: "Please enter a valid email address", max: "Email address is too long" },
    phone: {
      required: "Phone number is required",
      tenDigits: "Phone number must be exactly 10 digits",
      indianMobile: "Please enter a valid Indian mobile number",
    },
    company: {
      required: "Company name is required",
      min: "Company name must be at least 2 characters long",
      max: "Company name should not exceed 100 characters",
    },
    loanAmount: { choice: "Please choose one of the listed loan amounts" },
    purpose: { choice: "Please choose one of the listed purposes" },
    message: { max: "Message should not exceed 2000 characters" },
  },
  options: {
    loanAmount: {
      "under-1cr": "Under ₹1 Crore",
      "1cr-10cr": "₹1 Crore to ₹10 Crore",
      "10cr-50cr": "₹10 Crore to ₹50 Crore",
      "50cr-100cr": "₹50 Crore to ₹100 Crore",
      "above-100cr": "Above ₹100 Crore",
    },
    purpose: {
      "digital-lending": "Digital Lending",
      "traditional-lending": "Traditional Lending",
      "co-lending": "Co-Lending",
      "technology-partner": "Technology Partner",
    },
  },
  submit: "Submit Application",
  /** docs/requirements.md#forms: the button while sending. */
  submitting: "Submitting...",
  /** docs/requirements.md#forms, exactly. */
  success: { title: "Thank you for your interest!", text: "We have received your partnership request and will contact you soon." },
  notice: {
    collected: "We collect your name, email, mobile number, company and message",
    why: "only to reply to this partnership enquiry",
    kept: "for 24 months after our last contact",
  },
} satisfies FormCopy<typeof partnerEnquiryForm> & Record<string, unknown>;
