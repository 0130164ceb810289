// The content API's requests and answers (docs/decisions/130-live-site-content.md),
// declared once with zod/mini so that they can move as they are into the
// console's typed contract (shared/staff-api/). The server parses requests
// with them and builds its answers to their types.
import * as z from "zod/mini";

export const MAX_REASON = 1000;
export const MESSAGES = {
  publishAt:
    "Give the publishing time as a date and time with its time zone (ISO 8601, e.g. 2026-12-01T09:00:00+05:30), or leave it out to publish now.",
  reason: "Give the reason (at most 1,000 characters).",
  value: "Send the section's new value.",
} as const;

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const saveDraftRequest = z.object({
  value: z.unknown().check(z.refine((v) => v !== undefined, MESSAGES.value)),
  /** The draft's updatedAt as the editor read it: a draft someone else saved since is not overwritten. */
  updatedAt: z.optional(z.string()),
});

export const publishRequest = z.object({
  publishAt: z.optional(z.string({ error: MESSAGES.publishAt }).check(z.regex(ISO_WITH_ZONE, MESSAGES.publishAt))),
});

export const rejectRequest = z.object({
  reason: z.string({ error: MESSAGES.reason }).check(z.trim(), z.minLength(1, MESSAGES.reason), z.maxLength(MAX_REASON, MESSAGES.reason)),
});

export const contentProblem = z.object({
  section: z.optional(z.string()),
  lang: z.optional(z.string()),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  message: z.string(),
});

export const versionStatus = z.enum(["draft", "awaiting-approval", "scheduled", "publishing", "published", "failed", "discarded"]);

export const versionAnswer = z.object({
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

export const sectionSummary = z.object({
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

export const sectionAnswer = z.object({
  section: sectionSummary,
  /** JSON Schema of the value in one language (or of the shared value): the editor's fields. */
  schema: z.unknown(),
  git: z.unknown(),
  live: z.unknown(),
  open: z.nullable(versionAnswer),
  history: z.array(versionAnswer),
});

export const wordPart = z.object({ kind: z.enum(["same", "added", "removed"]), text: z.string() });
export const contentChange = z.object({
  lang: z.optional(z.string()),
  path: z.array(z.union([z.string(), z.number()])),
  kind: z.enum(["added", "removed", "changed"]),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  words: z.optional(z.array(wordPart)),
  summary: z.string(),
});

export const previewAnswer = z.object({
  expiresAt: z.string(),
  pages: z.array(z.object({ lang: z.string(), path: z.string(), url: z.string() })),
});

export const imageAnswer = z.object({
  name: z.string(),
  usage: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.record(z.string(), z.string()),
  url: z.string(),
});

export type VersionAnswer = z.infer<typeof versionAnswer>;
export type SectionSummary = z.infer<typeof sectionSummary>;
export type SectionAnswer = z.infer<typeof sectionAnswer>;
export type PreviewAnswer = z.infer<typeof previewAnswer>;
export type ImageAnswer = z.infer<typeof imageAnswer>;

/** Parses a request body with its shape; the first problem becomes a 400 naming the field. */
export function parseRequest<T>(schema: z.ZodMiniType<T>, body: unknown): { ok: true; value: T } | { ok: false; message: string } {
  const r = schema.safeParse(body ?? {});
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0]!;
  return { ok: false, message: `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}` };
}
