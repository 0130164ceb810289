import { HONEYPOT_FIELD, LANG_FIELD } from "#forms/api";
import type { FormDeclaration, Messages } from "#forms/declare";
import { useHoneypot } from "./honeypot-field";
import type { FailureCopy } from "./send-form";
import { sendJson } from "./send-form";
import { useDeclaredForm, visibleFields } from "./use-declared-form";
import { useSubmission } from "./use-submission";

type Options = {
  /** Prefix of the fields' element ids ("partner" gives "partner-email"). */
  idPrefix: string;
  /** The page's language, sent with the form so the server answers in it and stores it. */
  lang: string;
  failures: FailureCopy;
  /** The message for characters no keyboard types into a field (content/<lang>/form-words/common.ts). */
  characters: string;
  autoCloseMs?: number;
  onDone?: (reference: string) => void;
};

/**
 * A declared form sent as JSON: its values and live checks, the honeypot, and
 * its submission, wired the one way every JSON form does it. (The job
 * application sends multipart with a file and wires useSubmission itself.)
 */
export function useJsonForm<F extends FormDeclaration>(
  form: F,
  messages: Messages<F>,
  { idPrefix, lang, failures, characters, autoCloseMs, onDone }: Options,
) {
  const state = useDeclaredForm(form, messages, characters);
  const honeypot = useHoneypot();
  const order = visibleFields(form).map(([name]) => name);
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const submission = useSubmission({
    order,
    idOf,
    validateAll: state.validateAll,
    setErrors: state.setErrors,
    send: (key) => sendJson(form.endpoint, { ...state.output(), [HONEYPOT_FIELD]: honeypot.value, [LANG_FIELD]: lang }, key),
    failures,
    autoCloseMs,
    onDone,
  });
  return { state, honeypot, order, idOf, ...submission };
}
