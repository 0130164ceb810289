import { formsCopy, privacyContact } from "#content/forms-copy";
import { partnerFormCopy as copy } from "#content/partners";
import { PARTNER_ENQUIRY_ENDPOINT } from "#forms/api";
import { fieldErrors } from "#forms/field-errors";
import {
  LOAN_AMOUNT_OPTIONS,
  PARTNER_FORM_TEXT,
  PURPOSE_OPTIONS,
  normalizePhoneInput,
  partnerEnquirySchema,
} from "#forms/partner-enquiry";
import { ErrorSummary } from "../../components/ui/error-summary";
import { SelectField, TextAreaField, TextField } from "../../components/ui/form-field";
import { DataNotice } from "../../components/forms/data-notice";
import { FormSuccess } from "../../components/forms/form-success";
import { HoneypotField } from "../../components/forms/honeypot-field";
import { SubmitButton } from "../../components/forms/submit-button";
import { sendJson } from "../../components/forms/send-form";
import { useEnquirySubmission } from "../../components/forms/use-enquiry-submission";
import { errorList, useValidatedForm, type Errors } from "../../components/forms/use-validated-form";

/** Spec 4 and 9: after success the form closes itself and resets after 3 s. */
export const PARTNER_AUTO_CLOSE_MS = 3000;

const FIELDS = ["name", "email", "phone", "company", "loanAmount", "purpose", "message"] as const;
type Field = (typeof FIELDS)[number];
const initial: Record<Field, string> = { name: "", email: "", phone: "", company: "", loanAmount: "", purpose: "", message: "" };
const idOf = (f: Field) => `partner-${f}`;
const validate = (values: Record<Field, string>) => fieldErrors(partnerEnquirySchema, values) as Errors<Field>;

/** The 'Become Our Partner' enquiry (spec 5): checked live and on submit, stored by the server. */
export function PartnerForm({ onDone }: { onDone: () => void }) {
  const form = useValidatedForm<Field>(initial, validate);
  const { honeypot, setHoneypot, status, successRef, onSubmit } = useEnquirySubmission({
    fields: FIELDS,
    idOf,
    form,
    send: (website) => sendJson(PARTNER_ENQUIRY_ENDPOINT, { ...form.values, website }),
    autoCloseMs: PARTNER_AUTO_CLOSE_MS,
    onDone,
  });

  if (status.kind === "success") {
    return <FormSuccess ref={successRef} title={PARTNER_FORM_TEXT.successTitle} text={PARTNER_FORM_TEXT.successText} />;
  }

  const { errors } = form;
  const bind = (f: Field) => form.field(f, idOf(f), copy.labels[f]);
  const list = errorList(FIELDS, errors, idOf);
  const submitting = status.kind === "submitting";

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-describedby="partner-notice">
      <ErrorSummary title={PARTNER_FORM_TEXT.errorBanner} errors={list} />
      <TextField {...bind("name")} autoComplete="name" requiredMark={formsCopy.required} />
      <TextField {...bind("email")} type="email" autoComplete="email" requiredMark={formsCopy.required} />
      <TextField
        {...bind("phone")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        hint={copy.phoneHint}
        requiredMark={formsCopy.required}
        onChange={(e) => form.setValue("phone", normalizePhoneInput(e.target.value))}
      />
      <TextField {...bind("company")} autoComplete="organization" requiredMark={formsCopy.required} />
      <SelectField {...bind("loanAmount")} options={LOAN_AMOUNT_OPTIONS} placeholder={formsCopy.selectPlaceholder} optionalMark={formsCopy.optional} />
      <SelectField {...bind("purpose")} options={PURPOSE_OPTIONS} placeholder={formsCopy.selectPlaceholder} optionalMark={formsCopy.optional} />
      <TextAreaField {...bind("message")} rows={4} optionalMark={formsCopy.optional} />
      <HoneypotField idPrefix="partner" label={formsCopy.honeypotLabel} value={honeypot} onChange={setHoneypot} />
      {status.kind === "failed" && list.length === 0 ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {status.message}
        </p>
      ) : null}
      <div className="space-y-3">
        <SubmitButton sending={submitting} label={copy.submit} sendingLabel={PARTNER_FORM_TEXT.submitting} className="w-full px-5 py-3" />
        <DataNotice id="partner-notice" notice={copy.notice} contact={privacyContact} />
      </div>
    </form>
  );
}
