// What helps write a reply in the composer: the team's templates (filled with
// this complaint's name, reference and dates, in the template's language), a
// warning when the reply is not in the complainant's language (the email
// around it is in theirs), and a preview of the very email it would send.
import { useEffect, useState } from "react";
import { locale as en } from "#content/en/locale";
import { locale as hi } from "#content/hi/locale";
import { formatDate, indiaDate } from "#shared/india-dates";
import { fillReply, replyLanguage } from "#shared/reply-templates";
import { Button, SelectField } from "../components/ui";
import { STAFF_STATUSES } from "#forms/complaint";
import { call, messageOf, type AnswerOf } from "../lib/api";
import { oneOf } from "../lib/choice";
import { LANGUAGE_NAMES } from "../lib/format";
import { whileLive } from "../lib/live";

type ComplaintDetail = AnswerOf<"GET /complaints/:reference">;
export type ReplyTemplate = AnswerOf<"GET /complaints/templates">["templates"][number];
const MONTHS: Record<string, readonly string[]> = { en: en.months, hi: hi.months };

export function TemplatePicker({ c, onPick }: { c: ComplaintDetail; onPick: (text: string) => void }) {
  const [templates, setTemplates] = useState<ReplyTemplate[]>([]);
  useEffect(() => whileLive(call("GET /complaints/templates"), (r) => setTemplates(r.templates)), []);
  if (templates.length === 0) return null;
  const pick = (id: string) => {
    const t = templates.find((x) => x.id === id);
    if (!t) return;
    const months = MONTHS[t.lang] ?? en.months;
    const name = c.fields.find((f) => f.name === "name")?.value ?? "";
    onPick(
      fillReply(t.body, {
        name,
        reference: c.reference,
        filedOn: formatDate(indiaDate(c.filedAt), months),
        answerBy: formatDate(c.answerBy, months),
        today: formatDate(indiaDate(new Date().toISOString()), months),
      }),
    );
  };
  // Those in the complainant's language first.
  const ordered = [...templates].sort((a, b) => Number(b.lang === c.lang) - Number(a.lang === c.lang));
  return (
    <SelectField label="Start from a template" value="" onChange={(e) => pick(e.target.value)} className="mb-3 max-w-md">
      <option value="">Choose a template…</option>
      {ordered.map((t) => (
        <option key={t.id} value={t.id}>
          {LANGUAGE_NAMES[t.lang] ?? t.lang}: {t.title}
        </option>
      ))}
    </SelectField>
  );
}

/** Said while the reply is written in another language than the complaint's (read out when it appears). */
export function LanguageWarning({ c, text }: { c: ComplaintDetail; text: string }) {
  const written = replyLanguage(text);
  const mismatch = written !== undefined && c.lang !== null && written !== c.lang;
  return (
    <div aria-live="polite">
      {mismatch && (
        <p className="mt-2 rounded border border-amber-700 bg-amber-50 px-3 py-2 text-amber-950">
          <strong>Warning:</strong> this complaint was filed in {LANGUAGE_NAMES[c.lang ?? ""]}, so the email around your reply is in{" "}
          {LANGUAGE_NAMES[c.lang ?? ""]}, but your reply is in {LANGUAGE_NAMES[written]}.
        </p>
      )}
    </div>
  );
}

type Preview = { lang: string; subject: string; text: string; of: string };

export function EmailPreview({ c, text, status }: { c: ComplaintDetail; text: string; status: string }) {
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState<string>();
  const show = async () => {
    setError(undefined);
    try {
      const changed = oneOf(STAFF_STATUSES, status);
      const body = { text: text.trim(), ...(changed ? { status: changed } : {}) };
      const built = await call("POST /complaints/:reference/preview", { params: { reference: c.reference }, body });
      setPreview({ ...built, of: `${status}\n${text}` });
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <div className="mt-3">
      <Button variant="secondary" disabled={!text.trim()} onClick={() => void show()}>
        Preview the email
      </Button>
      {error && <p className="mt-2 text-red-800">{error}</p>}
      {/* A preview of other words than these would mislead: it goes when the reply or the status changes. */}
      {preview && preview.of === `${status}\n${text}` && (
        <section aria-label="Preview of the email" lang={preview.lang} className="mt-2 rounded border border-slate-300 bg-slate-50 p-3">
          <p className="font-semibold">{preview.subject}</p>
          <p className="mt-2 text-sm break-words whitespace-pre-wrap">{preview.text}</p>
        </section>
      )}
    </div>
  );
}
