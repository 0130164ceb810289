// The team lead's dashboard (issue 29): the last 90 days of India's calendar for the forms the person's roles open,
// as charts that are also tables (ChartTable): leads per day by form and by product, each form's status funnel, the
// median hours to first contact, and the follow-ups overdue by person. A chunk of its own (app.tsx), with uPlot
// loaded only when a chart is drawn, so the console's first screen stays small.
import { useEffect, useState } from "react";
import { ChartTable } from "../components/chart-table";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { ErrorMessage } from "../components/ui";
import { call, type AnswerOf, messageTo } from "../lib/api";
import { BASE } from "../lib/paths";
import { whileLive } from "../lib/live";
import { barsOf } from "../components/chart-bars";

type Dashboard = AnswerOf<"GET /leads/dashboard">;

// A day as written (YYYY-MM-DD, India), named in UTC so the browser's own zone cannot move it: "3 Mar".
const dayName = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const shortDay = (day: string) => dayName.format(new Date(`${day}T00:00:00Z`));
const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
const oneDecimal = (v: number) => v.toLocaleString("en-IN", { maximumFractionDigits: 1 });

export default function LeadDashboard() {
  const [data, setData] = useState<Dashboard>();
  const [error, setError] = useState<string>();
  useEffect(() => whileLive(call("GET /leads/dashboard"), setData, messageTo(setError)), []);
  const days = data?.days.map(shortDay) ?? [];
  return (
    <div>
      <PageHeading>Lead dashboard</PageHeading>
      <p className="mb-4">
        <Link href={`${BASE}/leads`} className="text-blue-800 underline">
          Back to the leads
        </Link>
      </p>
      <ErrorMessage message={error} />
      {!data && !error && <p>Loading the dashboard…</p>}
      {data && (
        <>
          <p className="mb-4">
            The last 90 days, {longDay(data.from)} to {longDay(data.to)}, in India time. Leads received:{" "}
            {data.forms.map((f) => `${f.title} ${f.received.toLocaleString("en-IN")}`).join(", ")}.
          </p>
          <ChartTable
            title="Leads per day, by form"
            categoryLabel="Day"
            categories={days}
            series={data.forms.map((f) => ({ label: f.title, values: f.perDay }))}
            empty="No leads in these 90 days."
          />
          {data.forms
            .filter((f) => f.products.length > 0)
            .map((f) => (
              <ChartTable
                key={`${f.form}-products`}
                title={`${f.title}: leads per day, by product`}
                categoryLabel="Day"
                categories={days}
                series={f.products.map((p) => ({ label: p.label, values: p.perDay }))}
              />
            ))}
          {data.forms.map((f) => (
            <ChartTable
              key={`${f.form}-funnel`}
              title={`${f.title}: where these 90 days' leads are now`}
              categoryLabel="Status"
              {...barsOf(f.funnel, { label: "Leads", name: (s) => s.status, value: (s) => s.count })}
              empty={`No ${f.title.toLowerCase()} leads in these 90 days.`}
            />
          ))}
          <ChartTable
            title="Median hours to first contact, by form"
            categoryLabel="Form"
            format={oneDecimal}
            {...barsOf(data.forms, { label: "Median hours", name: (f) => f.title, value: (f) => f.medianHoursToFirstWork })}
            empty="No lead of these 90 days has been moved on from its first status yet."
          />
          <p className="-mt-4 mb-6 text-sm text-slate-700">
            First contact: when someone first moved the lead on from its form&apos;s first status (new, or screening for a job application).
            Moved on so far:{" "}
            {data.forms.map((f) => `${f.title} ${f.worked.toLocaleString("en-IN")} of ${f.received.toLocaleString("en-IN")}`).join(", ")}.
          </p>
          <ChartTable
            title="Follow-ups overdue, by person"
            categoryLabel="Person"
            {...barsOf(data.overdueByPerson, { label: "Overdue", name: (o) => o.person ?? "Nobody yet", value: (o) => o.overdue })}
            empty="No follow-up is overdue."
          />
        </>
      )}
    </div>
  );
}
