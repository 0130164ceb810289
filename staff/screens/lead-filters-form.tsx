import { useEffect, useState, type FormEvent } from "react";
import { Button, SelectField, TextField } from "../components/ui";
import type { Person } from "#shared/staff-api/common";
import { LEAD_STATUSES } from "#shared/staff-api/lists";
import { call } from "../lib/api";
import { formName, LANGUAGE_NAMES } from "../lib/format";
import { filtersFromSearch, type LeadFilters } from "../lib/lead-filters";

const MORE = ["form", "status", "from", "to", "lang", "assignee"] as const;

/**
 * The search box is always in view; the other filters fold away on a phone
 * (a salesperson on the road wants the list first) unless one is in use.
 */
export function LeadFiltersForm({ initial, forms, onApply }: { initial: LeadFilters; forms: string[]; onApply: (f: LeadFilters) => void }) {
  const active = MORE.filter((k) => initial[k]).length;
  const [open] = useState(() => active > 0 || window.matchMedia("(min-width: 768px)").matches);
  // Colleagues are per form (whose roles admit it), so they are offered once a form is chosen.
  const [people, setPeople] = useState<Person[]>([]);
  useEffect(() => {
    if (!initial.form) return;
    let live = true;
    call("GET /colleagues", { query: { form: initial.form } }).then(
      (r) => live && setPeople(r.people),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [initial.form]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = new URLSearchParams();
    for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === "string") fields.set(k, v);
    onApply(filtersFromSearch(fields));
  };

  return (
    <form onSubmit={submit} aria-label="Filter leads" className="mb-4 rounded border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Search (reference, name, email or phone)"
          name="q"
          type="search"
          defaultValue={initial.q}
          className="min-w-0 flex-1 basis-64"
        />
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
      <details open={open} className="mt-3">
        <summary className="cursor-pointer font-medium">More filters{active ? ` (${active} in use)` : ""}</summary>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField label="Form" name="form" defaultValue={initial.form ?? ""}>
            <option value="">All my forms</option>
            {forms.map((f) => (
              <option key={f} value={f}>
                {formName(f)}
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" name="status" defaultValue={initial.status ?? ""}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <SelectField label="Language" name="lang" defaultValue={initial.lang ?? ""}>
            <option value="">Any language</option>
            {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextField label="From" name="from" type="date" defaultValue={initial.from} />
          <TextField label="To" name="to" type="date" defaultValue={initial.to} />
          <SelectField key={people.length} label="Assigned to" name="assignee" defaultValue={initial.assignee ?? ""}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody yet</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
        </div>
      </details>
    </form>
  );
}
