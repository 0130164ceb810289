// The inbox's filters live in the address, so a filtered view can be
// bookmarked, shared with a colleague, and survives going back from a lead.
import { LANGS } from "#shared/locales";
import type { QueryOf } from "./api";
import { oneOf } from "./choice";

const FILTER_KEYS = ["view", "form", "status", "from", "to", "lang", "assignee", "q", "field", "value", "sort"] as const;
/** The list route's query without its cursor. */
export type LeadFilters = Omit<QueryOf<"GET /leads">, "cursor">;
const VIEWS = ["today", "follow-up"] as const;
const SORTS = ["newest", "oldest", "amount-high", "amount-low"] as const;

/**
 * The filters in an address (or a submitted filter form); a language, view or sort the list does not know is left
 * out. The status is the form's own (the server checks it against the form's workflow).
 */
export function filtersFromSearch(search: string | URLSearchParams): LeadFilters {
  const params = new URLSearchParams(search);
  const get = (k: (typeof FILTER_KEYS)[number]) => params.get(k)?.trim() || undefined;
  const all: LeadFilters = {
    view: oneOf(VIEWS, get("view")),
    form: get("form"),
    status: get("status"),
    from: get("from"),
    to: get("to"),
    lang: oneOf(LANGS, get("lang")),
    assignee: get("assignee"),
    q: get("q"),
    field: get("field"),
    value: get("value"),
    sort: oneOf(SORTS, get("sort")),
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
}

export function searchFromFilters(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const k of FILTER_KEYS) {
    const v = filters[k]?.trim();
    if (v) params.set(k, v);
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** A date range the server would refuse, said before asking it. */
export function filterProblem(filters: LeadFilters): string | undefined {
  if (filters.from && filters.to && filters.from > filters.to) return "The “From” date must be on or before the “To” date.";
  return undefined;
}

let lastInbox = "";
/** The inbox's last filters, so "All leads" from a lead goes back to the same list. */
export const rememberInbox = (search: string) => {
  lastInbox = search;
};
export const lastInboxSearch = () => lastInbox;
