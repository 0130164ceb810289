// A chart that is also a table. The table holds the figures and is always in
// the page, so screen readers and keyboard users read them; the chart is a
// picture of the same figures, hidden from assistive technology. "Show as
// table" swaps what sighted users see. The charting library (uPlot) is loaded
// only when a chart is drawn, so screens without one never download it.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { ChartSpec } from "./chart-draw";

export type ChartSeries = { label: string; values: readonly (number | null)[] };

type Props = {
  title: string;
  /** One label a column of figures: days, months, people, statuses. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** "bars" draws the first series as bars (one series: a funnel, a count per person); "lines" draws every series. */
  kind?: "bars" | "lines";
  /** The table's first column heading, e.g. "Day" or "Officer". */
  categoryLabel: string;
  /** How a figure reads in the table, e.g. median days with one decimal. */
  format?: (value: number) => string;
  /** Said when there is nothing to draw. */
  empty?: string;
};

const plain = (value: number) => value.toLocaleString("en-IN");

export function ChartTable({
  title,
  categories,
  series,
  kind = "lines",
  categoryLabel,
  format = plain,
  empty = "Nothing to show yet.",
}: Props) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const spec = useMemo(() => ({ categories, series, kind }), [categories, series, kind]);
  const hasData = categories.length > 0 && series.some((s) => s.values.some((v) => v !== null && v !== 0));

  return (
    <figure aria-labelledby={`${id}-title`} className="mb-6 min-w-0 rounded border border-slate-300 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <figcaption id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </figcaption>
        {hasData && (
          <button type="button" aria-pressed={asTable} onClick={() => setAsTable((t) => !t)} className="text-sm text-blue-800 underline">
            Show as table
          </button>
        )}
      </div>
      {!hasData ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <>
          {!asTable && <Chart spec={spec} />}
          <div className={asTable ? "overflow-x-auto" : "sr-only"}>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1">
                    {categoryLabel}
                  </th>
                  {series.map((s) => (
                    <th key={s.label} scope="col" className="px-2 py-1 text-right">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {categories.map((category, row) => (
                  <tr key={category} className="border-t border-slate-200">
                    <th scope="row" className="px-2 py-1 font-normal">
                      {category}
                    </th>
                    {series.map((s) => {
                      const value = s.values[row];
                      return (
                        <td key={s.label} className="px-2 py-1 text-right tabular-nums">
                          {value === null || value === undefined ? "–" : format(value)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

/** The picture: drawn by uPlot once it has loaded, redrawn to the figure's width. */
function Chart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = box.current;
    // No canvas (a test's DOM, a very old browser): the table says it all.
    if (!el || !document.createElement("canvas").getContext?.("2d")) return;
    let stop: (() => void) | undefined;
    let live = true;
    import("./chart-draw").then(
      ({ drawChart }) => {
        if (live) stop = drawChart(el, spec);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [spec]);
  if (failed) return null;
  // At least the chart's height before it loads (no layout shift), and taller when the legend wraps on a phone.
  return <div ref={box} aria-hidden="true" className="min-h-64 w-full" />;
}
