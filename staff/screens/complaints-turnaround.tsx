// The grievance desk's turnaround for the report's period, as charts that
// are also tables (ChartTable): received and disposed of per month, median
// days to dispose, the share answered within the legal clock, and what is
// overdue now by officer (server/complaints/complaints-turnaround.ts).
import { useEffect, useState } from "react";
import { ChartTable } from "../components/chart-table";
import { Card, ErrorMessage } from "../components/ui";
import { call, type AnswerOf, messageTo } from "../lib/api";
import { whileLive } from "../lib/live";

type Turnaround = AnswerOf<"GET /complaints/turnaround">;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthName = (m: string) => `${MONTHS[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;
const oneDecimal = (v: number) => v.toLocaleString("en-IN", { maximumFractionDigits: 1 });

export function Turnaround({ from, to }: { from: string; to: string }) {
  const [data, setData] = useState<Turnaround>();
  const [error, setError] = useState<string>();
  useEffect(() => whileLive(call("GET /complaints/turnaround", { query: { from, to } }), setData, messageTo(setError)), [from, to]);
  if (error) return <ErrorMessage message={error} />;
  if (!data) return <p>Loading the turnaround…</p>;
  const months = data.months.map((m) => monthName(m.month));
  return (
    <Card title="Turnaround">
      <p className="mb-4">
        Over the period: median {data.medianDays === null ? "n/a" : `${oneDecimal(data.medianDays)} days`} from filing to disposal;{" "}
        {data.withinClockPercent === null
          ? "nothing disposed of"
          : `${oneDecimal(data.withinClockPercent)}% answered within their legal clock`}
        .
      </p>
      <ChartTable
        title="Received and disposed of, by month"
        categoryLabel="Month"
        categories={months}
        series={[
          { label: "Received", values: data.months.map((m) => m.received) },
          { label: "Disposed of", values: data.months.map((m) => m.disposed) },
        ]}
      />
      <ChartTable
        title="Median days to dispose, by month"
        categoryLabel="Month"
        kind="bars"
        format={oneDecimal}
        categories={months}
        series={[{ label: "Median days", values: data.months.map((m) => m.medianDays) }]}
        empty="Nothing was disposed of in this period."
      />
      <ChartTable
        title="Answered within the legal clock, by month (%)"
        categoryLabel="Month"
        kind="bars"
        format={(v) => `${oneDecimal(v)}%`}
        categories={months}
        series={[{ label: "Within the clock", values: data.months.map((m) => m.withinClockPercent) }]}
        empty="Nothing was disposed of in this period."
      />
      <ChartTable
        title="Overdue now, by officer"
        categoryLabel="Officer"
        kind="bars"
        categories={data.overdueByOfficer.map((o) => o.officer ?? "Nobody yet")}
        series={[{ label: "Overdue", values: data.overdueByOfficer.map((o) => o.overdue) }]}
        empty="No complaint is overdue."
      />
    </Card>
  );
}
