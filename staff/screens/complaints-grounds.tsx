// The annual report's "Grounds of complaints" table: a row a ground, a column a figure. The columns are declared
// once, so the heading and the cells of a column cannot drift apart.
import type { ReactNode } from "react";
import { Card } from "../components/ui";
import type { AnswerOf } from "../lib/api";
import { CATEGORY_NAMES } from "./complaints-queue";

type Ground = AnswerOf<"GET /complaints/report">["grounds"][number];

const changeText = (percent: number | null) => (percent === null ? "n/a" : `${percent > 0 ? "+" : ""}${percent}%`);

const COLUMNS: readonly (readonly [heading: string, cell: (g: Ground) => ReactNode])[] = [
  ["Pending at start", (g) => g.pendingAtStart],
  ["Received", (g) => g.received],
  ["Change on the previous period", (g) => changeText(g.changePercent)],
  ["Pending at end", (g) => g.pendingAtEnd],
  ["Of which past their clock (30 days; shareholders 21, privacy 90)", (g) => g.pendingPastClock],
];

export function GroundsOfComplaints({ grounds }: { grounds: readonly Ground[] }) {
  return (
    <Card title="Grounds of complaints">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Grounds of complaints, scrollable table">
        <table className="w-full min-w-[40rem] border-collapse bg-white text-left">
          <thead>
            <tr className="border-b border-slate-400">
              <th className="p-2">Ground</th>
              {COLUMNS.map(([heading]) => (
                <th key={heading} className="p-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grounds.map((g) => (
              <tr key={g.ground} className="border-b border-slate-200">
                <th scope="row" className="p-2 font-normal">
                  {CATEGORY_NAMES[g.ground] ?? g.ground}
                </th>
                {COLUMNS.map(([heading, cell]) => (
                  <td key={heading} className="p-2">
                    {cell(g)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
