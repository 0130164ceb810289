import { NEWSLETTER_ENDPOINT } from "#forms/api";
import { fieldErrors } from "#forms/field-errors";
import { NEWSLETTER_SUCCESS, newsletterSchema } from "#forms/newsletter";
import { sendJson } from "../../components/forms/send-form";

// Validation and sending for the footer sign-up. The footer is on every page,
// so this module (and zod with the schema) is fetched only when the visitor
// shows interest: on focus, or at the latest on submit.

export type SubscribeResult = { ok: true; success: { title: string; text: string } } | { ok: false; message: string };

export async function subscribe(email: string, website: string): Promise<SubscribeResult> {
  const invalid = fieldErrors(newsletterSchema, { email, website }).email;
  if (invalid) return { ok: false, message: invalid };
  const result = await sendJson(NEWSLETTER_ENDPOINT, { email, website });
  if (result.kind === "ok") return { ok: true, success: NEWSLETTER_SUCCESS };
  return { ok: false, message: result.kind === "invalid" ? (result.fieldErrors.email ?? result.message) : result.message };
}
