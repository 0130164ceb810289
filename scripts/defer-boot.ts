// Starts each page's JavaScript after the page's first frame.
//
// React Router writes a <link rel="modulepreload"> for every module a page
// needs and an inline module script that imports them and hydrates. The
// browser then fetches and evaluates ~95 KB of JavaScript while it is still
// about to paint, and on a slow phone (Lighthouse's simulated Moto G) that
// evaluation sits on the first-paint path: first paint at 2.1-2.3 s. The
// prerendered HTML needs no script to be seen, so this step removes the
// preload links and wraps the bootstrap so that, one frame after the page is
// painted, it adds the same preloads (the modules still download in
// parallel) and then runs React Router's own bootstrap unchanged. Measured in
// docs/decisions/083-scripts-after-first-paint.md.
//
// Between the first paint and hydration a button is visible but not yet
// live. A click on one (links work without JavaScript) is held here and
// clicked again once React has hydrated (app/entry.client.tsx), so the
// visitor's click is not lost. Submit buttons too: the forms have no action,
// and a native submit would reload the page with the fields in its address.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { htmlFiles } from "./inline-css";

const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const BOOT = /<script type="module" async="">([^<]*)<\/script>/;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?"(\/assets\/[^"]+\.js)";/;
/** Marks a rewritten bootstrap, and lists its modules for the benchmarks (pageScripts). */
const MODULES = /const modules = (\[[^\]]*\]);/;

/**
 * Holds the last click on a button until hydration; entry.client.tsx replays it and calls __releaseClicks.
 * stopImmediatePropagation, not only stopPropagation: React listens on the same node (the document), so a
 * click in the moment between React's commit and the hydrated mark would otherwise reach React too and then
 * be replayed: twice (a folder opened twice is a folder inside itself, "not found").
 *
 * Also remembers what the visitor types, picks or ticks before hydration (the last value of each field):
 * React hydrates a field with its own state (empty), so the text is lost at the next render. The entry
 * replays each value as an input event once React listens (app/lib/replay-early-input.ts).
 */
const HOLD_EARLY_CLICKS =
  `const early = () => !document.documentElement.dataset.hydrated;` +
  `const hold = (e) => {` +
  `const b = e.target instanceof Element ? e.target.closest("button") : null;` +
  `if (!b || !early()) return;` +
  `e.preventDefault(); e.stopImmediatePropagation(); window.__heldClick = b;` +
  `};` +
  `const typed = new Map(); window.__heldInput = typed;` +
  `const keep = (e) => {` +
  `const f = e.target;` +
  `if (!early() || !(f instanceof HTMLInputElement || f instanceof HTMLTextAreaElement || f instanceof HTMLSelectElement) || f.type === "file") return;` +
  `typed.set(f, f.type === "checkbox" || f.type === "radio" ? f.checked : f.value);` +
  `};` +
  `document.addEventListener("click", hold, true);` +
  `document.addEventListener("input", keep, true);` +
  `document.addEventListener("change", keep, true);` +
  `window.__releaseClicks = () => { document.removeEventListener("click", hold, true); document.removeEventListener("input", keep, true); document.removeEventListener("change", keep, true); };`;

/** The page's HTML with its JavaScript started after the first frame; throws when React Router wrote it differently. */
export function deferBoot(html: string): string {
  const modules = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const boot = BOOT.exec(html);
  if (modules.length === 0 || !boot) throw new Error("no module preloads or no module bootstrap");
  let rest = boot[1]!;
  const imports: string[] = [];
  for (let m = STATIC_IMPORT.exec(rest); m; m = STATIC_IMPORT.exec(rest)) {
    // Static imports in their order, as awaited dynamic ones: same evaluation order.
    imports.push(m[1] ? `const ${m[1]} = await import("${m[2]}");` : `await import("${m[2]}");`);
    rest = rest.slice(m[0].length);
  }
  if (imports.length === 0 || !/import\("\/assets\/[^"]+\.js"\)/.test(rest)) throw new Error("the bootstrap has no imports to defer");
  const script =
    HOLD_EARLY_CLICKS +
    `const modules = ${JSON.stringify(modules)};` +
    `const start = async () => {` +
    `for (const href of modules) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); }` +
    `${imports.join("")}${rest.trim()}` +
    `};` +
    // A page opened in a background tab gets no frames: start at once there.
    `if (document.visibilityState === "hidden") start(); else requestAnimationFrame(() => setTimeout(start, 0));`;
  return html.replace(PRELOAD, "").replace(boot[0], () => `<script type="module" async="">${script}</script>`);
}

/** The modules a page loads at start (from a rewritten page). */
export function pageScripts(html: string): string[] {
  const m = MODULES.exec(html);
  return m ? (JSON.parse(m[1]!) as string[]) : [];
}

/** Rewrites every page under `clientDir`; returns how many. Throws naming the pages it could not rewrite. */
export async function deferBoots(clientDir: string): Promise<number> {
  const failed: string[] = [];
  let count = 0;
  for await (const f of htmlFiles(clientDir)) {
    const html = await readFile(f, "utf8");
    try {
      await writeFile(f, deferBoot(html));
      count++;
    } catch (e) {
      failed.push(`${path.relative(clientDir, f)} (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  if (count === 0 || failed.length > 0) {
    throw new Error(
      `Cannot start the scripts after first paint in ${failed.join(", ") || "any page (none found)"}: check scripts/defer-boot.ts against the built HTML.`,
    );
  }
  return count;
}
