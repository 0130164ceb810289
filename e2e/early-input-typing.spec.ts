// Nothing a visitor types is lost while the page wakes up (issue 32; docs/decisions/083-scripts-after-first-paint.md).
// Every public page, in English and Hindi, on a slow phone: Chromium's CPU 4x slower, about 400 kbit/s with 200 to
// 520 ms latency. Every field of the page is typed key by key (options picked) from the moment it exists, the page's
// first fields before its scripts have even arrived; a form's button is pressed as soon as its fields are typed (the
// last one once the field the visitor is in has come alive with the focus still in it).
// Once the page is live: each field shows what was typed, the page's state follows it (the EMI for the typed loan,
// the library's results for the typed words) and each form sent exactly what was typed, once.
import { expect, test } from "@playwright/test";
import { localizedPath } from "#shared/locales";
import { pageRoutes } from "#shared/route-list";
import { isLive, latencyFor, openSlowly, pageLive, prerenderedFields } from "./early-input-support";
import { type Lang, type Widget, alerts, complaint, emi, newsletter, search, startRun, tracker, yourData } from "./early-input-plan";

/** What a visitor can fill in on each page, top to bottom; the footer's newsletter is on every one. */
const PAGES: Record<string, Widget[]> = {
  "/": [newsletter],
  "/about": [newsletter],
  "/product": [emi, newsletter],
  "/investors": [search, alerts, newsletter],
  "/lending-partners": [newsletter],
  "/career": [newsletter],
  "/privacy": [newsletter],
  "/privacy/your-data": [yourData, newsletter],
  "/grievance-redressal": [complaint, tracker, newsletter],
  "/disclosures": [newsletter],
  "/accessibility": [newsletter],
};

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 150_000 });

test("the plan covers every public page", () => {
  expect(Object.keys(PAGES).sort()).toEqual(pageRoutes.map((r) => r.path).sort());
});

let n = 0;
for (const lang of ["en", "hi"] as Lang[]) {
  for (const [path, widgets] of Object.entries(PAGES)) {
    const url = localizedPath(lang, path);
    const latency = latencyFor(n++);
    test(`${url}: every field typed from the moment it exists on a slow phone (${latency} ms) is kept, and is what the page shows and sends`, async ({
      page,
    }) => {
      const run = startRun(page, lang);
      for (const w of widgets) await w.prepare?.(run);
      // Every field the page has, so that one added later cannot go untyped here.
      const fields = await prerenderedFields(page, url);
      await openSlowly(page, url, latency);
      const last = widgets.at(-1)!;
      for (const w of widgets) {
        await w.fill(run);
        if (w === widgets[0])
          test.info().annotations.push({ type: "first part filled before the page was live", description: `${!(await isLive(page))}` });
        if (w !== last) await w.submit?.(run).click();
      }
      // The field the visitor is in keeps the focus while its part of the page comes alive.
      const focused = await page.evaluateHandle(() => document.activeElement);
      await pageLive(page);
      await page.waitForFunction((el) => !el?.closest("[data-island]:not([data-live])"), focused);
      expect(await page.evaluate((el) => document.activeElement === el, focused)).toBe(true);
      await last.submit?.(run).click();
      for (const w of widgets) await w.check(run);
      expect([...new Set(run.typed)].sort()).toEqual(fields);
    });
  }
}
