import * as z from "zod/mini";
import { EMAIL_PATTERN, TEN_DIGITS, choice, honeypot, requiredText } from "./rules";

export const EXPERIENCE_OPTIONS = [
  { value: "0-1", label: "0-1 years" },
  { value: "1-3", label: "1-3 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "5-7", label: "5-7 years" },
  { value: "7-10", label: "7-10 years" },
  { value: "10+", label: "10+ years" },
] as const;

export const NOTICE_PERIOD_OPTIONS = [
  { value: "immediate", label: "Immediate" },
  { value: "15-days", label: "15 days" },
  { value: "1-month", label: "1 month" },
  { value: "2-months", label: "2 months" },
  { value: "3-months", label: "3 months" },
] as const;

/** Used by the form's hint, the schema and the server's multipart limit alike. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const MAX_RESUME_LABEL = "5 MB";
/** The file input's `accept`: a hint for the picker only; the server checks the bytes. */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** The multipart part that carries the file. */
export const RESUME_FIELD = "resume";

/** Spec section 5, exactly; the max-length, job and resume type/size messages are ours. */
export const JOB_APPLICATION_MESSAGES = {
  firstNameRequired: "Please enter your first name",
  firstNameMin: "First name must be at least 2 characters",
  firstNameMax: "First name should not exceed 50 characters",
  lastNameRequired: "Please enter your last name",
  lastNameMin: "Last name must be at least 2 characters",
  lastNameMax: "Last name should not exceed 50 characters",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  emailMax: "Email address is too long",
  phoneRequired: "Please enter your phone number",
  phoneInvalid: "Please enter a valid 10-digit phone number",
  experience: "Please select your experience level",
  location: "Please enter your current location",
  company: "Please enter your current/last company",
  currentCTC: "Please enter your current CTC",
  expectedCTC: "Please enter your expected CTC",
  noticePeriod: "Please select your notice period",
  coverLetterRequired: "Please write a brief cover letter",
  coverLetterMin: "Cover letter should be at least 50 characters",
  coverLetterMax: "Cover letter should not exceed 5000 characters",
  tooLong: "This answer is too long",
  jobId: "Please choose the opening you are applying for",
  resumeRequired: "Please upload your resume",
  resumeSingle: "Please upload a single file",
  resumeType: "Please upload a PDF, DOC or DOCX file",
  resumeSize: `Your resume must be ${MAX_RESUME_LABEL} or smaller`,
} as const;

/** Spec section 8. */
export const JOB_APPLICATION_SUCCESS = "Application submitted successfully! We will contact you soon.";

const m = JOB_APPLICATION_MESSAGES;
const short = (required: string) => requiredText(required, z.maxLength(100, m.tooLong));

/** The text fields (the resume is a separate file part, checked by the server). */
export const jobApplicationSchema = z.object({
  firstName: requiredText(m.firstNameRequired, z.minLength(2, m.firstNameMin), z.maxLength(50, m.firstNameMax)),
  lastName: requiredText(m.lastNameRequired, z.minLength(2, m.lastNameMin), z.maxLength(50, m.lastNameMax)),
  email: requiredText(m.emailRequired, z.regex(EMAIL_PATTERN, m.emailInvalid), z.maxLength(100, m.emailMax)),
  phone: requiredText(m.phoneRequired, z.regex(TEN_DIGITS, m.phoneInvalid)),
  experience: choice(EXPERIENCE_OPTIONS, m.experience),
  location: short(m.location),
  company: short(m.company),
  currentCTC: short(m.currentCTC),
  expectedCTC: short(m.expectedCTC),
  noticePeriod: choice(NOTICE_PERIOD_OPTIONS, m.noticePeriod),
  coverLetter: requiredText(m.coverLetterRequired, z.minLength(50, m.coverLetterMin), z.maxLength(5000, m.coverLetterMax)),
  // The opening's id from content; the server stores it as given.
  jobId: requiredText(m.jobId, z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, m.jobId)),
  website: honeypot,
});

export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
export type JobApplication = z.output<typeof jobApplicationSchema>;

/**
 * The browser's check of a picked file (name and size only; the server checks
 * the bytes). Returns the message to show, or undefined.
 */
export function checkResumeFile(files: ReadonlyArray<{ name: string; size: number }>): string | undefined {
  if (files.length === 0) return m.resumeRequired;
  if (files.length > 1) return m.resumeSingle;
  const file = files[0]!;
  if (!/\.(?:pdf|docx?)$/i.test(file.name)) return m.resumeType;
  if (file.size > MAX_RESUME_BYTES) return m.resumeSize;
  return undefined;
}
