import { useEffect, useRef, useState, type FormEvent } from "react";
import { formsCopy, newsletterCopy as copy, privacyContact } from "#content/forms-copy";
import { GENERIC_FORM_ERROR } from "#forms/api";
import { Toast } from "../../components/ui/toast";
import { DataNotice } from "../../components/forms/data-notice";
import { HoneypotField } from "../../components/forms/honeypot-field";
import type * as Subscribe from "./subscribe";

/** Spec 4 and 9: the success notification shows for 4 s; the form resets after 5 s. */
export const NEWSLETTER_TOAST_MS = 4000;
export const NEWSLETTER_RESET_MS = 5000;

// The footer is on every page, so validation and sending (and zod with them)
// are fetched only when the visitor shows interest: on focus, or on submit.
let subscribeModule: Promise<typeof Subscribe> | null = null;
function loadSchema() {
  subscribeModule ??= import("./subscribe").catch((e: unknown) => {
    subscribeModule = null;
    throw e;
  });
  return subscribeModule;
}

type Success = { title: string; text: string };

/** The footer newsletter sign-up (spec 4, 5 and 8). */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<Success | null>(null);
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // This form hydrates late (it is an island near the bottom of every page):
  // keep whatever the visitor already typed into the prerendered field.
  useEffect(() => {
    if (input.current?.value) setEmail(input.current.value);
  }, []);

  useEffect(() => {
    if (!done) return;
    const hide = setTimeout(() => setSuccess(null), NEWSLETTER_TOAST_MS);
    const reset = setTimeout(() => {
      setEmail("");
      setHoneypot("");
      setDone(false);
    }, NEWSLETTER_RESET_MS);
    return () => {
      clearTimeout(hide);
      clearTimeout(reset);
    };
  }, [done]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { subscribe } = await loadSchema();
      // The field itself, not state: a submission replayed right after this
      // island hydrated can run before the state has caught up with the field.
      const result = await subscribe(input.current?.value ?? email, honeypot);
      if (result.ok) {
        setError(undefined);
        setSuccess(result.success);
        setDone(true);
      } else {
        setError(result.message);
        input.current?.focus();
      }
    } catch {
      // The schema chunk could not load (offline, or a new deploy replaced it).
      setError(GENERIC_FORM_ERROR);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form className="relative mt-4" noValidate onSubmit={onSubmit} aria-describedby="newsletter-notice">
        <div className="flex gap-2">
          <label htmlFor="newsletter-email" className="sr-only">
            {copy.label}
          </label>
          <input
            ref={input}
            id="newsletter-email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={copy.placeholder}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-email-error" : undefined}
            onFocus={() => void loadSchema().catch(() => {})}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
            className="min-w-0 flex-1 rounded-md border border-white/40 bg-white/10 px-3 py-2 text-white placeholder:text-white/70 aria-invalid:border-red-300"
          />
          <button
            type="submit"
            aria-disabled={sending}
            className="rounded-md bg-saffron-400 px-4 py-2 font-semibold text-navy-950 hover:bg-saffron-100 aria-disabled:cursor-wait"
          >
            {sending ? copy.submitting : copy.submit}
          </button>
        </div>
        {error ? (
          <p id="newsletter-email-error" role="alert" className="mt-2 text-sm font-medium text-red-200">
            {error}
          </p>
        ) : null}
        <HoneypotField idPrefix="newsletter" label={formsCopy.honeypotLabel} value={honeypot} onChange={setHoneypot} />
        <DataNotice id="newsletter-notice" notice={copy.notice} contact={privacyContact} tone="light" className="mt-3" />
      </form>
      <Toast>
        {success ? (
          <>
            <p className="font-semibold text-green-900">{success.title}</p>
            <p className="mt-1 text-ink">{success.text}</p>
          </>
        ) : null}
      </Toast>
    </>
  );
}

export default NewsletterForm;
