import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors";
import { LOAN_AMOUNT_OPTIONS, PURPOSE_OPTIONS, normalizePhoneInput, partnerEnquirySchema, validatePartnerField } from "./partner-enquiry";

describe("partner enquiry rules", () => {
  it("checks one field live, in the spec's order: required, min, pattern, max", () => {
    expect(validatePartnerField("name", "")).toBe("Full name is required");
    expect(validatePartnerField("name", "1")).toBe("Name must be at least 2 characters long");
    expect(validatePartnerField("name", "12")).toBe("Name should contain only letters and spaces");
    expect(validatePartnerField("name", "1".repeat(60))).toBe("Name should contain only letters and spaces");
    expect(validatePartnerField("name", "a".repeat(51))).toBe("Name should not exceed 50 characters");
    expect(validatePartnerField("name", "Ravi Kumar")).toBeUndefined();
    expect(validatePartnerField("phone", "")).toBe("Phone number is required");
    expect(validatePartnerField("phone", "123")).toBe("Phone number must be exactly 10 digits");
    expect(validatePartnerField("phone", "1234567890")).toBe("Please enter a valid Indian mobile number");
    expect(validatePartnerField("loanAmount", "")).toBeUndefined();
  });

  it("offers the spec's option values", () => {
    expect(LOAN_AMOUNT_OPTIONS.map((o) => o.value)).toEqual(["under-1cr", "1cr-10cr", "10cr-50cr", "50cr-100cr", "above-100cr"]);
    expect(PURPOSE_OPTIONS.map((o) => o.value)).toEqual(["digital-lending", "traditional-lending", "co-lending", "technology-partner"]);
  });

  it("keeps only up to 10 digits of what is typed in the phone field", () => {
    expect(normalizePhoneInput("+91 98765-43210")).toBe("9198765432");
    expect(normalizePhoneInput("98a76")).toBe("9876");
  });

  it("gives the first message per field for the whole form", () => {
    expect(fieldErrors(partnerEnquirySchema, { name: "R", email: "x", phone: "9876543210", company: "Acme" })).toEqual({
      name: "Name must be at least 2 characters long",
      email: "Please enter a valid email address",
    });
  });
});
