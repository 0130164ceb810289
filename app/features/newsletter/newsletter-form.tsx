import { useEffect, useRef, useState, type FormEvent } from "react";
import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { newsletterCopy as copy } from "#copy/form-words/newsletter";
import { DataNotice } from "../../components/form-kit/data-notice";
import { HoneypotField } from "../../components/form-kit/honeypot-field";
import { newIdempotencyKey } from "../../components/form-kit/send-form";
import { Toast } from "../../components/ui/toast";
import { fill } from "../../lib/fill";
import { loadOnce } from "../../lib/lazy-load";

/** docs/requirements.md#forms: the success notification shows for 4 s; the form resets after 5 s. */
const NEWSLETTER_TOAST_MS = 4000;
const NEWSLETTER_RESET_MS = 5000;

// The footer is on every page, so validation and sending (and zod with them)
// are fetched only when the visitor shows interest: on focus, or on submit.
const loadSubscribe = loadOnce(() => import("./subscribe"));

/** The footer newsletter sign-up (docs/requirements.md#forms). */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const key = useRef<string | null>(null);

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
      const { subscribe } = await loadSubscribe();
      // The field itself, not state: a submission replayed right after this
      // island hydrated can run before the state has caught up with the field.
      key.current ??= newIdempotencyKey();
      const result = await subscribe(input.current?.value ?? email, honeypot, key.current);
      if (result.ok) {
        key.current = null;
        setError(undefined);
        setSuccess(result.reference);
        setDone(true);
      } else {
        setError(result.message);
        input.current?.focus();
      }
    } catch {
      // The schema chunk could not load (offline, or a new deploy replaced it).
      setError(formErrors.generic);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form className="relative mt-4" noValidate onSubmit={onSubmit} aria-describedby="newsletter-notice">
        <div className="flex gap-2">
          <label htmlFor="newsletter-email" className="sr-only">
            {copy.labels.email}
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
            onFocus={() => void loadSubscribe().catch(() => {})}
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
            <p className="font-semibold text-green-900">{copy.success.title}</p>
            <p className="mt-1 text-ink">{copy.success.text}</p>
            <p className="mt-1 text-sm text-muted">{fill(formsCopy.reference, { reference: success })}</p>
          </>
        ) : null}
      </Toast>
    </>
  );
}

export default NewsletterForm;
