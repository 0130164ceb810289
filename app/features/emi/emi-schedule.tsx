import { formatInr } from "../../lib/format-inr";
import type { ScheduleRow } from "#shared/loans/emi-math";

type Props = { schedule: readonly ScheduleRow[]; headers: readonly string[]; caption: string };

const money = (n: number) => formatInr(n, { paise: true });

/** The month-by-month table, collapsed by default so the page stays short. */
export function EmiSchedule({ schedule, headers, caption }: Props) {
  return (
    <details className="mt-4 rounded-xl border border-navy-100">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-navy-900">{caption}</summary>
      {/* Focusable so keyboard users can scroll the table sideways on phones. */}
      <div className="max-h-[32rem] overflow-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full min-w-[40rem] text-right text-sm tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-navy-50 text-navy-900">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold first:text-left">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {schedule.map((r) => (
              <tr key={r.month}>
                <th scope="row" className="px-3 py-1.5 text-left font-medium">
                  {r.month}
                </th>
                <td className="px-3 py-1.5">{money(r.opening)}</td>
                <td className="px-3 py-1.5">{money(r.payment)}</td>
                <td className="px-3 py-1.5">{money(r.interest)}</td>
                <td className="px-3 py-1.5">{money(r.principal)}</td>
                <td className="px-3 py-1.5">{money(r.closing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
