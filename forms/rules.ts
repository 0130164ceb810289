// The patterns the form declarations (forms/declare.ts) check fields with,
// and the fields several forms ask for by the same rules (each form still
// names the field itself: a partner's "phone" is a borrower's "mobile").
import type { FieldSpec } from "./declare";

/**
 * docs/requirements.md#forms: a "simple address pattern": one bare address,
 * local part @ a domain of dot-separated labels. The address becomes the
 * Reply-To of the team's email, so nothing that a mail header reads as more
 * than one bare address may pass: no display name or `<...>`, no
 * comma or group syntax (`:` `;`), no quotes, no RFC 2047 encoded word
 * (`=?utf-8?B?...?=`, hence no `?`). The local part takes letters and digits
 * of any script and the usual `.!#$%&'*+/=^_`{|}~-`; a domain label takes
 * letters, digits and `-`. Each label excludes the dot that ends it, so the
 * pattern cannot backtrack: it runs in time linear in the input (we once
 * measured 17 s for 65,000 dots against an earlier pattern).
 */
export const EMAIL_PATTERN = /^[\p{L}\p{M}\p{N}!#$%&'*+/=^_`{|}~.-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u;
/**
 * Letters (any script) and plain spaces (a one-line field has had its tabs and
 * other spaces made plain, forms/text-input.ts). Combining marks count as part
 * of a letter: Indian scripts write vowels as marks (आशा is आ + श + ा). The
 * joiners ZWNJ/ZWJ are what Hindi keyboards type inside a word (अर्‍जुन);
 * they reach the pattern only between letters or marks. Not `\s`: that
 * takes line breaks, which would forge lines in the team's email.
 */
// (The class holds a joiner on purpose: it is one of the allowed characters, not part of a sequence.)
// eslint-disable-next-line no-misleading-character-class
export const NAME_PATTERN = /^[\p{L}\p{M}\u200c\u200d ]+$/u;
export const TEN_DIGITS = /^\d{10}$/;
export const INDIAN_MOBILE = /^[6-9]/;

/** A person's name: letters only, 2 to 50 characters. */
export const personNameField = {
  kind: "text",
  checks: [["required"], ["min", 2], ["max", 50], ["letters"]],
  autoComplete: "name",
} as const satisfies FieldSpec;

/** An Indian mobile number: ten digits, starting as Indian mobiles do. */
export const indianMobileField = {
  kind: "mobile",
  checks: [["required"], ["tenDigits"], ["indianMobile"]],
  autoComplete: "tel-national",
} as const satisfies FieldSpec;

/** The address a subscription or a privacy request is answered at. Longer than 254 characters, it cannot be delivered to. */
export const deliverableEmailField = {
  kind: "email",
  checks: [["required"], ["max", 254], ["email"]],
  autoComplete: "email",
} as const satisfies FieldSpec;
