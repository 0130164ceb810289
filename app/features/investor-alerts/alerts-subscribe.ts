import { formErrors, formsCopy } from "#copy/form-words/common";
import { investorAlertsCopy as copy } from "#copy/form-words/investor-alerts";
import { locale } from "#copy/locale";
import { HONEYPOT_FIELD, LANG_FIELD } from "#forms/api";
import { formSchema, validate } from "#forms/declare";
import { investorAlertsForm as form } from "#forms/investor-alerts";
import { failureMessage, sendJson } from "../../components/form-kit/send-form";

// Validation and sending for the investor alerts sign-up on /investors. Like the footer's,
// this module (and zod with the schema) is fetched only when the visitor
// shows interest: on focus, or at the latest on submit.

const schema = formSchema(form, copy.messages, formsCopy.badCharacters);

type SubscribeResult = { ok: true; reference: string } | { ok: false; message: string };

export async function subscribe(email: string, website: string, idempotencyKey: string): Promise<SubscribeResult> {
  const checked = validate(schema, { email });
  if (!checked.ok) return { ok: false, message: checked.errors.email ?? formErrors.generic };
  const result = await sendJson(form.endpoint, { email, [HONEYPOT_FIELD]: website, [LANG_FIELD]: locale.lang }, idempotencyKey);
  if (result.kind === "ok") return { ok: true, reference: result.reference };
  if (result.kind === "invalid") return { ok: false, message: result.fieldErrors.email ?? result.message };
  return { ok: false, message: failureMessage(result, formErrors) };
}
