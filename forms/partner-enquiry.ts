import { indianMobileField, personNameField } from "./rules";
import { defineForm } from "./declare";
import { SALES_STATUSES } from "./lead-statuses";

/** 'Become Our Partner' (docs/requirements.md#forms). Option values are the specification's. */
export const partnerEnquiryForm = defineForm({
  name: "partner-enquiry",
  endpoint: "/api/partner-enquiries",
  exportName: "partners",
  fields: {
    name: personNameField,
    email: { kind: "email", checks: [["required"], ["max", 100], ["email"]], autoComplete: "email", list: true },
    phone: indianMobileField,
    company: { kind: "text", checks: [["required"], ["min", 2], ["max", 100]], autoComplete: "organization", list: true },
    loanAmount: { kind: "choice", options: ["under-1cr", "1cr-10cr", "10cr-50cr", "50cr-100cr", "above-100cr"], optional: true },
    purpose: { kind: "choice", options: ["digital-lending", "traditional-lending", "co-lending", "technology-partner"], optional: true },
    message: { kind: "longText", checks: [["max", 2000]], optional: true },
  },
  replyTo: "email",
  phones: ["phone"],
  statuses: SALES_STATUSES,
});
