// The HTTP contract between the site's forms and the server: endpoint paths,
// answer shapes and the messages a form shows for each kind of failure.

export const NEWSLETTER_ENDPOINT = "/api/newsletter";
export const PARTNER_ENQUIRY_ENDPOINT = "/api/partner-enquiries";
/** multipart/form-data: the text fields plus one file part named `resume`. */
export const JOB_APPLICATION_ENDPOINT = "/api/job-applications";
export const LOAN_ENQUIRY_ENDPOINT = "/api/loan-enquiries";

/** Hidden field people never fill; a filled one marks a bot (answered like success, stored nowhere). */
export const HONEYPOT_FIELD = "website";

/** Spec section 5/8 newsletter failure text; also what the other forms show for 5xx and network errors. */
export const GENERIC_FORM_ERROR = "Something went wrong. Please try again.";
export const RATE_LIMIT_MESSAGE = "Too many submissions from your network. Please wait a minute and try again.";
/** 422 `error` text; the per-field messages are in `fieldErrors`. */
export const VALIDATION_ERROR = "Please correct the highlighted fields.";

/**
 * 200/201. `id` is the stored submission's reference. The newsletter answers
 * without one, so a repeat sign-up cannot be told apart from a new one.
 */
export type ApiSuccess = { ok: true; id?: string };
/** 422: `fieldErrors` maps a field name to the same message the form shows. */
export type ApiValidationError = { error: string; fieldErrors: Record<string, string> };
/** 413, 429, other 4xx and 5xx. */
export type ApiError = { error: string };
export type ApiAnswer = ApiSuccess | ApiValidationError | ApiError;

export function isValidationError(body: unknown): body is ApiValidationError {
  return typeof body === "object" && body !== null && "fieldErrors" in body && typeof body.fieldErrors === "object";
}
