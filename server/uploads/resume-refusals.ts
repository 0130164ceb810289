// The visitor's message for each refused resume, shown under the file field
// (422 { error, fieldErrors: { resume } }). The first message is the form's
// own; the others are proposed for forms/job-application.ts, which owns the
// words the browser shows too.
import { JOB_APPLICATION_MESSAGES } from "#forms/job-application";
import type { ResumeRefusal } from "./resume-check";

export const RESUME_REFUSAL_MESSAGES: Record<ResumeRefusal, string> = {
  "not-a-resume": JOB_APPLICATION_MESSAGES.resumeType,
  polyglot: JOB_APPLICATION_MESSAGES.resumeType,
  "extension-mismatch": "The file name must end in .pdf, .doc or .docx, matching the kind of file it is",
  "file-name": "Please give your resume a file name, for example resume.pdf",
  macro: "Please upload your resume without macros or embedded objects (save it as PDF or DOCX)",
  "too-large-unpacked": "This file is too large when unpacked. Please save it again as PDF or DOCX",
  damaged: "This file could not be read. Please save it again as PDF or DOCX and upload it",
};
