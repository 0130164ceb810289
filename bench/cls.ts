// Cumulative layout shift of the Home, About and Products pages, in the
// production build served by the real server, in Chromium. Each page is
// loaded with the splash off (prefers-reduced-motion, which the site honours
// before hydration), scrolled to the bottom and back, and its layout shifts
// are summed (inputs excluded). Prints figures; the goal is <= 0.02. It is a
// measurement, not a test: it exits non-zero only when it cannot run.
//
//   BUILD_DIR=build-x npx tsx bench/cls.ts      (CHROME_PATH, BENCH_PORT optional)
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildDirFromEnv, ensureBuild, root, startBuiltServer } from "./lib/built-server";
import { findFreePort } from "./lib/free-port";
import { CHROMIUM_FLAGS, chromePathFromEnv } from "#shared/chromium";

const GOAL = 0.02;
const pages = ["/", "/about", "/product"];
const viewports = [
  { name: "phone 390", width: 390, height: 844 },
  { name: "desktop 1280", width: 1280, height: 900 },
];
// The build (made first when unfinished) served by the real server on a free port.
const buildDir = buildDirFromEnv();
ensureBuild(buildDir);

type Shift = { value: number; startTime: number };

/** Chrome's CLS: the largest session window (gaps < 1 s, at most 5 s long). */
function sessionCls(shifts: Shift[]): number {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.startTime - last > 1000 || s.startTime - start > 5000) {
      current = 0;
      start = s.startTime;
    }
    current += s.value;
    last = s.startTime;
    best = Math.max(best, current);
  }
  return best;
}

const server = await startBuiltServer(buildDir, await findFreePort());
const { origin } = server;
const browser = await chromium.launch({
  executablePath: chromePathFromEnv(),
  args: [...CHROMIUM_FLAGS],
});
const rows: string[][] = [];
let worst = 0;
try {
  for (const vp of viewports) {
    for (const p of pages) {
      const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: Shift[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) w.__shifts.push({ value: e.value, startTime: e.startTime });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(origin + p, { waitUntil: "networkidle" });
      // Scroll down a screen at a time (lazy images load, sections reveal), then back up.
      for (let guard = 0; guard < 60; guard++) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.8);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        await page.waitForTimeout(120);
        if (atEnd) break;
      }
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(600);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const total = shifts.reduce((a, s) => a + s.value, 0);
      const cls = sessionCls(shifts);
      worst = Math.max(worst, cls);
      rows.push([vp.name, p, cls.toFixed(4), total.toFixed(4), String(shifts.length), cls <= GOAL ? "ok" : "OVER"]);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const head = ["viewport", "page", "CLS", "sum of shifts", "shifts", `goal <= ${GOAL}`];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join("  ");
console.log(`\nCumulative layout shift, ${path.relative(root, buildDir)} (splash off via prefers-reduced-motion)\n`);
console.log(line(head));
for (const r of rows) console.log(line(r));
console.log(`\nworst CLS: ${worst.toFixed(4)}`);
