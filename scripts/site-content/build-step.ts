// The build's live-content step (docs/decisions/130-live-site-content.md), run
// after React Router's prerender and before the stylesheets are inlined:
// renders every page again from the kept server builds with git's content and
// refuses the build when that differs from the prerender by a byte (then
// publishing would change pages nobody edited); gives each page its import
// map and preloads; writes the browser's live modules; and writes
// build/render/baseline.json (git's value of every section, which the server
// starts from) and the build's id (each published version is rendered for the
// build that serves it).
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DocumentFolder } from "#shared/documents/tree";
import type { Baseline } from "#shared/site-content";
import { IMAGES_KEY } from "./live-modules";
import { renderDirOf } from "./render-pages";
import { renderSite } from "./render-site";
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

export async function buildLiveContent(
  buildDir: string,
  about: { documentTree: DocumentFolder; siteOrigin: string },
): Promise<{ pages: number; modules: number }> {
  const client = path.join(buildDir, "client");
  const renderDir = renderDirOf(buildDir);
  const buildId = await buildIdOf(renderDir);
  const site = await renderSite(buildDir, {});
  for (const page of site.pages) {
    const file = path.join(client, page.file);
    if ((await readFile(file, "utf8")) !== page.html) {
      throw new Error(`${page.file}: rendered again from the kept server build, it differs from React Router's prerender`);
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
  const marks = path.resolve(import.meta.dirname, "../../content/published-versions.json");
  const publishedVersions = JSON.parse(await readFile(marks, "utf8")) as Record<string, number>;
  const baseline: Baseline = { buildId, sections: sectionValuesOf(site.values), publishedVersions, images, ...about };
  await writeFile(path.join(renderDir, BASELINE_FILE), JSON.stringify(baseline));
  return { pages: site.pages.length, modules: site.modules.length };
}
