import { useEffect, useState, type FormEvent } from "react";
import { useAnnounce } from "../components/announcer";
import { PageHeading } from "../components/page-heading";
import { Button, ErrorMessage, TextField } from "../components/ui";
import { AUDIT_ACTIONS } from "#shared/staff-api/audit-actions";
import { call, messageOf, type AnswerOf, type QueryOf } from "../lib/api";
import { formatDateTime } from "../lib/format";
import { LastCheckpoint } from "./audit-checkpoint";

type Filters = Omit<QueryOf<"GET /audit">, "cursor">;

const detailText = (d: unknown) => (d === null || d === undefined ? "" : typeof d === "string" ? d : JSON.stringify(d));

export function Audit() {
  const announce = useAnnounce();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<AnswerOf<"GET /audit">>();
  const [error, setError] = useState<string>();
  const [verify, setVerify] = useState<AnswerOf<"GET /audit/verify">>();

  useEffect(() => {
    let live = true;
    setPage(undefined);
    call("GET /audit", { query: filters }).then(
      (p) => live && setPage(p),
      (e: unknown) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [filters]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(undefined);
    const d = new FormData(e.currentTarget);
    const get = (k: string) => String(d.get(k) ?? "").trim() || undefined;
    setFilters({ actor: get("actor"), action: get("action"), from: get("from"), to: get("to") });
  };

  const more = async () => {
    if (!page?.nextCursor) return;
    try {
      const next = await call("GET /audit", { query: { ...filters, cursor: page.nextCursor } });
      setPage({ items: [...page.items, ...next.items], nextCursor: next.nextCursor });
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const check = async () => {
    setError(undefined);
    try {
      const r = await call("GET /audit/verify");
      setVerify(r);
      announce(r.ok ? `The chain is intact: ${r.rows} rows checked.` : `The chain is broken at row ${r.firstBad}.`);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <div>
      <PageHeading>Audit trail</PageHeading>
      <LastCheckpoint />
      <form
        onSubmit={submit}
        aria-label="Filter the audit trail"
        className="mb-4 grid gap-3 rounded border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField label="Person (email)" name="actor" />
        {/* The actions the trail records today, offered as the person types (older rows may hold others). */}
        <TextField label="Action" name="action" placeholder="e.g. lead.status" list="audit-actions" />
        <datalist id="audit-actions">
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <TextField label="From" name="from" type="date" />
        <TextField label="To" name="to" type="date" />
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit">Apply filters</Button>
        </div>
      </form>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={check}>
          Verify the chain
        </Button>
        {verify && (
          <p className={verify.ok ? "text-green-800" : "font-semibold text-red-800"}>
            {verify.ok
              ? `Intact: ${verify.rows} rows, each chained to the one before.`
              : `Broken: row ${verify.firstBad} was altered or a row before it is missing.`}
          </p>
        )}
      </div>
      <ErrorMessage message={error} />
      {page && (
        // Scrolls sideways at phone width: focusable so the keyboard can scroll it too.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Audit rows">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Audit rows, newest first</caption>
            <thead>
              <tr className="border-b border-slate-400">
                {["#", "When", "Who", "Action", "Subject", "Detail"].map((h) => (
                  <th key={h} scope="col" className="px-2 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.items.map((i) => (
                <tr key={i.seq} className="border-b border-slate-200 align-top">
                  <td className="px-2 py-1">{i.seq}</td>
                  <td className="px-2 py-1 whitespace-nowrap">{formatDateTime(i.at)}</td>
                  <td className="px-2 py-1 break-all">{i.actor}</td>
                  <td className="px-2 py-1">{i.action}</td>
                  <td className="px-2 py-1 break-all">{i.subject}</td>
                  <td className="px-2 py-1 break-all">{detailText(i.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!page.items.length && <p className="mt-2">No rows match these filters.</p>}
          {page.nextCursor && (
            <Button variant="secondary" className="mt-3" onClick={more}>
              Load more
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
