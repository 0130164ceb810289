// Prints, for every prerendered page in every language, the JavaScript and CSS
// it loads on first visit (raw and gzip) and its HTML size, against the
// budgets in budgets.ts (a Hindi page has its English twin's budget), and
// how much more JavaScript a Hindi page loads than its English twin, and the
// staff console's JavaScript against its own budget.
// Exits non-zero when a page is over budget. Usage: npm run bench:size
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LANGS, localizedPath, neutralPath } from "#shared/locales";
import { notFoundPath, servedPagePaths } from "#shared/route-list";
import { pageScripts } from "../scripts/defer-boot";
import { jsBudgetFor, jsLimitFor, languageAllowanceKb } from "./budgets";
import { readBuildSettings } from "#shared/build-settings";

const client = readBuildSettings().clientDir;
if (!existsSync(path.join(client, "index.html"))) {
  console.error(`No build in ${client}: run npm run build first.`);
  process.exit(2);
}

const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
const kb = (n: number) => (n / 1024).toFixed(1);

/** Every asset a page asks for at start: its modules, module scripts, stylesheets. */
function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  // The modules each page starts after its first frame (scripts/defer-boot.ts).
  for (const m of pageScripts(html)) js.add(m);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(m[1]!);
  return { js: [...js], css: [...css] };
}

const rows: string[][] = [];
/** Gzipped JS of each English page, by its language-neutral path, to compare its translations with. */
const englishJsGz = new Map<string, number>();
let failed = 0;
for (const p of LANGS.flatMap((lang) => [...servedPagePaths(lang), localizedPath(lang, notFoundPath)])) {
  const htmlFile = path.join(client, p === "/" ? "index.html" : `${p.slice(1)}/index.html`);
  const html = readFileSync(htmlFile);
  const { js, css } = assetsOf(html.toString());
  const read = (u: string) => readFileSync(path.join(client, u.split(/[?#]/)[0]!));
  const jsRaw = js.reduce((s, u) => s + read(u).length, 0);
  const jsGz = js.reduce((s, u) => s + gz(read(u)), 0);
  const cssRaw = css.reduce((s, u) => s + read(u).length, 0);
  const cssGz = css.reduce((s, u) => s + gz(read(u)), 0);
  const budget = jsBudgetFor(p);
  const ok = jsGz <= jsLimitFor(p) * 1024;
  if (!ok) failed++;
  const twin = englishJsGz.get(neutralPath(p));
  if (twin === undefined) englishJsGz.set(neutralPath(p), jsGz);
  const vsEnglish = twin === undefined ? "" : `${jsGz >= twin ? "+" : ""}${kb(jsGz - twin)}`;
  rows.push([
    p,
    String(js.length),
    kb(jsRaw),
    kb(jsGz),
    `${budget}+${languageAllowanceKb}`,
    ok ? (jsGz <= budget * 1024 ? "ok" : "ok, in allowance") : "OVER",
    vsEnglish,
    kb(cssRaw),
    kb(cssGz),
    kb(html.length),
    kb(gz(html)),
  ]);
}

const head = ["page", "js files", "js KB", "js gzip KB", "budget", "", "vs en", "css KB", "css gzip KB", "html KB", "html gzip KB"];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
console.log(line(head));
for (const r of rows) console.log(line(r));
// The staff console (its own build beside client/): every JS file it has,
// lazy or not, against its own budget. No public page lists any of them.
const STAFF_JS_BUDGET_KB = 150;
const staffDir = path.join(client, "..", "staff");
if (existsSync(path.join(staffDir, "index.html"))) {
  const staffAssets = readdirSync(path.join(staffDir, "assets")).filter((f) => f.endsWith(".js"));
  const raw = staffAssets.reduce((s, f) => s + readFileSync(path.join(staffDir, "assets", f)).length, 0);
  const zipped = staffAssets.reduce((s, f) => s + gz(readFileSync(path.join(staffDir, "assets", f))), 0);
  const over = zipped > STAFF_JS_BUDGET_KB * 1024;
  if (over) failed++;
  const publicPagesWithConsoleCode = rows.filter(
    (r) =>
      r[0] !== undefined &&
      readFileSync(path.join(client, r[0] === "/" ? "index.html" : `${r[0].slice(1)}/index.html`), "utf8").includes("/staff/"),
  ).length;
  if (publicPagesWithConsoleCode) failed++;
  console.log(
    `\nstaff console: ${staffAssets.length} js files, ${kb(raw)} KB, ${kb(zipped)} KB gzip (budget ${STAFF_JS_BUDGET_KB}) ${over ? "OVER" : "ok"}; ` +
      `public pages referring to /staff/: ${publicPagesWithConsoleCode}`,
  );
} else {
  console.log(`\nstaff console: not built (${staffDir})`);
}

if (failed) {
  console.error(
    `\n${failed} page(s) over their JavaScript budget plus the ${languageAllowanceKb} KB language allowance (bench/budgets.ts).`,
  );
  process.exit(1);
}
console.log(
  `\nEvery page is within its JavaScript budget plus the ${languageAllowanceKb} KB language allowance ("ok, in allowance": over the budget itself).`,
);
