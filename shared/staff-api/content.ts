// The site's content (docs/decisions/130-live-site-content.md, server/site-content/): the sections a person's roles
// edit; one section with its JSON Schema (the editor's fields), git's and the live value, its open change and its
// history; saving the draft (checked against the version the editor read), publishing now or at a time, sending for
// approval, approving or sending back, discarding, unscheduling, previewing; a published version's difference in
// words and restoring it; images uploaded for the pages.
import * as z from "zod/mini";
import type { Contract } from "./define";

const MAX_REASON = 1000;
const MESSAGES = {
  publishAt:
    "Give the publishing time as a date and time with its time zone (ISO 8601, e.g. 2026-12-01T09:00:00+05:30), or leave it out to publish now.",
  reason: "Give the reason (at most 1,000 characters).",
  value: "Send the section's new value.",
} as const;

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const saveDraftRequest = z.object({
  value: z.unknown().check(z.refine((v) => v !== undefined, MESSAGES.value)),
  /**
   * The draft's updatedAt as the editor read it: a draft someone else saved since is not overwritten. "" says the
   * editor read no draft (one started since is not overwritten either); left out, nothing is checked.
   */
  updatedAt: z.optional(z.string()),
});

export const publishRequest = z.object({
  publishAt: z.optional(z.string({ error: MESSAGES.publishAt }).check(z.regex(ISO_WITH_ZONE, MESSAGES.publishAt))),
});

export const rejectRequest = z.object({
  reason: z.string({ error: MESSAGES.reason }).check(z.trim(), z.minLength(1, MESSAGES.reason), z.maxLength(MAX_REASON, MESSAGES.reason)),
});

const contentProblem = z.object({
  section: z.optional(z.string()),
  lang: z.optional(z.string()),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  message: z.string(),
});

const versionStatus = z.enum(["draft", "awaiting-approval", "scheduled", "publishing", "published", "failed", "discarded"]);

const versionAnswer = z.object({
  id: z.string(),
  section: z.string(),
  status: versionStatus,
  number: z.nullable(z.number()),
  value: z.unknown(),
  restores: z.nullable(z.number()),
  editors: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedBy: z.nullable(z.string()),
  approvedBy: z.nullable(z.string()),
  rejectedBy: z.nullable(z.string()),
  rejectedReason: z.nullable(z.string()),
  publishAt: z.nullable(z.string()),
  publishedBy: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  problems: z.array(contentProblem),
});

const sectionSummary = z.object({
  id: z.string(),
  title: z.string(),
  role: z.string(),
  approval: z.boolean(),
  perLanguage: z.boolean(),
  pages: z.array(z.string()),
  /** The live published version's number, or null while git's value is live. */
  liveNumber: z.nullable(z.number()),
  open: z.nullable(z.object({ id: z.string(), status: versionStatus, updatedAt: z.string(), createdBy: z.string() })),
  /** Git's value changed after the live version was started from it: a developer should reconcile (npm run content -- export). */
  gitChanged: z.boolean(),
});

const sectionAnswer = z.object({
  section: sectionSummary,
  /** JSON Schema of the value in one language (or of the shared value): the editor's fields. */
  schema: z.unknown(),
  git: z.unknown(),
  live: z.unknown(),
  open: z.nullable(versionAnswer),
  history: z.array(versionAnswer),
});

const wordPart = z.object({ kind: z.enum(["same", "added", "removed"]), text: z.string() });
const contentChange = z.object({
  lang: z.optional(z.string()),
  path: z.array(z.union([z.string(), z.number()])),
  kind: z.enum(["added", "removed", "changed"]),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  words: z.optional(z.array(wordPart)),
  summary: z.string(),
});

const previewAnswer = z.object({
  expiresAt: z.string(),
  pages: z.array(z.object({ lang: z.string(), path: z.string(), url: z.string() })),
});

const imageAnswer = z.object({
  name: z.string(),
  usage: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.record(z.string(), z.string()),
  url: z.string(),
});

const sectionParams = z.object({ section: z.string() });
const versionParams = z.object({ section: z.string(), number: z.string() });
const version = z.object({ version: versionAnswer });

export const contentApi = {
  "GET /content/sections": { answer: z.object({ sections: z.array(sectionSummary) }) },
  "GET /content/sections/:section": { params: sectionParams, answer: sectionAnswer },
  "PUT /content/sections/:section/draft": {
    params: sectionParams,
    body: saveDraftRequest,
    answer: z.object({ version: versionAnswer, problems: z.array(contentProblem) }),
  },
  "DELETE /content/sections/:section/draft": { params: sectionParams, answer: version },
  "POST /content/sections/:section/draft/publish": { params: sectionParams, body: publishRequest, answer: version },
  "POST /content/sections/:section/draft/submit": { params: sectionParams, body: publishRequest, answer: version },
  "POST /content/sections/:section/draft/approve": { params: sectionParams, answer: version },
  "POST /content/sections/:section/draft/reject": { params: sectionParams, body: rejectRequest, answer: version },
  "POST /content/sections/:section/draft/unschedule": { params: sectionParams, answer: version },
  "POST /content/sections/:section/draft/preview": { params: sectionParams, answer: previewAnswer },
  "GET /content/sections/:section/versions/:number": {
    params: versionParams,
    query: z.object({ from: z.optional(z.string()) }),
    answer: z.object({ version: versionAnswer, against: z.union([z.number(), z.literal("git")]), changes: z.array(contentChange) }),
  },
  "POST /content/sections/:section/versions/:number/restore": { params: versionParams, answer: version },
  "GET /content/images": { answer: z.object({ usages: z.array(z.string()), images: z.array(imageAnswer) }) },
  "POST /content/images": { upload: true, answer: z.object({ image: imageAnswer }) },
} as const satisfies Contract;

export type VersionAnswer = z.infer<typeof versionAnswer>;
export type SectionSummary = z.infer<typeof sectionSummary>;
export type ImageAnswer = z.infer<typeof imageAnswer>;
