import { useEffect, useState } from "react";
import { useAnnounce } from "../components/announcer";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { Button, ErrorMessage } from "../components/ui";
import { api, messageOf } from "../lib/api";
import type { LeadLayout, LeadPage, LeadRow } from "../lib/api-types";
import { fetchProtected, saveBlob } from "../lib/download";
import { formatDateTime, formName, LANGUAGE_NAMES } from "../lib/format";
import { filterProblem, filtersFromSearch, rememberInbox, searchFromFilters } from "../lib/lead-filters";
import { ceremonyMessage } from "../lib/passkeys";
import { LeadFiltersForm } from "./lead-filters-form";
import { LeadBulkBar } from "./lead-bulk-bar";
import { LeadViewsBar } from "./lead-views-bar";
import { navigate, useLocation } from "../lib/router";
import { BASE, leadHref } from "../lib/routes";

function Assignee({ lead }: { lead: LeadRow }) {
  return <>{lead.assignee ? lead.assignee.name : "Unassigned"}</>;
}

const cell = "px-2 py-2";

/**
 * A table on wide screens; at phone width the same leads as a list of cards.
 * With one form chosen, its declared columns (company, amount, opening...)
 * replace the email and language.
 */
type Selection = { selected: ReadonlySet<string>; toggle: (references: string[], on: boolean) => void };

function Pick({ lead, selection }: { lead: LeadRow; selection: Selection }) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${lead.reference}`}
      className="size-5"
      checked={selection.selected.has(lead.reference)}
      onChange={(e) => selection.toggle([lead.reference], e.target.checked)}
    />
  );
}

function LeadList({ items, layout, selection }: { items: LeadRow[]; layout: LeadLayout | null; selection: Selection }) {
  const all = items.length > 0 && items.every((l) => selection.selected.has(l.reference));
  const columns = layout?.columns ?? [];
  const headings = ["Reference", "Received", ...(layout ? [] : ["Form"]), "Name", ...(layout ? [] : ["Email"]), "Phone"];
  return (
    <>
      <table className="hidden w-full border-collapse bg-white text-left text-sm md:table">
        <caption className="sr-only">Leads</caption>
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="px-2 py-2">
              <input
                type="checkbox"
                aria-label="Select all shown"
                className="size-5"
                checked={all}
                onChange={(e) =>
                  selection.toggle(
                    items.map((l) => l.reference),
                    e.target.checked,
                  )
                }
              />
            </th>
            {[...headings, ...columns.map((c) => c.label), ...(layout ? [] : ["Language"]), "Status", "Assigned to"].map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((l) => (
            <tr key={l.reference} className="border-b border-slate-200">
              <td className={cell}>
                <Pick lead={l} selection={selection} />
              </td>
              <td className={cell}>
                <Link href={leadHref(l.reference)} className="font-mono text-blue-800 underline">
                  {l.reference}
                </Link>
              </td>
              <td className={cell}>{formatDateTime(l.createdAt)}</td>
              {!layout && <td className={cell}>{formName(l.form)}</td>}
              <td className={cell}>{l.name}</td>
              {!layout && <td className={`${cell} break-all`}>{l.email}</td>}
              <td className={cell}>{l.phone}</td>
              {columns.map((c) => (
                <td key={c.name} className={`${cell} ${/^₹/.test(l.values[c.name] ?? "") ? "text-right tabular-nums" : ""}`}>
                  {l.values[c.name] ?? "—"}
                </td>
              ))}
              {!layout && <td className={cell}>{LANGUAGE_NAMES[l.lang] ?? l.lang}</td>}
              <td className={cell}>
                {l.status}
                {l.followUpOn && <span className="block text-xs text-slate-700">follow up {l.followUpOn}</span>}
              </td>
              <td className={cell}>
                <Assignee lead={l} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label="Leads">
        {items.map((l) => (
          <li key={l.reference} className="rounded border border-slate-300 bg-white p-3">
            <span className="float-right">
              <Pick lead={l} selection={selection} />
            </span>
            <Link href={leadHref(l.reference)} className="font-mono text-blue-800 underline">
              {l.reference}
            </Link>
            <p className="font-medium">{l.name}</p>
            <p className="text-sm break-all">
              {l.email} · {l.phone}
            </p>
            {columns.length > 0 && (
              <p className="text-sm break-words">{columns.map((c) => `${c.label}: ${l.values[c.name] ?? "—"}`).join(" · ")}</p>
            )}
            <p className="text-sm text-slate-700">
              {formName(l.form)} · {formatDateTime(l.createdAt)} · {l.status} · <Assignee lead={l} />
              {l.followUpOn ? ` · follow up ${l.followUpOn}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

export function LeadsInbox() {
  const { search } = useLocation();
  const announce = useAnnounce();
  const filters = filtersFromSearch(search);
  const query = searchFromFilters(filters);
  const [page, setPage] = useState<LeadPage>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
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
    let live = true;
    setSelected(new Set());
    const problem = filterProblem(filtersFromSearch(query));
    setError(problem);
    setPage(undefined);
    if (problem) return;
    api<LeadPage>("GET", `/leads${query}`).then(
      (p) => {
        if (!live) return;
        setPage(p);
        announce(
          p.items.length
            ? `${p.items.length} ${p.items.length === 1 ? "lead" : "leads"} shown${p.nextCursor ? "; more can be loaded" : ""}.`
            : "No leads match these filters.",
        );
      },
      (e: unknown) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [query, announce, round]);

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setBusy(true);
    try {
      const sep = query ? "&" : "?";
      const next = await api<LeadPage>("GET", `/leads${query}${sep}cursor=${encodeURIComponent(page.nextCursor)}`);
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
      saveBlob(await fetchProtected(`/leads/export.csv${query}`), `leads-${new Date().toISOString().slice(0, 10)}.csv`);
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
      </div>
      <ErrorMessage message={error} />
      {/* Mounted while the list reloads after a change, so its report of stale leads stays. */}
      <LeadBulkBar
        selected={page?.items.filter((l) => selected.has(l.reference)) ?? []}
        statuses={page?.layout?.statuses ?? page?.statuses ?? []}
        onDone={() => setRound((r) => r + 1)}
      />
      {!page && !error && <p>Loading leads…</p>}
      {page && page.items.length === 0 && <p>No leads match these filters.</p>}
      {page && page.items.length > 0 && <LeadList items={page.items} layout={page.layout} selection={selection} />}
      {page?.nextCursor && (
        <Button className="mt-4" variant="secondary" onClick={loadMore} disabled={busy}>
          Load more
        </Button>
      )}
    </div>
  );
}
