// The inbox's filters live in the address, so a filtered view can be
// bookmarked, shared with a colleague, and survives going back from a lead.

const FILTER_KEYS = ["view", "form", "status", "from", "to", "lang", "assignee", "q", "field", "value", "sort"] as const;
export type LeadFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

export function filtersFromSearch(search: string): LeadFilters {
  const params = new URLSearchParams(search);
  const out: LeadFilters = {};
  for (const k of FILTER_KEYS) {
    const v = params.get(k)?.trim();
    if (v) out[k] = v;
  }
  return out;
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
