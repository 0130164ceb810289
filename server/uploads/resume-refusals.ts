// Which of the resume's messages (content/<lang>/form-words/job-application.ts,
// resume.messages) answers each refused file, under the file field.
import type { ResumeMessages } from "#forms/job-application";
import type { ResumeRefusal } from "./resume-check";

export const RESUME_REFUSAL_MESSAGE: Record<ResumeRefusal, keyof ResumeMessages> = {
  "not-a-resume": "type",
  polyglot: "type",
  "extension-mismatch": "name",
  "file-name": "name",
  macro: "macro",
  "too-large-unpacked": "unreadable",
  damaged: "unreadable",
};
