// Bulk status and bulk assign on the selected rows. Each lead is changed
// against the version the list showed; a lead changed since is listed back
// with what changed, and left as it is.
import { useState, type FormEvent } from "react";
import { Button, SelectField } from "../components/ui";
import { type AnswerOf, type BodyOf, call, messageOf } from "../lib/api";
import { useColleagues } from "../lib/colleagues";
import { Options, PersonOptions } from "../components/options";

type LeadRow = AnswerOf<"GET /leads">["items"][number];

/** `onDone` gets the sentence to announce once the list is fetched again. */
export function LeadBulkBar({ selected, statuses, onDone }: { selected: LeadRow[]; statuses: string[]; onDone: (said: string) => void }) {
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // Colleagues are per form: offered when the selected leads share one.
  const forms = [...new Set(selected.map((l) => l.form))];
  const form = forms.length === 1 ? forms[0] : undefined;
  const people = useColleagues(form);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const status = String(data.get("status") ?? "");
    const assignee = String(data.get("assignee") ?? "");
    const body: BodyOf<"POST /leads/bulk"> = { leads: selected.map((l) => ({ reference: l.reference, version: l.version })) };
    if (status) body.status = status;
    if (assignee) body.assigneeId = assignee === "none" ? null : assignee;
    setBusy(true);
    setProblems([]);
    try {
      const r = await call("POST /leads/bulk", { body });
      const n = r.changed.length;
      setProblems([
        ...r.stale.map((s) => `${s.reference} was changed by someone else meanwhile (${s.what}); it was left as it is.`),
        ...r.refused.map((s) => `${s.reference}: ${s.error}`),
      ]);
      onDone(`${n} ${n === 1 ? "lead" : "leads"} changed.`);
    } catch (err) {
      setProblems([messageOf(err)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {problems.length > 0 && (
        <ul role="alert" className="my-3 list-disc rounded border border-red-700 bg-red-50 py-2 pr-3 pl-8 text-red-900">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {selected.length > 0 && (
        <form
          onSubmit={submit}
          aria-label="Change the selected leads"
          className="mb-3 flex flex-wrap items-end gap-2 rounded border border-blue-800 bg-blue-50 p-3"
        >
          <p className="basis-full font-medium">{selected.length} selected</p>
          <SelectField label="Set status" name="status" defaultValue="">
            <option value="">Leave as it is</option>
            <Options items={statuses} />
          </SelectField>
          <SelectField key={people.length} label="Assign to" name="assignee" defaultValue="">
            <option value="">Leave as it is</option>
            <option value="none">Nobody</option>
            <PersonOptions people={people} />
          </SelectField>
          <Button type="submit" disabled={busy}>
            Apply to selected
          </Button>
        </form>
      )}
    </>
  );
}
