import type { FormCopy, FormDeclaration } from "#forms/declare";
import { fill } from "../../lib/fill";
import { ErrorSummary } from "../ui/error-summary";
import { DataNotice, type PrivacyContact } from "./data-notice";
import { DeclaredFields } from "./declared-fields";
import { FormAlert } from "./form-alert";
import { FormSuccess } from "./form-success";
import { HoneypotField } from "./honeypot-field";
import type { FailureCopy } from "./send-form";
import { SubmitButton } from "./submit-button";
import { errorList } from "./use-declared-form";
import { useJsonForm } from "./use-json-form";

/** The words every form shares (content/<lang>/form-words/common.ts), passed in by the feature. */
type CommonFormWords = {
  marks: {
    correctErrors: string;
    submitting: string;
    required: string;
    optional: string;
    selectPlaceholder: string;
    honeypotLabel: string;
    reference: string;
    badCharacters: string;
  };
  failures: FailureCopy;
  contact: PrivacyContact;
  /** The page's language, sent with the form so the server answers in it and stores it. */
  lang: string;
};

type Copy<F extends FormDeclaration> = FormCopy<F> & {
  /** The button's label while sending; the shared "Submitting..." when the form has none of its own. */
  submitting?: string;
  hints?: Partial<Record<string, string>>;
  placeholders?: Partial<Record<string, string>>;
};

/** "stacked": one column and a full-width button (side sheets, narrow columns); "row": two columns and the button beside the notice. */
const LAYOUTS = {
  stacked: { columns: 1, actions: "space-y-3", button: "w-full px-5 py-3" },
  row: { columns: 2, actions: "flex flex-col gap-3 sm:flex-row sm:items-center", button: "shrink-0 px-6 py-3" },
} as const;

type Props<F extends FormDeclaration> = {
  form: F;
  copy: Copy<F>;
  common: CommonFormWords;
  /** Prefix of the fields' ids ("partner" gives "partner-email"). */
  idPrefix: string;
  layout: keyof typeof LAYOUTS;
  /** After a success the form calls `onDone` this many ms later; undefined keeps the message up. */
  autoCloseMs?: number;
  onDone?: () => void;
};

/**
 * A JSON form drawn entirely from its declaration (forms/) and its words:
 * the error banner, the fields, the honeypot, a failure that is not about one
 * field, the send button with the data notice, and the success message with
 * the reference. The partner enquiry, the loan enquiry and the Your data
 * request are this component with their own declarations.
 */
export function DeclaredForm<F extends FormDeclaration>({ form, copy, common, idPrefix, layout, autoCloseMs, onDone }: Props<F>) {
  const { marks } = common;
  const { state, honeypot, order, idOf, status, successRef, onSubmit } = useJsonForm(form, copy.messages, {
    idPrefix,
    lang: common.lang,
    failures: common.failures,
    characters: marks.badCharacters,
    autoCloseMs,
    onDone,
  });

  if (status.kind === "success") {
    return (
      <FormSuccess
        ref={successRef}
        title={copy.success.title}
        text={copy.success.text}
        reference={fill(marks.reference, { reference: status.reference })}
      />
    );
  }

  const { columns, actions, button } = LAYOUTS[layout];
  const list = errorList(order, state.errors, idOf);
  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-describedby={`${idPrefix}-notice`}>
      <ErrorSummary title={marks.correctErrors} errors={list} />
      <DeclaredFields form={form} state={state} copy={copy} marks={marks} idOf={idOf} columns={columns} />
      <HoneypotField idPrefix={idPrefix} label={marks.honeypotLabel} {...honeypot} />
      {status.kind === "failed" && list.length === 0 ? <FormAlert>{status.message}</FormAlert> : null}
      <div className={actions}>
        <SubmitButton
          sending={status.kind === "submitting"}
          label={copy.submit}
          sendingLabel={copy.submitting ?? marks.submitting}
          className={button}
        />
        <DataNotice id={`${idPrefix}-notice`} notice={copy.notice} contact={common.contact} />
      </div>
    </form>
  );
}
