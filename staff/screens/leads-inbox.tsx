import { useEffect, useRef, useState } from "react";
import { useAnnounce } from "../components/announcer";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { Button, ErrorMessage } from "../components/ui";
import { call, messageOf, pathOf, type AnswerOf, messageTo } from "../lib/api";
import { fetchProtected, saveBlob } from "../lib/download";
import { filterProblem, filtersFromSearch, rememberInbox, searchFromFilters } from "../lib/lead-filters";
import { ceremonyMessage } from "../lib/passkeys";
import { LeadFiltersForm } from "./lead-filters-form";
import { LeadBulkBar } from "./lead-bulk-bar";
import { LeadList, type Selection } from "./lead-list-table";
import { LeadViewsBar } from "./lead-views-bar";
import { ExportColumns } from "./lead-export-columns";
import { indiaDate } from "#shared/india-dates";
import { navigate, useLocation } from "../lib/router";
import { BASE, leadDashboardHref } from "../lib/paths";
import { whileLive } from "../lib/live";

export function LeadsInbox() {
  const { search } = useLocation();
  const announce = useAnnounce();
  const filters = filtersFromSearch(search);
  const query = searchFromFilters(filters);
  const [page, setPage] = useState<AnswerOf<"GET /leads">>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const afterChange = useRef<string | undefined>(undefined);
  const [exportKeys, setExportKeys] = useState<string[]>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selection: Selection = {
    selected,
    toggle: (references, on) =>
      setSelected((was) => {
        const next = new Set(was);
        for (const r of references)
          if (on) next.add(r);
          else next.delete(r);
        return next;
      }),
  };

  useEffect(() => {
    rememberInbox(query);
    setSelected(new Set());
    const problem = filterProblem(filtersFromSearch(query));
    setError(problem);
    setPage(undefined);
    if (problem) return;
    return whileLive(
      call("GET /leads", { query: filtersFromSearch(query) }),
      (p) => {
        setPage(p);
        // After a bulk change, what was changed is the news, not the list's length.
        const after = afterChange.current;
        afterChange.current = undefined;
        announce(
          after ??
            (p.items.length
              ? `${p.items.length} ${p.items.length === 1 ? "lead" : "leads"} shown${p.nextCursor ? "; more can be loaded" : ""}.`
              : "No leads match these filters."),
        );
      },
      messageTo(setError),
    );
  }, [query, announce, round]);

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setBusy(true);
    try {
      const next = await call("GET /leads", { query: { ...filters, cursor: page.nextCursor } });
      setPage({ ...next, items: [...page.items, ...next.items] });
      announce(`${next.items.length} more leads shown.`);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const columns = exportKeys ? exportKeys.join(",") : undefined;
      saveBlob(
        await fetchProtected(pathOf("GET /leads/export.csv", { query: { ...filters, columns } })),
        `leads-${indiaDate(new Date().toISOString())}.csv`,
      );
      announce("The export is downloaded.");
    } catch (e) {
      setError(ceremonyMessage(e) ?? messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <PageHeading>Leads</PageHeading>
      <p className="mb-3">
        <Link href={leadDashboardHref} className="text-blue-800 underline">
          Dashboard: the last 90 days in charts and tables
        </Link>
      </p>
      <LeadViewsBar query={query} round={round} />
      <LeadFiltersForm
        key={`${query}|${(page?.forms ?? []).join()}`}
        initial={filters}
        forms={page?.forms ?? []}
        statuses={page?.statuses ?? []}
        layout={page?.layout ?? null}
        onApply={(f) => navigate(`${BASE}/leads${searchFromFilters(f)}`)}
      />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={exportCsv} disabled={busy}>
          Export these leads (CSV)
        </Button>
        <span className="text-sm text-slate-700">Asks you to confirm with your passkey.</span>
        <ExportColumns form={filters.form} onChange={setExportKeys} />
      </div>
      <ErrorMessage message={error} />
      {/* Mounted while the list reloads after a change, so its report of stale leads stays. */}
      <LeadBulkBar
        selected={page?.items.filter((l) => selected.has(l.reference)) ?? []}
        statuses={page?.layout?.statuses ?? page?.statuses ?? []}
        onDone={(said) => {
          afterChange.current = said;
          setRound((r) => r + 1);
        }}
      />
      {!page && !error && <p>Loading leads…</p>}
      {page && page.items.length === 0 && <p>No leads match these filters.</p>}
      {page && page.items.length > 0 && <LeadList items={page.items} layout={page.layout} selection={selection} q={filters.q} />}
      {page?.nextCursor && (
        <Button className="mt-4" variant="secondary" onClick={loadMore} disabled={busy}>
          Load more
        </Button>
      )}
    </div>
  );
}
