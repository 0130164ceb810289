import { formsCopy, privacyContact } from "#content/forms-copy";
import { loanEnquiryCopy as copy } from "#content/loan-enquiry-copy";
import { LOAN_ENQUIRY_ENDPOINT } from "#forms/api";
import { fieldErrors } from "#forms/field-errors";
import { LOAN_ENQUIRY_SUCCESS, LOAN_PRODUCT_OPTIONS, loanEnquirySchema } from "#forms/loan-enquiry";
import { ErrorSummary } from "../../components/ui/error-summary";
import { SelectField, TextAreaField, TextField } from "../../components/ui/form-field";
import { DataNotice } from "../../components/forms/data-notice";
import { FormSuccess } from "../../components/forms/form-success";
import { HoneypotField } from "../../components/forms/honeypot-field";
import { SubmitButton } from "../../components/forms/submit-button";
import { sendJson } from "../../components/forms/send-form";
import { useEnquirySubmission } from "../../components/forms/use-enquiry-submission";
import { errorList, useValidatedForm, type Errors } from "../../components/forms/use-validated-form";

/** Same pattern as the partner form: the success message stays 3 s, then the dialog closes. */
export const LOAN_ENQUIRY_AUTO_CLOSE_MS = 3000;

const FIELDS = ["name", "mobile", "company", "product", "amount", "city", "message"] as const;
type Field = (typeof FIELDS)[number];
const initial: Record<Field, string> = { name: "", mobile: "", company: "", product: "", amount: "", city: "", message: "" };
const idOf = (f: Field) => `loan-${f}`;
const validate = (values: Record<Field, string>) => fieldErrors(loanEnquirySchema, values) as Errors<Field>;

/** The business-loan enquiry behind the Products page's 'Get Started'. */
export default function LoanEnquiryForm({ onDone }: { onDone: () => void }) {
  const form = useValidatedForm<Field>(initial, validate);
  const { honeypot, setHoneypot, status, successRef, onSubmit } = useEnquirySubmission({
    fields: FIELDS,
    idOf,
    form,
    send: (website) => {
      const { amount, ...rest } = form.values;
      return sendJson(LOAN_ENQUIRY_ENDPOINT, { ...rest, amount: Number(amount), website });
    },
    autoCloseMs: LOAN_ENQUIRY_AUTO_CLOSE_MS,
    onDone,
  });

  if (status.kind === "success") {
    return <FormSuccess ref={successRef} title={LOAN_ENQUIRY_SUCCESS.title} text={LOAN_ENQUIRY_SUCCESS.text} />;
  }

  const { errors } = form;
  const bind = (f: Field) => form.field(f, idOf(f), copy.labels[f]);
  const list = errorList(FIELDS, errors, idOf);
  const submitting = status.kind === "submitting";
  const digits = (f: Field, max: number) => (e: { target: { value: string } }) => form.setValue(f, e.target.value.replace(/\D/g, "").slice(0, max));

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-describedby="loan-notice">
      <ErrorSummary title={formsCopy.correctErrors} errors={list} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind("name")} autoComplete="name" requiredMark={formsCopy.required} />
        <TextField
          {...bind("mobile")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          requiredMark={formsCopy.required}
          onChange={digits("mobile", 10)}
        />
        <TextField {...bind("company")} autoComplete="organization" requiredMark={formsCopy.required} />
        <TextField {...bind("city")} autoComplete="address-level2" requiredMark={formsCopy.required} />
        <SelectField {...bind("product")} options={LOAN_PRODUCT_OPTIONS} placeholder={formsCopy.selectPlaceholder} requiredMark={formsCopy.required} />
        <TextField {...bind("amount")} inputMode="numeric" hint={copy.amountHint} requiredMark={formsCopy.required} onChange={digits("amount", 9)} />
      </div>
      <TextAreaField {...bind("message")} rows={3} optionalMark={formsCopy.optional} />
      <HoneypotField idPrefix="loan" label={formsCopy.honeypotLabel} value={honeypot} onChange={setHoneypot} />
      {status.kind === "failed" && list.length === 0 ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {status.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton sending={submitting} label={copy.submit} sendingLabel={formsCopy.submitting} className="shrink-0 px-6 py-3" />
        <DataNotice id="loan-notice" notice={copy.notice} contact={privacyContact} />
      </div>
    </form>
  );
}
