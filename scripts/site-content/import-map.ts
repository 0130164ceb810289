// Puts a page's live content modules into its HTML, as React Router put its
// chunks: an import map resolving each "@site-content/..." specifier the
// page's code may import to the file of the version the page was rendered
// with, and a module preload for each one its code imports at start (the
// build's next step, scripts/defer-boot.ts, starts those after first paint
// with the rest). The import map is an inline script: the server's
// Content-Security-Policy for the page lists its hash like the others'.
import { LIVE_PREFIX } from "./live-modules";

const PRELOAD = /<link rel="modulepreload" href="\/assets\/[^"]+\.js"\/>/g;
const PRELOAD_NAME = /<link rel="modulepreload" href="\/assets\/([^"]+\.js)"\/>/g;

/** The chunk file names a page's HTML preloads ("career-Bc0utcp5.js"). */
export const preloadedChunks = (html: string): string[] => Array.from(html.matchAll(PRELOAD_NAME), (m) => m[1]!);

const IMPORT_MAP = /<script type="importmap">(.*?)<\/script>/;

/** The live modules a finished page's import map names ("en/jobs"); none when it has no map. */
export function importMapKeys(html: string): string[] {
  const map = IMPORT_MAP.exec(html)?.[1];
  if (!map) return [];
  return Object.keys((JSON.parse(map) as { imports: Record<string, string> }).imports)
    .filter((s) => s.startsWith(LIVE_PREFIX))
    .map((s) => s.slice(LIVE_PREFIX.length));
}

/** The page with its import map and preloads; `urls` gives each live module's file, `atStart` and `all` the page's modules. */
export function withLiveModules(
  html: string,
  page: { atStart: readonly string[]; all: readonly string[] },
  urls: ReadonlyMap<string, string>,
): string {
  if (page.all.length === 0) return html;
  const url = (key: string) => {
    const u = urls.get(key);
    if (!u) throw new Error(`no file for the live content module "${key}"`);
    return u;
  };
  const imports = Object.fromEntries(page.all.map((key) => [`${LIVE_PREFIX}${key}`, url(key)]));
  const links = [...html.matchAll(PRELOAD)];
  const first = links[0];
  const last = links.at(-1);
  if (!first || !last) throw new Error("the page has no module preloads to put its live content modules beside");
  const map = `<script type="importmap">${JSON.stringify({ imports })}</script>`;
  const preloads = page.atStart.map((key) => `<link rel="modulepreload" href="${url(key)}"/>`).join("");
  const afterLast = last.index + last[0].length;
  return html.slice(0, first.index) + map + html.slice(first.index, afterLast) + preloads + html.slice(afterLast);
}
