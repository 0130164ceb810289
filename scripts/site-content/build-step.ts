// The build's live-content step (docs/decisions/130-live-site-content.md), run
// after React Router's prerender and before the stylesheets are inlined:
// renders every page again from the kept server builds with git's content and
// refuses the build when that differs from the prerender by a byte (then
// publishing would change pages nobody edited), rendering other content first
// in the same process, as the render worker kept warm does (then a module
// that read content as it loaded would show it); gives each page its import
// map and preloads; writes the browser's live modules; and writes
// build/render/baseline.json (git's value of every section, which the server
// starts from) and the build's id (each published version is rendered for the
// build that serves it).
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DocumentFolder } from "#shared/documents/tree";
import type { Baseline } from "#shared/site-content";
import { IMAGES_KEY, liveModules } from "./live-modules";
import { liveModulesReadAtLoad } from "./read-at-load";
import { renderDirOf } from "./render-pages";
import { type ModuleOverrides, renderSite } from "./render-site";
import { sectionValuesOf } from "./section-values";

export const BASELINE_FILE = "baseline.json";

async function buildIdOf(renderDir: string): Promise<string> {
  const hash = createHash("sha256");
  const entries = await readdir(renderDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith(".js"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const f of files)
    hash
      .update(path.relative(renderDir, f))
      .update("\0")
      .update(await readFile(f))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}

const root = path.resolve(import.meta.dirname, "../..");
const MARK = " [rendered before]";

/** Words in a language, not names of things (paths, links, images, ids): those the pages could not render changed. */
const isProse = (s: string) => s.includes(" ") && !s.startsWith("/") && !s.includes("://");

/** A value with every prose string marked and one more item in every list of objects (a count read as a module loads). */
function marked(value: unknown): unknown {
  if (typeof value === "string") return isProse(value) ? `${value}${MARK}` : value;
  if (Array.isArray(value)) {
    const items = value.map(marked);
    return typeof value[0] === "object" && value[0] !== null ? [...items, marked(value[0])] : items;
  }
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, marked(v)]));
  return value;
}

/**
 * Every live content module with its values marked, but the image manifest (its names must resolve) and the modules
 * others read as they load (a render worker changing one of those starts afresh: render-site.ts).
 */
async function markedContent(readAtLoad: readonly string[]): Promise<ModuleOverrides> {
  const out: ModuleOverrides = {};
  for (const m of liveModules(root)) {
    if (m.key !== IMAGES_KEY && !readAtLoad.includes(m.key))
      out[m.key] = marked({ ...((await import(m.file)) as Record<string, unknown>) }) as Record<string, unknown>;
  }
  return out;
}

export async function buildLiveContent(
  buildDir: string,
  about: { documentTree: DocumentFolder; siteOrigin: string },
): Promise<{ pages: number; modules: number }> {
  const client = path.join(buildDir, "client");
  const renderDir = renderDirOf(buildDir);
  const buildId = await buildIdOf(renderDir);
  // Other words first, as a publication's render follows an earlier one in the render worker: the modules load with
  // them, and git's are set afterwards. A page that still shows a marked word read it as its module loaded.
  const readAtLoad = liveModulesReadAtLoad(root);
  await renderSite(buildDir, await markedContent(readAtLoad), undefined, readAtLoad);
  const site = await renderSite(buildDir, {}, undefined, readAtLoad);
  for (const page of site.pages) {
    const file = path.join(client, page.file);
    const html = await readFile(file, "utf8");
    if (html !== page.html) {
      const stale = page.html.includes(MARK)
        ? ` after a render of other content it still shows "${MARK.trim()}" words: a module reads content as it loads (a constant outside a component), which a render worker kept warm cannot set again; read it as the page renders`
        : "";
      throw new Error(`${page.file}: rendered again from the kept server build, it differs from React Router's prerender${stale}`);
    }
    await writeFile(file, page.withModules);
  }
  for (const m of site.modules) {
    const file = path.join(client, m.url);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, m.body);
  }
  const images = site.values[IMAGES_KEY]?.generatedImages as Record<string, unknown> | undefined;
  if (!images) throw new Error("no page uses the image manifest (app/generated/images.ts)");
  // content/published-versions.json: which published versions git holds (written by npm run content -- export).
  const marks = path.join(root, "content/published-versions.json");
  const publishedVersions = JSON.parse(await readFile(marks, "utf8")) as Record<string, number>;
  const baseline: Baseline = { buildId, sections: sectionValuesOf(site.values), publishedVersions, images, readAtLoad, ...about };
  await writeFile(path.join(renderDir, BASELINE_FILE), JSON.stringify(baseline));
  return { pages: site.pages.length, modules: site.modules.length };
}
