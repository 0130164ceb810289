// The inbox's views: ready-made and the person's own, each a link with its
// count and split by status (ViewList), and a way to save the filters in use
// as a view of one's own, or delete the saved view being shown.
import { useEffect, useState, type FormEvent } from "react";
import { useAnnounce } from "../components/announcer";
import { Button, ErrorMessage, TextField } from "../components/ui";
import { ViewList } from "../components/view-list";
import { type AnswerOf, call, messageOf, messageTo } from "../lib/api";
import { filtersFromSearch, searchFromFilters } from "../lib/lead-filters";
import { BASE } from "../lib/paths";
import { whileLive } from "../lib/live";

type LeadView = AnswerOf<"GET /leads/views">["views"][number];

const same = (a: string, b: string) => searchFromFilters(filtersFromSearch(a)) === searchFromFilters(filtersFromSearch(b));

/** `round` changes when leads were changed here (bulk), so the counts are fetched again. */
export function LeadViewsBar({ query, round: changes }: { query: string; round: number }) {
  const announce = useAnnounce();
  const [views, setViews] = useState<LeadView[]>();
  const [error, setError] = useState<string>();
  const [name, setName] = useState("");
  const [round, setRound] = useState(0);

  useEffect(() => whileLive(call("GET /leads/views"), (r) => setViews(r.views), messageTo(setError)), [query, round, changes]);

  const current = views?.find((v) => same(v.search, query));
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await call("POST /leads/views", { body: { name: name.trim(), search: query } });
      announce(`View “${name.trim()}” saved.`);
      setName("");
      setRound((r) => r + 1);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const remove = async (view: LeadView) => {
    setError(undefined);
    try {
      await call("DELETE /leads/views/:id", { params: { id: view.key.replace(/^saved:/, "") } });
      announce(`View “${view.label}” deleted.`);
      setRound((r) => r + 1);
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <>
      <ViewList
        label="Views"
        views={(views ?? []).map((v) => ({
          key: v.key,
          label: v.label,
          href: `${BASE}/leads${v.search}`,
          count: v.count,
          split: v.split.map((s) => ({ label: s.status, count: s.count })),
          current: v === current,
        }))}
      />
      {!views && !error && <p className="mb-4 text-sm">Loading views…</p>}
      <ErrorMessage message={error} />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        {query && !current && (
          <form onSubmit={save} aria-label="Save these filters as a view" className="flex flex-wrap items-end gap-2">
            <TextField label="Name for a view of these filters" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
            <Button type="submit" variant="secondary" disabled={!name.trim()}>
              Save view
            </Button>
          </form>
        )}
        {current?.saved && (
          <Button variant="secondary" onClick={() => void remove(current)}>
            Delete the view “{current.label}”
          </Button>
        )}
      </div>
    </>
  );
}
