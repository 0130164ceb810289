// The grievance officers' queue: open complaints, the one to answer first on
// top, with days left and escalation marked in words (not colour alone).
// The filters live in the address, like the lead inbox's.
import { useEffect, useState, type FormEvent } from "react";
import { complaintCopy } from "#content/en/form-words/complaint";
import { COMPLAINT_STATUSES, complaintForm, escalationDay } from "#forms/complaint";
import { LANGS } from "#shared/locales";
import { COMPLAINT_VIEWS } from "#shared/staff-api/lists";
import { Link } from "../components/link";
import { ViewList } from "../components/view-list";
import { AssigneeFilter, LanguageFilter } from "../components/filter-fields";
import { PageHeading } from "../components/page-heading";
import { Button, ErrorMessage, SelectField, TextField } from "../components/ui";
import { call, queryString, type AnswerOf, type QueryOf, messageTo } from "../lib/api";
import { oneOf } from "../lib/choice";
import { daysLeftText } from "../lib/days-left";
import { LANGUAGE_NAMES } from "../lib/format";
import { navigate, useLocation } from "../lib/router";
import { BASE, complaintHref } from "../lib/paths";
import { whileLive } from "../lib/live";
import { Options } from "../components/options";

export const CATEGORY_NAMES: Record<string, string> = complaintCopy.options.category;
const STATUSES = ["open", "all", ...COMPLAINT_STATUSES] as const;
const CATEGORIES = complaintForm.fields.category.options;
type Filters = QueryOf<"GET /complaints">;
const VIEW_LABELS: Record<(typeof COMPLAINT_VIEWS)[number], string> = {
  open: "Open",
  overdue: "Overdue",
  "due-soon": "Due in 7 days",
  escalated: "Escalated",
  "awaiting-me": "Awaiting my approval",
  mine: "Mine",
  unassigned: "Unassigned",
};

/** The filters in an address (or a submitted filter form), trimmed; a status, category or language the queue does not know is left out. */
function filtersOf(search: string | URLSearchParams): Filters {
  const params = new URLSearchParams(search);
  const get = (k: keyof Filters) => params.get(k)?.trim() || undefined;
  return {
    q: get("q"),
    status: oneOf(STATUSES, get("status")),
    category: oneOf(CATEGORIES, get("category")),
    lang: oneOf(LANGS, get("lang")),
    assignee: get("assignee"),
    from: get("from"),
    to: get("to"),
    view: oneOf(COMPLAINT_VIEWS, get("view")),
  };
}

function Filters({ initial, onApply }: { initial: Filters; onApply: (f: Filters) => void }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = new URLSearchParams();
    for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === "string") fields.set(k, v);
    onApply(filtersOf(fields));
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Filter complaints"
      className="mb-4 grid grid-cols-1 gap-3 rounded border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {/* Filters narrow the view being shown; Clear leaves it. */}
      {initial.view && <input type="hidden" name="view" value={initial.view} />}
      <TextField label="Search (reference or mobile)" name="q" type="search" defaultValue={initial.q} className="sm:col-span-2" />
      <SelectField label="Status" name="status" defaultValue={initial.status ?? "open"}>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {s === "open" ? "Open (received or in progress)" : s === "all" ? "Any status" : s}
          </option>
        ))}
      </SelectField>
      <SelectField label="Category" name="category" defaultValue={initial.category ?? ""}>
        <option value="">Any category</option>
        <Options items={Object.entries(CATEGORY_NAMES)} />
      </SelectField>
      <TextField label="Filed from" name="from" type="date" defaultValue={initial.from} />
      <TextField label="Filed to" name="to" type="date" defaultValue={initial.to} />
      <LanguageFilter defaultValue={initial.lang} />
      <AssigneeFilter defaultValue={initial.assignee} />
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}

