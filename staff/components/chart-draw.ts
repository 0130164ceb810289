// Draws a ChartTable's picture with uPlot (about 20 KB gzip, loaded only by
// screens that show a chart). Categories sit at x = 0, 1, 2...; the axis
// names them. Colours are dark enough to read on white (WCAG 1.4.11 asks 3:1
// for graphics) and differ in lightness too, so they part without colour.
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { ChartSeries } from "./chart-table";

export type ChartSpec = { categories: readonly string[]; series: readonly ChartSeries[]; kind: "bars" | "lines" };

const COLOURS = ["#1e40af", "#b45309", "#047857", "#7e22ce", "#be123c", "#334155"];
const HEIGHT = 256;

export function drawChart(el: HTMLElement, spec: ChartSpec): () => void {
  const { categories, series, kind } = spec;
  const xs = categories.map((_, i) => i);
  const bars = kind === "bars" ? uPlot.paths.bars!({ size: [0.7, 64] }) : undefined;
  const shown = kind === "bars" ? series.slice(0, 1) : series;
  const options: uPlot.Options = {
    width: Math.max(el.clientWidth, 240),
    height: HEIGHT,
    // No cursor, so no values to show: the legend names the series only (live values would read "--").
    legend: { show: shown.length > 1, live: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, Math.max(categories.length - 0.5, 0.5)] },
      y: { range: (_u, _min, max) => [0, Math.max(max, 1)] },
    },
    axes: [
      {
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? (categories[v] ?? "") : "")),
        // Long category lists (90 days) keep a label every few ticks.
        space: categories.length > 20 ? 60 : 30,
      },
      { values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? v.toLocaleString("en-IN") : "")) },
    ],
    series: [
      {},
      ...shown.map((s, i) => ({
        label: s.label,
        stroke: COLOURS[i % COLOURS.length],
        width: 2,
        fill: kind === "bars" ? COLOURS[i % COLOURS.length] : undefined,
        paths: bars,
        points: { show: kind === "lines" && categories.length <= 31 },
      })),
    ],
  };
  const plot = new uPlot(options, [xs, ...shown.map((s) => s.values.map((v) => v ?? null))] as uPlot.AlignedData, el);
  const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 240), height: HEIGHT }));
  resize.observe(el);
  return () => {
    resize.disconnect();
    plot.destroy();
  };
}
