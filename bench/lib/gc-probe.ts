// Loaded into a server process a bench starts (NODE_OPTIONS=--import=<this
// file>, Node strips the types): keeps every garbage collection the process
// makes (its kind, when, how long the main thread stopped for it) and writes
// them to GC_PROBE_DIR/<pid>.json as the process exits. A latency on a shared
// machine measures the other tenants too; a collection that stops the
// process is its own. Nothing of this is in the server itself.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { type PerformanceEntry, PerformanceObserver, constants, performance } from "node:perf_hooks";

/** One collection: when it started (ms since the epoch), how long it stopped the main thread, and whether it was a full (major) one. */
export type GcRecord = { at: number; ms: number; major: boolean };

const dir = process.env.GC_PROBE_DIR;
if (dir) {
  const records: GcRecord[] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
      // Incremental marking steps are reported apart from the full collection they lead to: time, not a collection.
      const major = e.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR;
      records.push({ at: performance.timeOrigin + e.startTime, ms: e.duration, major });
    }
  }).observe({ entryTypes: ["gc"] });
  process.once("exit", () => writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify(records)));
}
