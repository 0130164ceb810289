import { useEffect, useRef, useState, type FormEvent } from "react";
import type { DataNotice as Notice, FormDeclaration } from "#forms/declare";
import { fill } from "../../lib/fill";
import { loadOnce } from "../../lib/lazy-load";
import { Toast } from "../ui/toast";
import { DataNotice, type PrivacyContact } from "./data-notice";
import type { SignupTarget } from "./email-signup-send";
import { HoneypotField } from "./honeypot-field";
import { newIdempotencyKey } from "./send-form";
import { visitorStillIn } from "./visitor-still-in";

// Checking and sending (and zod with them) are fetched only when the visitor
// shows interest, on focus or on submit: these forms sit on pages whose first
// load carries none of it. One chunk for every sign-up.
const loadSend = loadOnce(() => import("./email-signup-send"));

type SignupCopy = {
  labels: { email: string };
  placeholder: string;
  submit: string;
  submitting: string;
  success: { title: string; text?: string };
  notice: Notice;
};

/** What a success shows: a toast with the reference while the form stays and empties later (the footer), or a message in the form's place. */
type AfterSuccess = { kind: "toast"; toastMs: number; resetMs: number; referenceTemplate: string } | { kind: "replace" };

/** Light on the dark footer, dark on a white page. */
const TONES = {
  light: {
    input: "border-white/40 bg-white/10 text-white placeholder:text-white/70 aria-invalid:border-red-300",
    button: "bg-saffron-400 text-navy-950 hover:bg-saffron-100",
    error: "text-red-200",
  },
  dark: {
    input: "border-navy-950/30 aria-invalid:border-red-700",
    button: "bg-navy-950 text-white hover:bg-navy-900",
    error: "text-red-800",
  },
} as const;

type Props<F extends FormDeclaration> = {
  /** Prefix of the elements' ids ("newsletter" gives "newsletter-email"). */
  id: string;
  target: SignupTarget<F>;
  copy: SignupCopy;
  honeypotLabel: string;
  contact: PrivacyContact;
  tone: keyof typeof TONES;
  after: AfterSuccess;
};

/** One email address and a button: the footer's newsletter and the investor alerts sign-up (docs/requirements.md#forms). */
export function EmailSignupForm<F extends FormDeclaration>({ id, target, copy, honeypotLabel, contact, tone, after }: Props<F>) {
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const key = useRef<string | null>(null);
  const classes = TONES[tone];

  const toastMs = after.kind === "toast" ? after.toastMs : undefined;
  const resetMs = after.kind === "toast" ? after.resetMs : undefined;
  useEffect(() => {
    if (!done || toastMs === undefined || resetMs === undefined) return;
    const hide = setTimeout(() => setSuccess(null), toastMs);
    const reset = setTimeout(() => {
      setEmail("");
      setHoneypot("");
      setDone(false);
    }, resetMs);
    return () => {
      clearTimeout(hide);
      clearTimeout(reset);
    };
  }, [done, toastMs, resetMs]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget as HTMLFormElement;
    setSending(true);
    try {
      const { sendSignup } = await loadSend();
      key.current ??= newIdempotencyKey();
      // The state, not the field: what the visitor typed before the page was live is in it too (decision 083).
      const result = await sendSignup(target, email, honeypot, key.current);
      if (result.ok) {
        key.current = null;
        setError(undefined);
        setSuccess(result.reference);
        setDone(true);
      } else {
        setError(result.message);
        if (visitorStillIn(form)) input.current?.focus();
      }
    } catch {
      // The chunk could not load (offline, or a new deploy replaced it).
      setError(target.failures.generic);
    } finally {
      setSending(false);
    }
  };

  const message = (
    <>
      <p className="font-semibold text-green-900">{copy.success.title}</p>
      <p className="mt-1 text-ink">{copy.success.text}</p>
    </>
  );
  if (after.kind === "replace" && done) {
    return (
      <div role="status" className="mt-4">
        {message}
      </div>
    );
  }

  const errorId = `${id}-email-error`;
  const form = (
    <form className="relative mt-4" noValidate onSubmit={onSubmit} aria-describedby={`${id}-notice`}>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.labels.email}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={copy.placeholder}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => void loadSend().catch(() => {})}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 ${classes.input}`}
        />
        <button
          type="submit"
          aria-disabled={sending}
          className={`rounded-md px-4 py-2 font-semibold aria-disabled:cursor-wait ${classes.button}`}
        >
          {sending ? copy.submitting : copy.submit}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={`mt-2 text-sm font-medium ${classes.error}`}>
          {error}
        </p>
      ) : null}
      <HoneypotField idPrefix={id} label={honeypotLabel} value={honeypot} onChange={setHoneypot} />
      <DataNotice id={`${id}-notice`} notice={copy.notice} contact={contact} tone={tone} className="mt-3" />
    </form>
  );
  if (after.kind === "replace") return form;
  return (
    <>
      {form}
      <Toast>
        {success ? (
          <>
            {message}
            <p className="mt-1 text-sm text-muted">{fill(after.referenceTemplate, { reference: success })}</p>
          </>
        ) : null}
      </Toast>
    </>
  );
}
