// What a publication renders (docs/decisions/130-live-site-content.md), in
// the child process of render-worker.ts: the build's content checks on the
// sections about to change, then every page of both languages from the kept
// server builds with the published values, finished by the build's own
// steps (inline stylesheets, scripts after first paint) and compressed (brotli
// one step below the build's: LIVE_BROTLI_QUALITY), the browser's content modules, and the sitemap with the
// day each edited page last changed.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RenderRequest, RenderResult, RenderedFile } from "#shared/site-content";
import { compressBytes } from "../compress";
import { deferBoot } from "../defer-boot";
import { inlineInto } from "../inline-css";
import { sitemapXml } from "../seo-files";
import type { Baseline } from "#shared/site-content";
import { BASELINE_FILE } from "./build-step";
import { contentProblems, renderedLawProblems } from "./content-checks";
import { IMAGES_KEY } from "./live-modules";
import { renderDirOf } from "./render-pages";
import { renderSite } from "./render-site";
import { overridesFor } from "./section-values";
import { sections } from "#content/sections";

/**
 * Brotli 10 for what a publication serves, not the build's 11: on a 76-80 KB page 11 takes 73-78 ms and 10 takes
 * 27-30 ms for 350 bytes more (2.5%), and the render shares two cores with the processes answering visitors.
 */
const LIVE_BROTLI_QUALITY = 10;

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
/** "/hi/career/index.html" -> "/hi/career"; "/index.html" -> "/". */
const servedPath = (file: string) => file.replace(/\/index\.html$/, "") || "/";

/** The build's baseline, read once per process: the render worker is kept for many renders of the same build. */
const baselines = new Map<string, Promise<Baseline>>();
function buildBaseline(renderDir: string): Promise<Baseline> {
  let read = baselines.get(renderDir);
  if (!read) {
    read = readFile(path.join(renderDir, BASELINE_FILE), "utf8").then((text) => JSON.parse(text) as Baseline);
    baselines.set(renderDir, read);
  }
  return read;
}

export async function renderForPublishing(req: RenderRequest, baseline?: Baseline): Promise<RenderResult> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = now - mark;
    mark = now;
    return Math.round(ms);
  };
  const renderDir = renderDirOf(req.buildDir);
  const base = baseline ?? (await buildBaseline(renderDir));
  const images = { ...base.images, ...req.images };
  const changed = Object.fromEntries(req.check.map((id) => [id, req.sections[id]]));
  const problems = contentProblems({ changed, git: base.sections, imageNames: Object.keys(images), documentTree: base.documentTree });
  if (problems.length) return { ok: false, problems };
  const checks = lap();
  if (req.checkOnly) return { ok: true, files: [], timings: { checks, render: 0, finish: 0, compress: 0 } };

  const overrides = overridesFor(req.sections);
  if (Object.keys(req.images).length) overrides[IMAGES_KEY] = { generatedImages: images };
  // The pages served now whose live modules keep their files are left as they are; a change to the law's registry or
  // names re-renders (and so re-checks) every page, as any page may cite an instrument.
  const law = req.check.some((id) => sections.get(id)?.module === "law");
  const served = law ? undefined : new Set(Object.keys(req.previous));
  const site = await renderSite(req.buildDir, overrides, served, base.readAtLoad);
  const render = lap();
  const client = path.join(req.buildDir, "client");
  const css = new Map<string, string>();
  for (const page of site.pages) {
    for (const m of page.withModules.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"#?]+\.css)/g)) {
      if (!css.has(m[1]!)) css.set(m[1]!, await readFile(path.join(client, m[1]!), "utf8"));
    }
  }
  const outputs: { path: string; body: Buffer; lastmod?: string; build?: true }[] = [];
  const lastmods = new Map<string, string>();
  const kept: RenderedFile[] = site.unchanged.map((file) => {
    const { sha256, lastmod, build } = req.previous[file]!;
    if (lastmod) lastmods.set(servedPath(file), lastmod);
    return { path: file, sha256, ...(lastmod ? { lastmod } : {}), ...(build ? { build } : {}) };
  });
  for (const page of site.pages) {
    const body = Buffer.from(deferBoot(inlineInto(page.withModules, (href) => css.get(href)!)));
    const built = await readFile(path.join(client, page.file)).catch(() => undefined);
    const before = req.previous[page.file];
    const unchangedSinceBuild = built !== undefined && built.equals(body);
    const lastmod = unchangedSinceBuild ? undefined : before?.sha256 === sha256(body) ? before.lastmod : req.today;
    if (lastmod) lastmods.set(servedPath(page.file), lastmod);
    outputs.push({ path: page.file, body, lastmod, ...(unchangedSinceBuild ? { build: true as const } : {}) });
  }
  for (const o of [
    ...site.modules.map((m) => ({ path: m.url, body: m.body })),
    { path: "/sitemap.xml", body: Buffer.from(sitemapXml(base.siteOrigin, undefined, (p) => lastmods.get(p))) },
  ]) {
    const built = await readFile(path.join(client, o.path)).catch(() => undefined);
    outputs.push(built?.equals(o.body) ? { ...o, build: true } : o);
  }

  // What the pages say, as the build checks its own pages: only law in force, every citation named.
  const cited = renderedLawProblems(
    outputs.filter((o) => o.path.endsWith(".html")).map((o) => ({ file: o.path, html: o.body.toString("utf8") })),
    changed,
  );
  if (cited.length) return { ok: false, problems: cited };
  const finish = lap();
  const known = new Set(req.knownFiles);
  const files = await Promise.all(
    outputs.map(async (o): Promise<RenderedFile> => {
      const about = { path: o.path, sha256: sha256(o.body), lastmod: o.lastmod, build: o.build };
      if (o.build || known.has(about.sha256)) return about;
      return { ...about, body: o.body, ...(await compressBytes(o.body, LIVE_BROTLI_QUALITY)) };
    }),
  );
  return { ok: true, files: [...kept, ...files], timings: { checks, render, finish, compress: lap() } };
}
