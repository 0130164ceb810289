// The grievance desk's turnaround for the report's period, as charts that
// are also tables (ChartTable): received and disposed of per month, median
// days to dispose, the share answered within the legal clock, and what is
// overdue now by officer (server/complaints/complaints-turnaround.ts).
import { useEffect, useState } from "react";
import { ChartTable } from "../components/chart-table";
import { Card, ErrorMessage } from "../components/ui";
import { call, type AnswerOf, messageTo } from "../lib/api";
import { whileLive } from "../lib/live";
import { barsOf } from "../components/chart-bars";

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
        format={oneDecimal}
        {...barsOf(data.months, { label: "Median days", name: (m) => monthName(m.month), value: (m) => m.medianDays })}
        empty="Nothing was disposed of in this period."
      />
      <ChartTable
        title="Answered within the legal clock, by month (%)"
        categoryLabel="Month"
        format={(v) => `${oneDecimal(v)}%`}
        {...barsOf(data.months, { label: "Within the clock", name: (m) => monthName(m.month), value: (m) => m.withinClockPercent })}
        empty="Nothing was disposed of in this period."
      />
      <ChartTable
        title="Overdue now, by officer"
        categoryLabel="Officer"
        {...barsOf(data.overdueByOfficer, { label: "Overdue", name: (o) => o.officer ?? "Nobody yet", value: (o) => o.overdue })}
        empty="No complaint is overdue."
      />
    </Card>
  );
}
