import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { formErrors, formsCopy } from "#copy/form-words/common";
import { complaintLookupCopy as copy } from "#copy/form-words/complaint";
import { locale } from "#copy/locale";
import { LANG_FIELD } from "#forms/api";
import { type ComplaintStatusAnswer, type LookupField, complaintLookup, lookupSchema } from "#forms/complaint";
import { trackingLink } from "#forms/tracking-link";
import { checkField, firstMessages } from "#forms/declare";
import { digitsOnly } from "../../components/form-kit/digits";
import { FormAlert } from "../../components/form-kit/form-alert";
import { failureMessage, sendJson } from "../../components/form-kit/send-form";
import { SubmitButton } from "../../components/form-kit/submit-button";
import { errorList, focusFirstInvalid } from "../../components/form-kit/use-declared-form";
import { visitorStillIn } from "../../components/form-kit/visitor-still-in";
import { ErrorSummary } from "../../components/ui/error-summary";
import { TextField } from "../../components/ui/form-field";
import { ComplaintStatusView } from "./complaint-status";
import { HeadedSection } from "../../components/ui/headed-section";

const FIELDS = Object.keys(complaintLookup.fields) as LookupField[];
const idOf = (f: string) => `track-${f}`;

type Lookup =
  { kind: "idle" } | { kind: "searching" } | { kind: "found"; answer: ComplaintStatusAnswer } | { kind: "failed"; message: string };

/** The private link's token, when the page was opened from the acknowledgement email. */
function linkToken(): string | undefined {
  const prefix = `#${trackingLink.fragment}=`;
  const token = window.location.hash.startsWith(prefix) ? window.location.hash.slice(prefix.length) : "";
  return trackingLink.pattern.test(token) ? token : undefined;
}

/** Every answer but a found complaint becomes one message in the page's language. */
async function search(
  values: Record<string, string>,
  endpoint: string = complaintLookup.endpoint,
): Promise<{ ok: true; answer: ComplaintStatusAnswer } | { ok: false; message: string; fieldErrors?: Record<string, string> }> {
  const result = await sendJson(endpoint, { ...values, [LANG_FIELD]: locale.lang });
  if (result.kind === "ok") return { ok: true, answer: result.body as ComplaintStatusAnswer };
  if (result.kind === "invalid") return { ok: false, message: result.message, fieldErrors: result.fieldErrors };
  // 404 and 429 carry their message in the language the page sent.
  if (result.status === 404) return { ok: false, message: result.message ?? copy.notFound };
  if (result.status === 429) return { ok: false, message: result.message ?? copy.rateLimited };
  return { ok: false, message: failureMessage(result, formErrors) };
}

/** Track a complaint by its reference and the mobile number given with it (no account needed). */
export function ComplaintTracker() {
  const schema = useMemo(() => lookupSchema(copy.messages, formsCopy.badCharacters), []);
  const [values, setValues] = useState<Record<LookupField, string>>({ reference: "", mobile: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [lookup, setLookup] = useState<Lookup>({ kind: "idle" });
  const resultRef = useRef<HTMLElement>(null);
  const focusResult = useRef(true);

  const setValue = (field: string, raw: string) => {
    const name = field as LookupField;
    const value = name === "mobile" ? digitsOnly(raw, 10) : raw;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      const message = checkField(complaintLookup.fields[name], copy.messages[name], formsCopy.badCharacters, value);
      const next = { ...e };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  useEffect(() => {
    if (lookup.kind === "found" && focusResult.current) resultRef.current?.focus();
  }, [lookup]);

  // Opened from the private link: show the complaint without the form, and drop the token from the address bar.
  useEffect(() => {
    const token = linkToken();
    if (!token) return;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    setLookup({ kind: "searching" });
    void search({ token }, trackingLink.endpoint).then((result) =>
      setLookup(result.ok ? { kind: "found", answer: result.answer } : { kind: "failed", message: result.message }),
    );
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (lookup.kind === "searching") return;
    const form = e.currentTarget as HTMLFormElement;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const all = firstMessages(parsed.error.issues);
      setErrors(all);
      if (visitorStillIn(form)) focusFirstInvalid(FIELDS, all, idOf);
      return;
    }
    setLookup({ kind: "searching" });
    const result = await search(parsed.data);
    focusResult.current = visitorStillIn(form);
    if (result.ok) return setLookup({ kind: "found", answer: result.answer });
    if (result.fieldErrors) {
      setErrors(result.fieldErrors);
      if (focusResult.current) focusFirstInvalid(FIELDS, result.fieldErrors, idOf);
    }
    setLookup({ kind: "failed", message: result.message });
  };

  const list = errorList(FIELDS, errors, idOf);
  return (
    <div className="space-y-8">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-describedby="track-notice">
        <ErrorSummary title={formsCopy.correctErrors} errors={list} />
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((name) => (
            <TextField
              key={name}
              id={idOf(name)}
              name={name}
              label={copy.labels[name]}
              value={values[name]}
              error={errors[name]}
              hint={name === "reference" ? copy.hints.reference : undefined}
              requiredMark={formsCopy.required}
              type={name === "mobile" ? "tel" : "text"}
              inputMode={name === "mobile" ? "numeric" : undefined}
              maxLength={name === "mobile" ? 10 : undefined}
              autoComplete={complaintLookup.fields[name].autoComplete}
              autoCapitalize={name === "reference" ? "characters" : undefined}
              spellCheck={false}
              onChange={(e) => setValue(name, e.target.value)}
            />
          ))}
        </div>
        {lookup.kind === "failed" && list.length === 0 ? <FormAlert>{lookup.message}</FormAlert> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton
            sending={lookup.kind === "searching"}
            label={copy.submit}
            sendingLabel={copy.searching}
            className="shrink-0 px-6 py-3"
          />
          <p id="track-notice" className="text-xs text-muted">
            {copy.notice}
          </p>
        </div>
      </form>
      {lookup.kind === "found" ? <ComplaintStatusView ref={resultRef} answer={lookup.answer} /> : null}
    </div>
  );
}

/** The 'Track your complaint' section, loaded as a lazy island. */
export default function TrackSection() {
  return (
    <HeadedSection
      headingId="track-heading"
      heading={copy.title}
      className="bg-navy-50"
      innerClassName="mx-auto max-w-4xl px-4 py-16 sm:px-6"
    >
      <p className="mt-3 text-lg text-muted">{copy.intro}</p>
      <div className="mt-8 rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <ComplaintTracker />
      </div>
    </HeadedSection>
  );
}
