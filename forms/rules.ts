// Building blocks shared by the form schemas. zod/mini keeps the browser cost small.
import * as z from "zod/mini";

/**
 * docs/requirements.md#forms: a "simple address pattern": something, @, then a domain of
 * dot-separated labels. Each label excludes the dot that ends it, so the
 * pattern cannot backtrack: it runs in time linear in the input (issue 10
 * measured 17 s for 65,000 dots against the earlier pattern).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s.@]+(?:\.[^\s.@]+)+$/;
/**
 * Letters (any script) and spaces. Combining marks count as part of a letter:
 * Indian scripts write vowels as marks (आशा is आ + श + ा).
 */
export const NAME_PATTERN = /^[\p{L}\p{M}\s]+$/u;
export const TEN_DIGITS = /^\d{10}$/;
export const INDIAN_MOBILE = /^[6-9]/;

/**
 * A trimmed, required string. `required` is the message for a missing or
 * empty value; it aborts, so a blank field shows only that message.
 */
export function requiredText(required: string, ...checks: z.core.$ZodCheck<string>[]) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }), ...checks);
}

/** An optional free-text field; empty counts as not given. */
export function optionalText(max: number, tooLong: string) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong)));
}

/** One of `options`; `message` for a missing or unknown value. */
export function choice<const T extends readonly { value: string }[]>(options: T, message: string) {
  const values = options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];
  return z.enum(values, { error: message });
}

/** An optional choice; the empty string of an unselected <select> counts as not given. */
export function optionalChoice<const T extends readonly { value: string }[]>(options: T, message: string) {
  const values = options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];
  return z.optional(z.union([z.literal(""), z.enum(values, { error: message })], { error: message }));
}

/** The honeypot: any string is accepted here; the server treats a non-empty one as a bot. */
export const honeypot = z.optional(z.string());
