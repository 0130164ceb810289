// The HTTP contract between the site's forms and the server: field names
// every form shares and the shapes of the answers. Each form's endpoint is in
// its declaration (forms/<form>.ts); its words are in content/<lang>/form-words/.

/** Hidden field people never fill; a filled one marks a bot (answered like success, stored nowhere). */
export const HONEYPOT_FIELD = "website";
/** The page's language ("en" or "hi"): the server answers 422 in it and stores it with the submission. */
export const LANG_FIELD = "lang";
/**
 * Header carrying the form's idempotency key: a random id made when the form
 * is filled, sent again with a retry. The same key within a day is answered
 * like the first submission and stored once.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{16,64}$/;
/**
 * The `code` of the 422 for a key already used within the day for another
 * form or other values: nothing is stored, and the first submission's
 * reference is not told. The browser sends again with a new key.
 */
export const KEY_REUSED_CODE = "idempotency-key-reused";

/**
 * 201. `reference` is the submission's short reference (UF-7K3Q9D), shown to
 * the visitor and carried by the email and webhook the team receives.
 */
export type ApiSuccess = { ok: true; reference: string } & Record<string, unknown>;
/** 422: `fieldErrors` maps a field name to the same message the form shows, in the form's language. */
export type ApiValidationError = { error: string; fieldErrors: Record<string, string> };
export function isValidationError(body: unknown): body is ApiValidationError {
  return (
    typeof body === "object" && body !== null && "fieldErrors" in body && typeof body.fieldErrors === "object" && body.fieldErrors !== null
  );
}
