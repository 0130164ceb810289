import { useEffect, useState, type FormEvent } from "react";
import { useAnnounce } from "../components/announcer";
import { PageHeading } from "../components/page-heading";
import { Link } from "../components/link";
import { Button, ErrorMessage, SelectField, TextField } from "../components/ui";
import { call, messageOf, pathOf, type AnswerOf, messageTo } from "../lib/api";

type AuditChoices = AnswerOf<"GET /audit/choices">;
type AuditPage = AnswerOf<"GET /audit">;
type AuditVerify = AnswerOf<"GET /audit/verify">;
import { fetchProtected, saveBlob } from "../lib/download";
import { formatDateTime } from "../lib/format";
import { LastCheckpoint } from "./audit-checkpoint";
import { whileLive } from "../lib/live";
import { Options } from "../components/options";
import { ColumnHeads } from "../components/column-heads";

type Filters = { actor?: string; action?: string; from?: string; to?: string };

export function Audit() {
  const announce = useAnnounce();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<AuditPage>();
  const [error, setError] = useState<string>();
  const [verify, setVerify] = useState<AuditVerify>();
  const [choices, setChoices] = useState<AuditChoices>({ people: [], actions: [] });

  useEffect(() => {
    call("GET /audit/choices").then(setChoices, (e: unknown) => setError(messageOf(e)));
  }, []);

  useEffect(() => {
    setPage(undefined);
    return whileLive(call("GET /audit", { query: filters }), setPage, messageTo(setError));
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

  // The filtered trail, in words; the server asks for the passkey again and audits the export.
  const exportCsv = async () => {
    setError(undefined);
    try {
      saveBlob(await fetchProtected(pathOf("GET /audit/export.csv", { query: filters })), "audit-trail.csv");
      announce("The audit trail's rows are downloaded as CSV.");
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
        <SelectField label="Person" name="actor" defaultValue="">
          <option value="">Everyone</option>
          <Options items={choices.people} />
        </SelectField>
        <SelectField label="Action" name="action" defaultValue="">
          <option value="">Every action</option>
          <Options items={choices.actions} />
        </SelectField>
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
        <Button variant="secondary" onClick={() => void exportCsv()}>
          Export these rows as CSV
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
            <ColumnHeads names={["When", "Who", "What"]} row="border-b border-slate-400" cell="px-2 py-2" />
            <tbody>
              {page.items.map((i) => (
                <tr key={i.seq} className="border-b border-slate-200 align-top">
                  <td className="px-2 py-1">
                    {formatDateTime(i.at)}
                    <span className="block text-xs text-slate-600">#{i.seq}</span>
                  </td>
                  <td className="px-2 py-1">
                    {/* The email on hover: names can repeat, emails cannot. */}
                    <abbr title={i.actor} className="no-underline">
                      {i.actorName}
                    </abbr>
                  </td>
                  <td className="px-2 py-1 break-words">
                    {i.words}
                    {i.link ? (
                      <span className="block">
                        <Link href={i.link.href} className="text-blue-800 underline">
                          {i.link.label}
                        </Link>
                      </span>
                    ) : null}
                  </td>
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