export function ComplaintsQueue({ reportLink = true }: { reportLink?: boolean }) {
  const { search } = useLocation();
  const filters = filtersOf(search);
  const [queue, setQueue] = useState<AnswerOf<"GET /complaints">>();
  const [error, setError] = useState<string>();
  const [counts, setCounts] = useState<AnswerOf<"GET /complaints/views">["counts"]>();

  useEffect(() => {
    setError(undefined);
    const stopQueue = whileLive(call("GET /complaints", { query: filtersOf(search) }), setQueue, messageTo(setError));
    const stopCounts = whileLive(call("GET /complaints/views"), (v) => setCounts(v.counts));
    return () => {
      stopQueue();
      stopCounts();
    };
  }, [search]);
  // With no filter at all the queue shows every open complaint: the Open view.
  const current = filters.view ?? (Object.values(filters).every((v) => v === undefined) ? "open" : undefined);

  return (
    <div>
      <PageHeading>Complaints</PageHeading>
      <p className="mb-4">
        Answer each complaint within its clock from filing: 30 days for a borrower's, 21 for a shareholder's or investor's, 90 for a
        grievance about personal data (days counted in India).{" "}
        {reportLink && (
          <>
            <Link href={`${BASE}/complaints/report`} className="text-blue-800 underline">
              Annual report table
            </Link>{" "}
            ·{" "}
            <Link href={`${BASE}/complaints/templates`} className="text-blue-800 underline">
              Reply templates
            </Link>
          </>
        )}
      </p>
      <ViewList
        label="Views"
        views={COMPLAINT_VIEWS.map((view) => ({
          key: view,
          label: VIEW_LABELS[view],
          href: `${BASE}/complaints?view=${view}`,
          count: counts?.[view],
          current: current === view,
        }))}
      />
      <Filters key={search} initial={filters} onApply={(f) => navigate(`${BASE}/complaints${queryString(f)}`)} />
      <ErrorMessage message={error} />
      {queue && (
        <>
          <p className="mb-2" aria-live="polite">
            {queue.items.length === 0
              ? "No complaints match."
              : `${queue.items.length}${queue.more ? "+" : ""} complaints, the earliest answer-by date first.`}
          </p>
          {queue.items.length > 0 && (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Complaints">
              <table className="w-full min-w-[44rem] border-collapse bg-white text-left">
                <thead>
                  <tr className="border-b border-slate-400">
                    <th className="p-2">Reference</th>
                    <th className="p-2">Complainant</th>
                    <th className="p-2">Category</th>
                    <th className="p-2">Answer by</th>
                    <th className="p-2">Status</th>
                    <th className="p-2">Assigned to</th>
                  </tr>
                </thead>
                <tbody>
                  {queue.items.map((c) => (
                    <tr key={c.reference} className="border-b border-slate-200 align-top">
                      <td className="p-2 font-mono">
                        <Link href={complaintHref(c.reference)} className="text-blue-800 underline">
                          {c.reference}
                        </Link>
                      </td>
                      <td className="p-2">
                        {c.name ?? "—"} <span className="text-sm text-slate-700">({LANGUAGE_NAMES[c.lang ?? ""] ?? c.lang})</span>
                      </td>
                      <td className="p-2">{CATEGORY_NAMES[c.category ?? ""] ?? c.category}</td>
                      <td className="p-2">
                        {c.answerBy}
                        <span className={`block text-sm ${c.overdue ? "font-semibold text-red-800" : "text-slate-700"}`}>
                          {daysLeftText(c.daysLeft)}
                        </span>
                        <span className="block text-sm text-slate-700">{c.clockDays}-day clock</span>
                        {c.escalated && (
                          <span className="block text-sm font-semibold text-amber-900">
                            Escalated: open on day {escalationDay(c.clockDays)} of {c.clockDays} or later
                          </span>
                        )}
                      </td>
                      <td className="p-2">
                        {c.status}
                        {c.rejectionProposed && <span className="block text-sm text-slate-700">rejection awaiting approval</span>}
                      </td>
                      <td className="p-2">{c.assignee?.name ?? "Nobody yet"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
