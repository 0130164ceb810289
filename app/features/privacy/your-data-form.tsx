import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { privacyRequestCopy as copy } from "#copy/form-words/privacy-request";
import { locale } from "#copy/locale";
import { privacyRequestForm as form } from "#forms/privacy-request";
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

/**
 * The Your data request (docs/decisions/110-privacy-rights.md): an address and
 * a choice; the answer is the same whether or not we hold the address, and
 * nothing happens until the emailed link is opened.
 */
export function YourDataForm() {
  const { state, honeypot, order, idOf, status, successRef, onSubmit } = useJsonForm(form, copy.messages, {
    idPrefix: "your-data",
    lang: locale.lang,
    failures: formErrors,
    characters: formsCopy.badCharacters,
  });

  if (status.kind === "success") {
    // Every request gets a reference, known address or not, so showing it tells nobody who is on our lists.
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
    <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-describedby="your-data-notice">
      <ErrorSummary title={formsCopy.correctErrors} errors={list} />
      <DeclaredFields form={form} state={state} copy={copy} marks={formsCopy} idOf={idOf} />
      <HoneypotField idPrefix="your-data" label={formsCopy.honeypotLabel} {...honeypot} />
      {status.kind === "failed" && list.length === 0 ? <FormAlert>{status.message}</FormAlert> : null}
      <div className="space-y-3">
        <SubmitButton
          sending={status.kind === "submitting"}
          label={copy.submit}
          sendingLabel={copy.submitting}
          className="w-full px-5 py-3"
        />
        <DataNotice id="your-data-notice" notice={copy.notice} contact={privacyContact} />
      </div>
    </form>
  );
}
