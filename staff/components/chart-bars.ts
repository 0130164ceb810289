// The props of a ChartTable that draws one figure a row as bars (a funnel, a count per officer or person, a median
// per month): each row's name is a category, and its figure a value of the one series, called `label`.
import type { ChartSeries } from "./chart-table";

type Bars<R> = { label: string; name: (row: R) => string; value: (row: R) => number | null };

export function barsOf<R>(
  rows: readonly R[],
  { label, name, value }: Bars<R>,
): { kind: "bars"; categories: string[]; series: ChartSeries[] } {
  return { kind: "bars", categories: rows.map(name), series: [{ label, values: rows.map(value) }] };
}
