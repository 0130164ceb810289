// One Lighthouse run of one page, reduced to the figures bench/lighthouse.ts
// prints. Lighthouse's default config is the mobile one: an emulated Moto G
// class phone with simulated slow 4G and a 4x slower CPU.
import lighthouse from "lighthouse";
import { median } from "./stats";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Simulated (throttled) Largest Contentful Paint, ms. */
  lcpMs: number;
  /** LCP as it happened in the unthrottled load, ms: timers (like the splash's) show here. */
  observedLcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes over the network (total-byte-weight). */
  bytes: number;
};

/** An audit that cost its category points, to say why a goal is missed. */
type Shortfall = { category: Category; id: string; title: string; score: number; weight: number; display?: string };

export type RunResult = Figures & { shortfalls: Shortfall[]; lcpElement?: string; warnings: string[] };

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function score(lhr: Lhr, id: Category): number {
  return lhr.categories[id]?.score ?? Number.NaN;
}

function numeric(lhr: Lhr, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function observedLcp(lhr: Lhr): number {
  const details = lhr.audits.metrics?.details as { items?: Array<Record<string, number | undefined>> } | undefined;
  return details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
}

function lcpElement(lhr: Lhr): string | undefined {
  // details: a list whose first table holds the LCP node.
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: Array<{ items?: Array<{ node?: { selector?: string; snippet?: string } }> }> } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node?.selector ?? node?.snippet;
}

function shortfalls(lhr: Lhr): Shortfall[] {
  const out: Shortfall[] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      out.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { display: audit.displayValue } : {}),
      });
    }
  }
  return out;
}

/** Trace errors Lighthouse itself says to run again for ("Please run Lighthouse again"): the page is not at fault. */
const RECORDING_FAILED = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED"]);

/** Runs Lighthouse once against `url` in the Chrome listening on `port` (again, up to twice, when its trace failed). */
export async function runLighthouse(url: string, port: number): Promise<RunResult> {
  let lhr;
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    lhr = result.lhr;
    const code = lhr.runtimeError?.code;
    if (!code || !RECORDING_FAILED.has(code) || attempt === 3) break;
    console.warn(`${url}: ${code}, running Lighthouse again`);
  }
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const element = lcpElement(lhr);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    observedLcpMs: observedLcp(lhr),
    cls: numeric(lhr, "cumulative-layout-shift"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    bytes: numeric(lhr, "total-byte-weight"),
    shortfalls: shortfalls(lhr),
    ...(element ? { lcpElement: element } : {}),
    warnings: lhr.runWarnings.map(String),
  };
}

/**
 * Each figure is the median of that figure over the runs (so a slow outlier
 * in one metric does not pick the whole row). The shortfalls are those of the
 * run whose performance score is the median one.
 */
export function medianOf(runs: readonly RunResult[]): RunResult {
  const keys: (keyof Figures)[] = [
    "performance",
    "accessibility",
    "bestPractices",
    "seo",
    "lcpMs",
    "observedLcpMs",
    "cls",
    "tbtMs",
    "bytes",
  ];
  const figures = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Figures;
  const byPerf = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byPerf[Math.floor((byPerf.length - 1) / 2)]!;
  return {
    ...figures,
    shortfalls: middle.shortfalls,
    ...(middle.lcpElement ? { lcpElement: middle.lcpElement } : {}),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}
