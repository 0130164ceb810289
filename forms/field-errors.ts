// One place that turns a schema's issues into what a form shows: the first
// message per field. The schemas list their checks in the spec's order of
// precedence (required, min length, pattern, max), so "first" is the right one.

/** The part of a zod (or zod/mini) schema this needs, so no zod type is imported here. */
type SafeParser = {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
};

export function fieldErrors(schema: SafeParser, data: unknown): Record<string, string> {
  const result = schema.safeParse(data);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The first message for a single value checked against one field's schema, for live checks. */
export function firstError(schema: SafeParser, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
