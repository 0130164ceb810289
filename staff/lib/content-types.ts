// The content API's answers as the console keeps them (their shapes: shared/staff-api/content.ts), and how a
// version's state reads.
import type { AnswerOf } from "./api";

export type SectionDetail = AnswerOf<"GET /content/sections/:section">;
export type SectionSummary = SectionDetail["section"];
export type ContentVersion = SectionDetail["history"][number];
export type VersionDiff = AnswerOf<"GET /content/sections/:section/versions/:number">;
export type PreviewPages = AnswerOf<"POST /content/sections/:section/draft/preview">;
export type SiteImage = AnswerOf<"GET /content/images">["images"][number];

/** How a version's state reads in the console. */
export const STATUS_LABELS: Record<ContentVersion["status"], string> = {
  draft: "Draft",
  "awaiting-approval": "Awaiting approval",
  scheduled: "Scheduled",
  publishing: "Publishing",
  published: "Published",
  failed: "Failed",
  discarded: "Discarded",
};

/** A change awaiting approval stays its author's to edit in place: saving it takes it back to a draft, and the request lapses. */
export const editsInPlace = (open: ContentVersion | null | undefined, email: string): boolean =>
  open?.status === "awaiting-approval" && (open.createdBy === email || open.submittedBy === email);
