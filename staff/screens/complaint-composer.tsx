// The one composer of a complaint: a reply to the complainant (published on
// the tracker and emailed in their language) or an internal note, and with a
// reply an optional status change, sent together as ONE email. Resolving
// needs a reply: it is the final answer the complainant receives.
import { useId, useState, type FormEvent } from "react";
import { Button, SelectField } from "../components/ui";
import { STAFF_STATUSES } from "#forms/complaint";
import { call, type AnswerOf } from "../lib/api";
import { oneOf } from "../lib/choice";
import { EmailPreview, LanguageWarning, TemplatePicker } from "./reply-helpers";
import { Options } from "../components/options";

type ComplaintDetail = AnswerOf<"GET /complaints/:reference">;
type Mode = "reply" | "note";
export type Act = (run: () => Promise<ComplaintDetail>, done: string) => Promise<boolean>;

export function Composer({ c, act }: { c: ComplaintDetail; act: Act }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>("reply");
  const [text, setText] = useState("");
  const [status, setStatus] = useState("");
  const reply = mode === "reply";
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const words = text.trim();
    const params = { reference: c.reference };
    const newStatus = oneOf(STAFF_STATUSES, status);
    const sent = !reply
      ? await act(() => call("POST /complaints/:reference/notes", { params, body: { text: words } }), "Note added.")
      : newStatus
        ? await act(
            () => call("PATCH /complaints/:reference", { params, body: { version: c.version, status: newStatus, note: words } }),
            `Reply sent with the status ${newStatus}: one email to the complainant.`,
          )
        : await act(() => call("POST /complaints/:reference/updates", { params, body: { text: words } }), "Reply sent to the complainant.");
    if (sent) {
      setText("");
      setStatus("");
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        Write
      </h2>
      <fieldset className="mb-3">
        <legend className="sr-only">What you write</legend>
        <div className="inline-flex rounded border border-slate-500">
          {(["reply", "note"] as const).map((m) => (
            <label
              key={m}
              className={`cursor-pointer px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-800 ${
                mode === m ? "bg-blue-800 text-white" : "bg-white text-slate-900"
              }`}
            >
              <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} className="sr-only" />
              {m === "reply" ? "Reply to the complainant" : "Internal note"}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mb-2 text-sm text-slate-700">
        {reply
          ? "The complainant sees it on the tracker and, when they gave an email, receives it in the language they filed in."
          : "Seen by staff only: never shown or sent to the complainant."}
      </p>
      {reply && <TemplatePicker c={c} onPick={setText} />}
      {/* Label and box side by side, not nested: a nested box's words would join the label's name. */}
      <label htmlFor={`${id}-text`} className="block text-sm font-medium">
        {reply ? "Reply" : "Note"}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        maxLength={reply ? 1000 : 4000}
        className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5"
      />
      {reply && <LanguageWarning c={c} text={text} />}
      {reply && (
        <SelectField label="Status with this reply" value={status} onChange={(e) => setStatus(e.target.value)} className="mt-3 max-w-sm">
          <option value="">No change (stays {c.status})</option>
          <Options items={STAFF_STATUSES.filter((s) => s !== c.status)} />
        </SelectField>
      )}
      {reply && status === "resolved" && (
        <p className="mt-2 text-sm font-medium">This reply is the final answer: the complainant receives it with the status resolved.</p>
      )}
      {reply && <EmailPreview c={c} text={text} status={status} />}
      <Button type="submit" className="mt-3" disabled={!text.trim()}>
        {!reply ? "Add note" : status ? "Send reply and change status" : "Send reply"}
      </Button>
    </form>
  );
}
