import { grievance } from "#content/grievance";
import { regulatorLinks } from "#content/regulators";
import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { complaintCopy as copy } from "#copy/form-words/complaint";
import { locale } from "#copy/locale";
import { grievanceLabels } from "#copy/pages/grievance";
import { complaintForm as form, complaintKind } from "#forms/complaint";
import { formatDate } from "#shared/india-dates";
import { lawNames } from "#copy/law";
import { citeLaw } from "#shared/law";
import { DataNotice } from "../../components/form-kit/data-notice";
import { DeclaredFields } from "../../components/form-kit/declared-fields";
import { FormAlert } from "../../components/form-kit/form-alert";
import { FormSuccess } from "../../components/form-kit/form-success";
import { HoneypotField } from "../../components/form-kit/honeypot-field";
import { SubmitButton } from "../../components/form-kit/submit-button";
import { errorList } from "../../components/form-kit/use-declared-form";
import { useJsonForm } from "../../components/form-kit/use-json-form";
import { ErrorSummary } from "../../components/ui/error-summary";
import { ExternalLink } from "../../components/ui/external-link";
import { fill } from "../../lib/fill";
import { HeadedSection } from "../../components/ui/headed-section";

const isDate = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v);
const link = "font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900";

/**
 * Under the category, once one is chosen: who answers this kind of complaint,
 * within its legal clock, and the regulator's route after it (SEBI's SCORES
 * and SMART ODR for a shareholder). Read out politely when it changes.
 */
function KindNote({ category }: { category: string }) {
  const kind = category ? complaintKind(category) : undefined;
  return (
    <div aria-live="polite" className="text-sm text-muted">
      {kind ? (
        <p className="rounded-md bg-navy-50 p-3" data-testid="complaint-kind-note">
          {citeLaw(fill(copy.routes[kind], { days: grievance.clocks[kind] }), lawNames)}
          {kind === "shareholder" ? (
            <span className="mt-1 flex flex-wrap gap-x-4">
              <ExternalLink href={regulatorLinks.scores} newTab={grievanceLabels.newTab} className={link}>
                {copy.scoresLink}
              </ExternalLink>
              <ExternalLink href={regulatorLinks.smartOdr} newTab={grievanceLabels.newTab} className={link}>
                {copy.smartOdrLink}
              </ExternalLink>
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** The complaint form (docs/requirements.md, Forms: Complaint): checked live and on submit by the server's schema; success shows the reference and the date we answer by. */
export function ComplaintForm() {
  const { state, honeypot, order, idOf, status, successRef, onSubmit } = useJsonForm(form, copy.messages, {
    idPrefix: "complaint",
    lang: locale.lang,
    failures: formErrors,
    characters: formsCopy.badCharacters,
  });

  if (status.kind === "success") {
    const answerBy = status.body.answerBy;
    // Without an email (or with none sent), this screen is the only acknowledgement: it says so.
    const how = status.body.emailed === true ? copy.emailed : copy.notEmailed;
    const text = isDate(answerBy)
      ? `${copy.success.text} ${fill(copy.answerBy, { date: formatDate(answerBy, locale.months) })} ${how}`
      : `${copy.success.text} ${how}`;
    return (
      <FormSuccess
        ref={successRef}
        title={copy.success.title}
        text={text}
        reference={fill(formsCopy.reference, { reference: status.reference })}
      />
    );
  }

  const list = errorList(order, state.errors, idOf);
  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-describedby="complaint-notice">
      <ErrorSummary title={formsCopy.correctErrors} errors={list} />
      <DeclaredFields
        form={form}
        state={state}
        copy={copy}
        marks={formsCopy}
        idOf={idOf}
        columns={2}
        liveHint={(field, value) => (field === "description" ? fill(copy.characters, { count: value.trim().length }) : undefined)}
      />
      <KindNote category={state.values.category ?? ""} />
      <HoneypotField idPrefix="complaint" label={formsCopy.honeypotLabel} {...honeypot} />
      {status.kind === "failed" && list.length === 0 ? <FormAlert>{status.message}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton
          sending={status.kind === "submitting"}
          label={copy.submit}
          sendingLabel={formsCopy.submitting}
          className="shrink-0 px-6 py-3"
        />
        <DataNotice id="complaint-notice" notice={copy.notice} contact={privacyContact} />
      </div>
    </form>
  );
}

/** The 'File a complaint' section, loaded as a lazy island (its code and zod arrive when it nears the screen). */
export default function ComplaintSection() {
  return (
    <HeadedSection headingId="complaint-heading" heading={copy.title} className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <p className="mt-3 text-lg text-muted">{copy.intro}</p>
      <div className="mt-8 rounded-xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
        <ComplaintForm />
      </div>
    </HeadedSection>
  );
}
