// The annual report's complaints table for a period (days in India), with
// the Ombudsman figures staff enter for it and the CSV the company files, and
// the desk's turnaround over the same period.
import { useEffect, useState, type FormEvent } from "react";
import { useAnnounce } from "../components/announcer";
import { PageHeading } from "../components/page-heading";
import { Button, Card, ErrorMessage, TextField } from "../components/ui";
import { OMBUDSMAN_FIELDS } from "#shared/staff-api/lists";
import { call, messageOf, pathOf, queryString, type AnswerOf, messageTo } from "../lib/api";
import { fetchProtected, saveBlob } from "../lib/download";
import { navigate, useLocation } from "../lib/router";
import { BASE } from "../lib/paths";
import { Turnaround } from "./complaints-turnaround";
import { GroundsOfComplaints } from "./complaints-grounds";
import { AllComplaintsLink } from "./case-work";
import { whileLive } from "../lib/live";

type ComplaintsReport = AnswerOf<"GET /complaints/report">;
type OmbudsmanField = (typeof OMBUDSMAN_FIELDS)[number];

const OMBUDSMAN_LABELS: Record<OmbudsmanField, string> = {
  maintainableReceived: "5. Maintainable complaints received from the Office of the Ombudsman",
  resolvedInFavour: "5.1 Of those, resolved in the company's favour by the Ombudsman",
  resolvedByConciliation: "5.2 Of those, resolved through conciliation, mediation or advisories",
  resolvedByAward: "5.3 Of those, resolved after an Award against the company",
  awardsNotImplemented: "6. Awards not implemented within the stipulated time (other than those appealed)",
};

function Ombudsman({ report, onSaved }: { report: ComplaintsReport; onSaved: (r: ComplaintsReport) => void }) {
  const announce = useAnnounce();
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const n = (f: OmbudsmanField) => Number(data.get(f) ?? 0);
    const figures = {
      maintainableReceived: n("maintainableReceived"),
      resolvedInFavour: n("resolvedInFavour"),
      resolvedByConciliation: n("resolvedByConciliation"),
      resolvedByAward: n("resolvedByAward"),
      awardsNotImplemented: n("awardsNotImplemented"),
    };
    setError(undefined);
    try {
      onSaved(await call("POST /complaints/report/ombudsman", { body: { from: report.from, to: report.to, figures } }));
      announce("Ombudsman figures saved for this period.");
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <form onSubmit={submit} aria-label="Ombudsman figures">
      <p className="mb-3">Enter them from the Ombudsman's records for exactly this period; they are kept with it.</p>
      <ErrorMessage message={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        {OMBUDSMAN_FIELDS.map((f) => (
          <TextField
            key={f}
            label={OMBUDSMAN_LABELS[f]}
            name={f}
            type="number"
            min={0}
            step={1}
            required
            defaultValue={report.ombudsman?.[f] ?? 0}
            inputMode="numeric"
          />
        ))}
      </div>
      <Button type="submit" className="mt-3">
        Save Ombudsman figures
      </Button>
    </form>
  );
}

export function ComplaintsReportScreen() {
  const { search } = useLocation();
  const [report, setReport] = useState<ComplaintsReport>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    setError(undefined);
    const period = new URLSearchParams(search);
    return whileLive(
      call("GET /complaints/report", { query: { from: period.get("from") || undefined, to: period.get("to") || undefined } }),
      setReport,
      messageTo(setError),
    );
  }, [search]);

  const choose = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    navigate(`${BASE}/complaints/report${queryString({ from: String(data.get("from") ?? ""), to: String(data.get("to") ?? "") })}`);
  };
  const download = async () => {
    if (!report) return;
    try {
      saveBlob(
        await fetchProtected(pathOf("GET /complaints/report.csv", { query: { from: report.from, to: report.to } })),
        `complaints-${report.from}-to-${report.to}.csv`,
      );
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <div>
      <AllComplaintsLink />
      <PageHeading>Complaints: annual report table</PageHeading>
      <form
        onSubmit={choose}
        aria-label="Period"
        className="mb-4 flex flex-wrap items-end gap-3 rounded border border-slate-300 bg-white p-4"
      >
        <TextField key={`f${report?.from}`} label="From (India)" name="from" type="date" defaultValue={report?.from} />
        <TextField key={`t${report?.to}`} label="To (India)" name="to" type="date" defaultValue={report?.to} />
        <Button type="submit">Show</Button>
        <Button variant="secondary" onClick={() => void download()} disabled={!report}>
          Download CSV
        </Button>
      </form>
      <ErrorMessage message={error} />
      {report && (
        <>
          <Card title={`Complaints from customers, ${report.from} to ${report.to}`}>
            <dl className="grid grid-cols-[1fr_max-content] gap-x-6 gap-y-1">
              {(
                [
                  ["1. Pending at the start of the period", report.pendingAtStart],
                  ["2. Received during the period", report.received],
                  ["3. Disposed of during the period", report.disposed],
                  ["3.1 Of which rejected", report.rejected],
                  ["4. Pending at the end of the period", report.pendingAtEnd],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt>{label}</dt>
                  <dd className="text-right font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <GroundsOfComplaints grounds={report.grounds} />
          <Turnaround from={report.from} to={report.to} />
          <Card title="Complaints from the Office of the Ombudsman">
            <Ombudsman key={`${report.from}${report.to}`} report={report} onSaved={setReport} />
          </Card>
        </>
      )}
    </div>
  );
}
