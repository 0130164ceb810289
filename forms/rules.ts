// The patterns the form declarations (forms/declare.ts) check fields with.

/**
 * docs/requirements.md#forms: a "simple address pattern": something, @, then a domain of
 * dot-separated labels. Each label excludes the dot that ends it, so the
 * pattern cannot backtrack: it runs in time linear in the input (we once
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
