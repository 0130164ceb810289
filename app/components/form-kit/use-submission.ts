import { useEffect, useRef, useState, type FormEvent } from "react";
import { KEY_REUSED_CODE } from "#forms/api";
import { type FailureCopy, type SendResult, failureMessage, newIdempotencyKey } from "./send-form";
import { type Errors, focusFirstInvalid } from "./use-declared-form";
import { visitorStillIn } from "./visitor-still-in";

type SubmissionStatus =
  | { kind: "idle" }
  | { kind: "submitting" }
  /** `focus`: the message takes the focus (the visitor was still in the form when the answer came). */
  | { kind: "success"; reference: string; body: Record<string, unknown>; focus: boolean }
  | { kind: "failed"; message: string };

type Options = {
  order: readonly string[];
  idOf: (field: string) => string;
  /** Checks every field (the shared schema); returns the errors shown on the fields. */
  validateAll: () => Errors;
  setErrors: (errors: Errors) => void;
  /** Sends the form with this fill's idempotency key. */
  send: (idempotencyKey: string) => Promise<SendResult>;
  failures: FailureCopy;
  /** After a success the form calls `onDone` this many ms later (spec: auto-close); undefined keeps it open. */
  autoCloseMs?: number;
  onDone?: (reference: string) => void;
};

/**
 * The life of a form's submission: check every field and focus the first
 * wrong one, send (a retry reuses the same idempotency key, so a submission
 * whose answer was lost is stored once), show the server's own field
 * messages on the fields and any other failure in the page's language, and
 * after a success move focus to the message (if the visitor is still in the
 * form: visitorStillIn) and close after `autoCloseMs`.
 */
export function useSubmission({ order, idOf, validateAll, setErrors, send, failures, autoCloseMs, onDone }: Options) {
  const [status, setStatus] = useState<SubmissionStatus>({ kind: "idle" });
  const key = useRef<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (status.kind !== "success") return;
    if (status.focus) successRef.current?.focus();
    if (autoCloseMs === undefined) return;
    const t = setTimeout(() => onDoneRef.current?.(status.reference), autoCloseMs);
    return () => clearTimeout(t);
  }, [status, autoCloseMs]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (status.kind === "submitting") return;
    const form = e.currentTarget as HTMLFormElement;
    const errors = validateAll();
    if (Object.keys(errors).length > 0) {
      if (visitorStillIn(form)) focusFirstInvalid(order, errors, idOf);
      return;
    }
    setStatus({ kind: "submitting" });
    key.current ??= newIdempotencyKey();
    let result = await send(key.current);
    if (result.kind === "error" && result.code === KEY_REUSED_CODE) {
      // The answers changed after a send whose answer was lost (the server
      // stored that one): what is sent now is a new submission, with a new key.
      key.current = newIdempotencyKey();
      result = await send(key.current);
    }
    if (result.kind === "ok") {
      key.current = null;
      return setStatus({ kind: "success", reference: result.reference, body: result.body, focus: visitorStillIn(form) });
    }
    if (result.kind === "invalid") {
      setStatus({ kind: "failed", message: result.message });
      setErrors(result.fieldErrors);
      if (visitorStillIn(form)) focusFirstInvalid(order, result.fieldErrors, idOf);
      return;
    }
    setStatus({ kind: "failed", message: failureMessage(result, failures) });
  };

  return { status, successRef, onSubmit };
}
