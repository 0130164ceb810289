import * as z from "zod/mini";
import { firstError } from "./field-errors";
import { EMAIL_PATTERN, INDIAN_MOBILE, NAME_PATTERN, TEN_DIGITS, honeypot, optionalChoice, optionalText, requiredText } from "./rules";

// Spec section 3: the values; the labels are what the select shows.
export const LOAN_AMOUNT_OPTIONS = [
  { value: "under-1cr", label: "Under ₹1 Crore" },
  { value: "1cr-10cr", label: "₹1 Crore to ₹10 Crore" },
  { value: "10cr-50cr", label: "₹10 Crore to ₹50 Crore" },
  { value: "50cr-100cr", label: "₹50 Crore to ₹100 Crore" },
  { value: "above-100cr", label: "Above ₹100 Crore" },
] as const;

export const PURPOSE_OPTIONS = [
  { value: "digital-lending", label: "Digital Lending" },
  { value: "traditional-lending", label: "Traditional Lending" },
  { value: "co-lending", label: "Co-Lending" },
  { value: "technology-partner", label: "Technology Partner" },
] as const;

/** Spec section 5, exactly. The last three are ours (the spec does not bound those fields). */
export const PARTNER_MESSAGES = {
  nameRequired: "Full name is required",
  nameMin: "Name must be at least 2 characters long",
  namePattern: "Name should contain only letters and spaces",
  nameMax: "Name should not exceed 50 characters",
  emailRequired: "Email address is required",
  emailInvalid: "Please enter a valid email address",
  emailMax: "Email address is too long",
  phoneRequired: "Phone number is required",
  phoneLength: "Phone number must be exactly 10 digits",
  phoneMobile: "Please enter a valid Indian mobile number",
  companyRequired: "Company name is required",
  companyMin: "Company name must be at least 2 characters long",
  companyMax: "Company name should not exceed 100 characters",
  loanAmountInvalid: "Please choose one of the listed loan amounts",
  purposeInvalid: "Please choose one of the listed purposes",
  messageMax: "Message should not exceed 2000 characters",
} as const;

/** Spec section 5/8 strings the form shows around the fields. */
export const PARTNER_FORM_TEXT = {
  errorBanner: "Please correct the following errors:",
  submitting: "Submitting...",
  successTitle: "Thank you for your interest!",
  successText: "We have received your partnership request and will contact you soon.",
} as const;

const m = PARTNER_MESSAGES;

/** One schema per field, in the spec's order of precedence: required, min, pattern, max. */
export const partnerEnquiryFields = {
  name: requiredText(m.nameRequired, z.minLength(2, m.nameMin), z.regex(NAME_PATTERN, m.namePattern), z.maxLength(50, m.nameMax)),
  email: requiredText(m.emailRequired, z.regex(EMAIL_PATTERN, m.emailInvalid), z.maxLength(100, m.emailMax)),
  phone: requiredText(m.phoneRequired, z.regex(TEN_DIGITS, m.phoneLength), z.regex(INDIAN_MOBILE, m.phoneMobile)),
  company: requiredText(m.companyRequired, z.minLength(2, m.companyMin), z.maxLength(100, m.companyMax)),
  loanAmount: optionalChoice(LOAN_AMOUNT_OPTIONS, m.loanAmountInvalid),
  purpose: optionalChoice(PURPOSE_OPTIONS, m.purposeInvalid),
  message: optionalText(2000, m.messageMax),
};

export const partnerEnquirySchema = z.object({ ...partnerEnquiryFields, website: honeypot });

export type PartnerEnquiryField = keyof typeof partnerEnquiryFields;
export type PartnerEnquiryInput = z.input<typeof partnerEnquirySchema>;
export type PartnerEnquiry = z.output<typeof partnerEnquirySchema>;

/** The live check of one field: its first message, or undefined when it is fine. */
export function validatePartnerField(field: PartnerEnquiryField, value: unknown): string | undefined {
  return firstError(partnerEnquiryFields[field], value);
}

/** What the phone input keeps of what was typed or pasted: digits only, at most 10. */
export function normalizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, 10);
}
