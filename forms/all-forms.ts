// Every form's name in one type, so tables keyed by form (which role works its leads, how long it is kept) are
// typed by the forms that exist: a form renamed or added is a type error where such a table forgets it.
import type { complaintForm } from "./complaint";
import type { investorAlertsForm } from "./investor-alerts";
import type { jobApplicationForm } from "./job-application";
import type { loanEnquiryForm } from "./loan-enquiry";
import type { newsletterForm } from "./newsletter";
import type { partnerEnquiryForm } from "./partner-enquiry";
import type { privacyRequestForm } from "./privacy-request";

type Declaration =
  | typeof newsletterForm
  | typeof partnerEnquiryForm
  | typeof loanEnquiryForm
  | typeof jobApplicationForm
  | typeof complaintForm
  | typeof privacyRequestForm
  | typeof investorAlertsForm;

/** "newsletter" | "partner-enquiry" | ...: the name each submission is stored under. */
export type FormName = Declaration["name"];
