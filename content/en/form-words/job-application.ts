import type { FormCopy } from "#forms/declare";
import type { ResumeMessages, jobApplicationForm } from "#forms/job-application";

export const jobApplicationCopy = {
  /** The dialog's title: "Apply for Credit Manager". */
  titlePrefix: "Apply for",
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email address",
    phone: "Phone number",
    experience: "Total experience",
    location: "Current location",
    company: "Current/last company",
    currentCTC: "Current CTC (per annum)",
    expectedCTC: "Expected CTC (per annum)",
    noticePeriod: "Notice period",
    coverLetter: "Cover letter",
  },
  placeholders: { currentCTC: "e.g. ₹8 LPA", expectedCTC: "e.g. ₹10 LPA" },
  /** docs/requirements.md#forms, exactly; the length, job and resume type/size messages are ours. */
  messages: {
    jobId: {
      required: "Please choose the opening you are applying for",
      max: "Please choose the opening you are applying for",
      pattern: "Please choose the opening you are applying for",
    },
    firstName: {
      required: "Please enter your first name",
      min: "First name must be at least 2 characters",
      max: "First name should not exceed 50 characters",
    },
    lastName: {
      required: "Please enter your last name",
      min: "Last name must be at least 2 characters",
      max: "Last name should not exceed 50 characters",
    },
    email: { required: "Please enter your email address", email: "Please enter a valid email address", max: "Email address is too long" },
    phone: { required: "Please enter your phone number", tenDigits: "Please enter a valid 10-digit phone number" },
    experience: { choice: "Please select your experience level" },
    location: { required: "Please enter your current location", max: "This answer is too long" },
    company: { required: "Please enter your current/last company", max: "This answer is too long" },
    currentCTC: { required: "Please enter your current CTC", max: "This answer is too long" },
    expectedCTC: { required: "Please enter your expected CTC", max: "This answer is too long" },
    noticePeriod: { choice: "Please select your notice period" },
    coverLetter: {
      required: "Please write a brief cover letter",
      min: "Cover letter should be at least 50 characters",
      max: "Cover letter should not exceed 5000 characters",
    },
  },
  options: {
    experience: {
      "0-1": "0-1 years",
      "1-3": "1-3 years",
      "3-5": "3-5 years",
      "5-7": "5-7 years",
      "7-10": "7-10 years",
      "10+": "10+ years",
    },
    noticePeriod: { immediate: "Immediate", "15-days": "15 days", "1-month": "1 month", "2-months": "2 months", "3-months": "3 months" },
  },
  /** "{count}" is how many characters the cover letter has. */
  coverLetterCount: "{count} / 50+",
  resume: {
    label: "Resume",
    /** "{size}" is the limit, 5 MB. */
    hint: "One file: PDF, DOC or DOCX, at most {size}.",
    removeFile: "Remove",
    uploadStatus: { ready: "Ready to send", uploading: "Uploading", done: "Uploaded", error: "Upload failed", removed: "Removed" },
    messages: {
      required: "Please upload your resume",
      single: "Please upload a single file",
      type: "Please upload a PDF, DOC or DOCX file",
      size: "Your resume must be 5 MB or smaller",
      macro: "This file contains macros, which we cannot accept. Please save it as a PDF or a plain DOCX and upload it again.",
      unreadable: "This file could not be read as a resume. Please save it again as a PDF and upload it.",
      name: "Please give the file a name that ends in .pdf, .doc or .docx",
    } satisfies ResumeMessages,
  },
  submit: "Submit Application",
  /** docs/requirements.md#forms, exactly: shown as a toast once the dialog closes. */
  success: { title: "Application submitted successfully! We will contact you soon." },
  notice: {
    collected: "We collect your contact details, work history, cover letter and resume",
    why: "only to consider you for this role",
    kept: "for 12 months, then delete them unless you join us",
  },
} satisfies FormCopy<typeof jobApplicationForm> & Record<string, unknown>;
