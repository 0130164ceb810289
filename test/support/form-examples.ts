// A valid submission of each form, as a visitor would fill it in (optional
// fields filled too, so exports and emails show every column): for the
// server's tests and the benchmarks, so that a form's new required field is
// added in one place. Each example `satisfies` its form's Filled type, which
// fails until a new required field is given and when a removed one is left.
import type { complaintForm } from "#forms/complaint";
import type { AmountField, FieldName, FormDeclaration } from "#forms/declare";
import type { investorAlertsForm } from "#forms/investor-alerts";
import type { jobApplicationForm } from "#forms/job-application";
import type { loanEnquiryForm } from "#forms/loan-enquiry";
import type { newsletterForm } from "#forms/newsletter";
import type { partnerEnquiryForm } from "#forms/partner-enquiry";
import type { privacyRequestForm } from "#forms/privacy-request";

type OptionalField<F extends FormDeclaration> = {
  [K in FieldName<F>]: F["fields"][K] extends { optional: true } ? K : never;
}[FieldName<F>];
type RequiredField<F extends FormDeclaration> = Exclude<FieldName<F>, OptionalField<F>>;
/** What a field holds as sent: text, or for an amount the number too (the server reads "25,00,000" and 2500000 alike). */
type Sent<S> = S extends AmountField ? number | string : string;

/** Every required field of a form, and its optional ones at will: nothing else. */
export type Filled<F extends FormDeclaration> = { [K in RequiredField<F>]: Sent<F["fields"][K]> } & {
  [K in OptionalField<F>]?: Sent<F["fields"][K]>;
};

export const exampleNewsletter = {
  email: "reader@example.in",
} satisfies Filled<typeof newsletterForm>;

export const examplePartnerEnquiry = {
  name: "Ravi Kumar",
  email: "ravi@finserv.example",
  phone: "9876543210",
  company: "Finserv Tech Pvt Ltd",
  loanAmount: "10cr-50cr",
  purpose: "co-lending",
  message: "We would like to co-lend to MSMEs in Gujarat.",
} satisfies Filled<typeof partnerEnquiryForm>;

export const exampleLoanEnquiry = {
  name: "Meera Shah",
  mobile: "7012345678",
  company: "Shah Polymers",
  product: "machinery-finance",
  amount: 2_500_000,
  city: "Ahmedabad",
  message: "New extrusion line.",
} satisfies Filled<typeof loanEnquiryForm>;

/** The job application's text fields (the resume is a separate part). */
export const exampleApplication = {
  firstName: "Asha",
  lastName: "Iyer",
  email: "asha.iyer@example.in",
  phone: "9123456780",
  experience: "3-5",
  location: "Mumbai",
  company: "Acme Finance",
  currentCTC: "12 LPA",
  expectedCTC: "15 LPA",
  noticePeriod: "1-month",
  coverLetter: "I have five years of MSME credit underwriting experience and would love to join.",
  jobId: "credit-analyst",
} satisfies Filled<typeof jobApplicationForm>;

export const exampleComplaint = {
  name: "Sunita Patil",
  mobile: "9822012345",
  email: "sunita@example.in",
  loanNumber: "UFL/2025/001234",
  category: "interest-and-charges",
  description: "A foreclosure charge was debited although my loan is at a floating rate.",
} satisfies Filled<typeof complaintForm>;

export const examplePrivacyRequest = {
  email: "reader@example.in",
  action: "correct",
  change: "My company's name is Patil Agro Foods, not Patil Agro Food.",
} satisfies Filled<typeof privacyRequestForm>;

export const exampleInvestorAlerts = {
  email: "investor@example.in",
} satisfies Filled<typeof investorAlertsForm>;
