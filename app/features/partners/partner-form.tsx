import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { partnerEnquiryCopy as copy } from "#copy/form-words/partner-enquiry";
import { locale } from "#copy/locale";
import { partnerEnquiryForm as form } from "#forms/partner-enquiry";
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

/** docs/requirements.md#forms: after success the form closes itself and resets after 3 s. */
const PARTNER_AUTO_CLOSE_MS = 3000;

/** The 'Become Our Partner' enquiry (docs/requirements.md#forms): checked live and on submit, stored by the server. */
export function PartnerForm({ onDone }: { onDone: () => void }) {
  const { state, honeypot, order, idOf, status, successRef, onSubmit } = useJsonForm(form, copy.messages, {
    idPrefix: "partner",
    lang: locale.lang,
    failures: formErrors,
    characters: formsCopy.badCharacters,
    autoCloseMs: PARTNER_AUTO_CLOSE_MS,
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
    <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-describedby="partner-notice">
      <ErrorSummary title={formsCopy.correctErrors} errors={list} />
      <DeclaredFields form={form} state={state} copy={copy} marks={formsCopy} idOf={idOf} />
      <HoneypotField idPrefix="partner" label={formsCopy.honeypotLabel} {...honeypot} />
      {status.kind === "failed" && list.length === 0 ? <FormAlert>{status.message}</FormAlert> : null}
      <div className="space-y-3">
        <SubmitButton
          sending={status.kind === "submitting"}
          label={copy.submit}
          sendingLabel={copy.submitting}
          className="w-full px-5 py-3"
        />
        <DataNotice id="partner-notice" notice={copy.notice} contact={privacyContact} />
      </div>
    </form>
  );
}
