import { useState, type FormEvent } from "react";
import { Button, SelectField, TextField } from "../components/ui";
import { AssigneeFilter, LanguageFilter } from "../components/filter-fields";
import { useColleagues } from "../lib/colleagues";
import type { AnswerOf } from "../lib/api";
import { formName } from "../lib/format";
import { filtersFromSearch, type LeadFilters } from "../lib/lead-filters";
import { Options } from "../components/options";

type LeadLayout = NonNullable<AnswerOf<"GET /leads">["layout"]>;

const MORE = ["form", "status", "from", "to", "lang", "assignee", "field", "sort"] as const;

const SORTS = [
  ["", "Newest first"],
  ["oldest", "Oldest first"],
  ["amount-high", "Amount, largest first"],
  ["amount-low", "Amount, smallest first"],
] as const;

/** A listed choice of the chosen form (the opening, the product) as one select; it sets `field` and `value`. */
function FieldFilter({ filter, initial }: { filter: LeadLayout["filters"][number]; initial: LeadFilters }) {
  const current = initial.field === filter.name ? (initial.value ?? "") : "";
  return (
    <SelectField label={filter.label} name={`field:${filter.name}`} defaultValue={current}>
      <option value="">Any</option>
      <Options items={filter.options} />
    </SelectField>
  );
}

/**
 * The search box is always in view; the other filters fold away on a phone
 * (a salesperson on the road wants the list first) unless one is in use.
 */
export function LeadFiltersForm({
  initial,
  forms,
  statuses,
  layout,
  onApply,
}: {
  initial: LeadFilters;
  forms: string[];
  statuses: string[];
  layout: LeadLayout | null;
  onApply: (f: LeadFilters) => void;
}) {
  const active = MORE.filter((k) => initial[k]).length;
  const [open] = useState(() => active > 0 || window.matchMedia("(min-width: 768px)").matches);
  // Colleagues are per form (whose roles admit it), so they are offered once a form is chosen.
  const people = useColleagues(initial.form);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = new URLSearchParams();
    for (const [k, v] of new FormData(e.currentTarget)) {
      if (typeof v !== "string" || !v.trim()) continue;
      // One field filter at a time: the first listed choice given.
      if (!k.startsWith("field:")) fields.set(k, v);
      else if (!fields.has("field")) {
        fields.set("field", k.slice(6));
        fields.set("value", v);
      }
    }
    const next = filtersFromSearch(fields);
    // A form's own statuses, sorts and fields mean nothing once the form changes.
    if (next.form !== initial.form) {
      delete next.field;
      delete next.value;
      if (next.sort?.startsWith("amount")) delete next.sort;
    }
    onApply(next);
  };

  return (
    <form onSubmit={submit} aria-label="Filter leads" className="mb-4 rounded border border-slate-300 bg-white p-4">
      {/* The view shown (New today, Follow-up due) stays while other filters are added to it. */}
      {initial.view && <input type="hidden" name="view" value={initial.view} />}
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Search (reference, name, company, city, email or phone)"
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
            <Options items={statuses} />
          </SelectField>
          <LanguageFilter defaultValue={initial.lang} />
          <TextField label="From" name="from" type="date" defaultValue={initial.from} />
          <TextField label="To" name="to" type="date" defaultValue={initial.to} />
          <AssigneeFilter key={people.length} defaultValue={initial.assignee} people={people} />
          <SelectField label="Order" name="sort" defaultValue={initial.sort ?? ""}>
            <Options items={SORTS.filter(([v]) => !v.startsWith("amount") || layout?.sortsByAmount)} />
          </SelectField>
          {layout?.filters.map((f) => (
            <FieldFilter key={f.name} filter={f} initial={initial} />
          ))}
        </div>
      </details>
    </form>
  );
}
