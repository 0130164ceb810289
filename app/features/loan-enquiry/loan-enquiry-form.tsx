import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { loanEnquiryCopy as copy } from "#copy/form-words/loan-enquiry";
import { locale } from "#copy/locale";
import { loanEnquiryForm as form } from "#forms/loan-enquiry";
import { DataNotice } from "../../components/form-kit/data-notice";
import { DeclaredFields } from "../../components/form-kit/declared-fields";
import { FormAlert } from "../../components/form-kit/form-alert";
import { FormSuccess } from "../../components/form-kit/form-success";
import { HoneypotField } from "../../components/form-kit/honeypot-field";
import { SubmitButton } from "../../components/form-kit/submit-button";
import { errorList } from "../../components/form-kit/use-declared-form";
import { useJsonForm } from "../../components/form-kit/use-json-form";
import { ErrorSummary } from "../../components/ui/error-summary";
import { fill } from "../../lib/fill";

/** Same pattern as the partner form: the success message stays 3 s, then the dialog closes. */
const LOAN_ENQUIRY_AUTO_CLOSE_MS = 3000;

/** The business-loan enquiry behind the Products page's 'Get Started'. */
export default function LoanEnquiryForm({ onDone }: { onDone: () => void }) {
  const { state, honeypot, order, idOf, status, successRef, onSubmit } = useJsonForm(form, copy.messages, {
    idPrefix: "loan",
    lang: locale.lang,
    failures: formErrors,
    characters: formsCopy.badCharacters,
    autoCloseMs: LOAN_ENQUIRY_AUTO_CLOSE_MS,
    onDone,
  });

  if (status.kind === "success") {
    return (
      <FormSuccess
        ref={successRef}
        title={copy.success.title}
        text={copy.success.text}
        reference={fill(formsCopy.reference, { reference: status.reference })}
      />
    );
  }

  const list = errorList(order, state.errors, idOf);
  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-describedby="loan-notice">
      <ErrorSummary title={formsCopy.correctErrors} errors={list} />
      <DeclaredFields form={form} state={state} copy={copy} marks={formsCopy} idOf={idOf} columns={2} />
      <HoneypotField idPrefix="loan" label={formsCopy.honeypotLabel} {...honeypot} />
      {status.kind === "failed" && list.length === 0 ? <FormAlert>{status.message}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton
          sending={status.kind === "submitting"}
          label={copy.submit}
          sendingLabel={formsCopy.submitting}
          className="shrink-0 px-6 py-3"
        />
        <DataNotice id="loan-notice" notice={copy.notice} contact={privacyContact} />
      </div>
    </form>
  );
}
