import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SendResult } from "./send-form";
import { focusFirstInvalid, type Errors } from "./use-validated-form";

export type SubmissionStatus = { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "failed"; message: string };

type Options<F extends string> = {
  fields: readonly F[];
  idOf: (field: F) => string;
  form: { validateAll: () => Errors<F>; setErrors: (errors: Errors<F>) => void };
  /** Sends the form; `honeypot` is the hidden field's value. */
  send: (honeypot: string) => Promise<SendResult>;
  /** After a success the form calls `onDone` this many ms later (spec: auto-close). */
  autoCloseMs: number;
  onDone: () => void;
};

/**
 * The life of an enquiry form's submission: check every field and focus the
 * first wrong one, send, show the server's own field messages on the fields,
 * show any other failure, and after a success move focus to the message and
 * close after `autoCloseMs`.
 */
export function useEnquirySubmission<F extends string>({ fields, idOf, form, send, autoCloseMs, onDone }: Options<F>) {
  const [honeypot, setHoneypot] = useState("");
  const [status, setStatus] = useState<SubmissionStatus>({ kind: "idle" });
  const successRef = useRef<HTMLDivElement>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (status.kind !== "success") return;
    successRef.current?.focus();
    const t = setTimeout(() => onDoneRef.current(), autoCloseMs);
    return () => clearTimeout(t);
  }, [status.kind, autoCloseMs]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (status.kind === "submitting") return;
    const errors = form.validateAll();
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid(fields, errors, idOf);
      return;
    }
    setStatus({ kind: "submitting" });
    const result = await send(honeypot);
    if (result.kind === "ok") return setStatus({ kind: "success" });
    setStatus({ kind: "failed", message: result.message });
    if (result.kind === "invalid") {
      const serverErrors = result.fieldErrors as Errors<F>;
      form.setErrors(serverErrors);
      focusFirstInvalid(fields, serverErrors, idOf);
    }
  };

  return { honeypot, setHoneypot, status, successRef, onSubmit };
}
