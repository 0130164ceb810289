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
// Between the first paint and hydration the page is visible but not yet live.
// What the visitor types and presses in that moment is kept by an inline
// script in <head> (app/lib/early-input-capture.ts, decision 083), which
// must run before the body arrives; this step only moves the start.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { htmlFiles } from "./inline-css";

const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const BOOT = /<script type="module" async="">([^<]*)<\/script>/;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?"(\/assets\/[^"]+\.js)";/;
/** Marks a rewritten bootstrap, and lists its modules for the benchmarks (pageScripts). */
const MODULES = /const modules = (\[[^\]]*\]);/;

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
