import { useEffect, useRef, useState, type FormEvent } from "react";
import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { investorAlertsCopy as copy } from "#copy/form-words/investor-alerts";
import { DataNotice } from "../../components/form-kit/data-notice";
import { HoneypotField } from "../../components/form-kit/honeypot-field";
import { newIdempotencyKey } from "../../components/form-kit/send-form";
import { loadOnce } from "../../lib/lazy-load";

// Validation and sending (and zod with them) are fetched only when the
// visitor shows interest, on focus or on submit, so the library page's first
// load carries none of it.
const loadSubscribe = loadOnce(() => import("./alerts-subscribe"));

/** The investor alerts sign-up on /investors (docs/decisions/111-published-documents.md, email alerts): double opt-in, so success says to check the inbox. */
export function InvestorAlertsForm() {
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const key = useRef<string | null>(null);

  // This island hydrates late: keep whatever the visitor already typed into the prerendered field.
  useEffect(() => {
    if (input.current?.value) setEmail(input.current.value);
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { subscribe } = await loadSubscribe();
      key.current ??= newIdempotencyKey();
      // The field itself, not state: a submission replayed right after hydration can run before state catches up.
      const result = await subscribe(input.current?.value ?? email, honeypot, key.current);
      if (result.ok) {
        key.current = null;
        setError(undefined);
        setSent(true);
      } else {
        setError(result.message);
        input.current?.focus();
      }
    } catch {
      setError(formErrors.generic);
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="investor-alerts-heading" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
      <div className="max-w-xl rounded-lg border border-navy-950/15 p-5">
        <h2 id="investor-alerts-heading" className="text-lg font-semibold text-navy-950">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.text}</p>
        {sent ? (
          <div role="status" className="mt-4">
            <p className="font-semibold text-green-900">{copy.success.title}</p>
            <p className="mt-1 text-ink">{copy.success.text}</p>
          </div>
        ) : (
          <form className="relative mt-4" noValidate onSubmit={onSubmit} aria-describedby="investor-alerts-notice">
            <div className="flex gap-2">
              <label htmlFor="investor-alerts-email" className="sr-only">
                {copy.labels.email}
              </label>
              <input
                ref={input}
                id="investor-alerts-email"
                type="email"
                name="email"
                autoComplete="email"
                placeholder={copy.placeholder}
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "investor-alerts-email-error" : undefined}
                onFocus={() => void loadSubscribe().catch(() => {})}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(undefined);
                }}
                className="min-w-0 flex-1 rounded-md border border-navy-950/30 px-3 py-2 aria-invalid:border-red-700"
              />
              <button
                type="submit"
                aria-disabled={sending}
                className="rounded-md bg-navy-950 px-4 py-2 font-semibold text-white hover:bg-navy-900 aria-disabled:cursor-wait"
              >
                {sending ? copy.submitting : copy.submit}
              </button>
            </div>
            {error ? (
              <p id="investor-alerts-email-error" role="alert" className="mt-2 text-sm font-medium text-red-800">
                {error}
              </p>
            ) : null}
            <HoneypotField idPrefix="investor-alerts" label={formsCopy.honeypotLabel} value={honeypot} onChange={setHoneypot} />
            <DataNotice id="investor-alerts-notice" notice={copy.notice} contact={privacyContact} className="mt-3" />
          </form>
        )}
      </div>
    </section>
  );
}

export default InvestorAlertsForm;
