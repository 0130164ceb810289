import { HONEYPOT_FIELD, LANG_FIELD } from "#forms/api";
import { type FormDeclaration, type Messages, formSchema, validate } from "#forms/declare";
import { type FailureCopy, failureMessage, sendJson } from "./send-form";

// Checking and sending for an email sign-up (the footer's newsletter, the
// investor alerts). The forms sit on pages whose first load must stay small,
// so this module, and zod with the schema, is fetched only when the visitor
// shows interest: on focus, or at the latest on submit (email-signup-form.tsx).

export type SignupTarget<F extends FormDeclaration> = {
  form: F;
  messages: Messages<F>;
  /** The message for characters no keyboard types (content/<lang>/form-words/common.ts). */
  characters: string;
  failures: FailureCopy;
  /** The page's language: the server answers and stores it. */
  lang: string;
};

export type SignupResult = { ok: true; reference: string } | { ok: false; message: string };

export async function sendSignup<F extends FormDeclaration>(
  { form, messages, characters, failures, lang }: SignupTarget<F>,
  email: string,
  website: string,
  idempotencyKey: string,
): Promise<SignupResult> {
  const checked = validate(formSchema(form, messages, characters), { email });
  if (!checked.ok) return { ok: false, message: checked.errors.email ?? failures.generic };
  const result = await sendJson(form.endpoint, { email, [HONEYPOT_FIELD]: website, [LANG_FIELD]: lang }, idempotencyKey);
  if (result.kind === "ok") return { ok: true, reference: result.reference };
  if (result.kind === "invalid") return { ok: false, message: result.fieldErrors.email ?? result.message };
  return { ok: false, message: failureMessage(result, failures) };
}
