// A valid submission of each form, as a visitor would fill it in: for the
// server's tests and the benchmarks, so that a form's new required field is
// added in one place (the type below fails until it is).
import type { jobApplicationForm } from "./job-application";
import type { FieldName } from "./declare";

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
} satisfies Partial<Record<FieldName<typeof jobApplicationForm>, string>>;
