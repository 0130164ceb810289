import { defineForm } from "./declare";
import { HIRING_STATUSES } from "./lead-statuses";

/** Used by the form's hint, the browser's check and the server's upload limit alike. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
/** The file input's `accept`: a hint for the picker only; the server checks the bytes. */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

/** The job application (docs/requirements.md#forms): the text fields plus one resume, sent as multipart. */
export const jobApplicationForm = defineForm({
  name: "job-application",
  endpoint: "/api/job-applications",
  exportName: "applications",
  fields: {
    // The opening applied for: an id from content/<lang>/jobs.ts, sent by the form, not typed.
    jobId: { kind: "hidden", checks: [["required"], ["max", 80], ["pattern", /^[a-z0-9][a-z0-9-]*$/]], list: true },
    firstName: { kind: "text", checks: [["required"], ["min", 2], ["max", 50]], autoComplete: "given-name" },
    lastName: { kind: "text", checks: [["required"], ["min", 2], ["max", 50]], autoComplete: "family-name" },
    email: { kind: "email", checks: [["required"], ["max", 100], ["email"]], autoComplete: "email" },
    phone: { kind: "mobile", checks: [["required"], ["tenDigits"]], autoComplete: "tel-national" },
    experience: { kind: "choice", options: ["0-1", "1-3", "3-5", "5-7", "7-10", "10+"], list: true },
    location: { kind: "text", checks: [["required"], ["max", 100]], autoComplete: "address-level2" },
    company: { kind: "text", checks: [["required"], ["max", 100]], autoComplete: "organization" },
    currentCTC: { kind: "text", checks: [["required"], ["max", 100]] },
    expectedCTC: { kind: "text", checks: [["required"], ["max", 100]] },
    noticePeriod: { kind: "choice", options: ["immediate", "15-days", "1-month", "2-months", "3-months"], list: true },
    coverLetter: { kind: "longText", checks: [["required"], ["min", 50], ["max", 5000]] },
  },
  file: { field: "resume", maxBytes: MAX_RESUME_BYTES },
  replyTo: "email",
  phones: ["phone"],
  statuses: HIRING_STATUSES,
});

/** Messages for the resume (the file part), checked apart from the text fields. */
export type ResumeMessages = {
  required: string;
  single: string;
  type: string;
  size: string;
  macro: string;
  unreadable: string;
  name: string;
};

/**
 * The browser's check of a picked file (its name and size only; the server
 * checks the bytes). Returns the message to show, or undefined.
 */
export function checkResumeFile(files: ReadonlyArray<{ name: string; size: number }>, m: ResumeMessages): string | undefined {
  if (files.length === 0) return m.required;
  if (files.length > 1) return m.single;
  const file = files[0]!;
  const lower = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => lower.endsWith(ext))) return m.type;
  if (file.size > MAX_RESUME_BYTES) return m.size;
  return undefined;
}
