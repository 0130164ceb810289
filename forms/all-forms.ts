// Every form's name in one type, so tables keyed by form (which role works its leads, how long it is kept) are
// typed by the forms that exist: a form renamed or added is a type error where such a table forgets it.
import { complaintForm } from "./complaint";
import { investorAlertsForm } from "./investor-alerts";
import { jobApplicationForm } from "./job-application";
import { loanEnquiryForm } from "./loan-enquiry";
import { newsletterForm } from "./newsletter";
import { partnerEnquiryForm } from "./partner-enquiry";
import { privacyRequestForm } from "./privacy-request";

/**
 * Every form's declaration, in the order the site lists them: for what the server names by form at its edges (the
 * environment variables of each form's recipients and retention), below the form registry (server/form-registry/).
 */
export const FORM_DECLARATIONS = [
  newsletterForm,
  partnerEnquiryForm,
  loanEnquiryForm,
  jobApplicationForm,
  complaintForm,
  privacyRequestForm,
  investorAlertsForm,
] as const;

type Declaration = (typeof FORM_DECLARATIONS)[number];

/** "newsletter" | "partner-enquiry" | ...: the name each submission is stored under. */
export type FormName = Declaration["name"];
