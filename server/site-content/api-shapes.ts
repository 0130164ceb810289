// Parsing a content route's request with its shape from the contract (shared/staff-api/content.ts): the first
// problem becomes a 400 naming the field.
import type * as z from "zod/mini";

/** Parses a request body with its shape; the first problem becomes a 400 naming the field. */
export function parseRequest<T>(schema: z.ZodMiniType<T>, body: unknown): { ok: true; value: T } | { ok: false; message: string } {
  const r = schema.safeParse(body ?? {});
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0]!;
  return { ok: false, message: `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}` };
}
