// The content API's answers the console reads (server/site-content/api-shapes.ts
// declares them with zod/mini; the server's code is never imported here).
import type { ContentProblem } from "#shared/site-content";
import type { ContentChange } from "#shared/content-diff";

type VersionStatus = "draft" | "awaiting-approval" | "scheduled" | "publishing" | "published" | "failed" | "discarded";

export type ContentVersion = {
  id: string;
  section: string;
  status: VersionStatus;
  number: number | null;
  value: unknown;
  restores: number | null;
  editors: string[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  submittedBy: string | null;
  approvedBy: string | null;
  rejectedBy: string | null;
  rejectedReason: string | null;
  publishAt: string | null;
  publishedBy: string | null;
  publishedAt: string | null;
  problems: ContentProblem[];
};

export type SectionSummary = {
  id: string;
  title: string;
  role: string;
  approval: boolean;
  perLanguage: boolean;
  pages: string[];
  liveNumber: number | null;
  open: { id: string; status: VersionStatus; updatedAt: string; createdBy: string } | null;
  gitChanged: boolean;
};

export type SectionDetail = {
  section: SectionSummary;
  schema: unknown;
  git: unknown;
  live: unknown;
  open: ContentVersion | null;
  history: ContentVersion[];
};

export type VersionDiff = { version: ContentVersion; against: number | "git"; changes: ContentChange[] };
export type PreviewPages = { expiresAt: string; pages: { lang: string; path: string; url: string }[] };
export type SiteImage = { name: string; usage: string; width: number; height: number; alt: Record<string, string>; url: string };

/** How a version's state reads in the console. */
export const STATUS_LABELS: Record<VersionStatus, string> = {
  draft: "Draft",
  "awaiting-approval": "Awaiting approval",
  scheduled: "Scheduled",
  publishing: "Publishing",
  published: "Published",
  failed: "Failed",
  discarded: "Discarded",
};
