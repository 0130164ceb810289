// The site as the build would make it for some content: the pages rendered
// from the kept server builds with the live content modules set to the given
// values, each page given its import map and preloads (import-map.ts), and the
// browser's module files. The build runs it with git's values on every page
// (build-step.ts); publishing runs it in a child process with the published
// values on the pages whose live modules changed (render-worker.ts), then
// finishes them with the build's own next steps (inline stylesheets, scripts
// after first paint).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { chunkGraph, liveModulesOfPage } from "./chunk-graph";
import { importMapKeys, preloadedChunks, withLiveModules } from "./import-map";
import { EVALUATED_GLOBAL, OVERRIDES_GLOBAL } from "./live-modules";
import { type ModuleFile, moduleFile } from "./module-files";
import { type RenderedPage, loadServerBuilds, renderPages, sitePages } from "./render-pages";

/** Values to use instead of git's: by live module key ("en/jobs"), then export name. */
export type ModuleOverrides = Record<string, Record<string, unknown>>;

type RenderedSite = {
  /** Each page rendered, as React Router rendered it and with its live modules. */
  pages: (RenderedPage & { withModules: string })[];
  /** The pages left as they are served (`served`): none of their live modules changed. */
  unchanged: string[];
  modules: ModuleFile[];
  /** Every live module's values as the pages used them, by key. */
  values: Record<string, Record<string, unknown>>;
};

/** What is served now: the files of the pages and the browser's modules (their paths). */
type Served = { has(path: string): boolean };

type Globals = Record<typeof OVERRIDES_GLOBAL | typeof EVALUATED_GLOBAL, unknown>;

async function readChunks(clientDir: string): Promise<Map<string, string>> {
  const dir = path.join(clientDir, "assets");
  const names = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith(".js")).map((e) => e.name);
  return new Map(await Promise.all(names.map(async (n) => [n, await readFile(path.join(dir, n), "utf8")] as const)));
}

/**
 * Renders once per process: the server builds' modules are evaluated with the values set before their first import.
 * With `served`, a page served now is rendered only if its import map (the build's page names the live modules its
 * code may import) would name a module file that is not served: a page reads nothing else that content can change.
 */
export async function renderSite(buildDir: string, overrides: ModuleOverrides, served?: Served): Promise<RenderedSite> {
  const globals = globalThis as unknown as Globals;
  if (globals[EVALUATED_GLOBAL]) throw new Error("the site can be rendered once per process (its modules are evaluated once)");
  globals[OVERRIDES_GLOBAL] = overrides;
  const handlers = await loadServerBuilds(buildDir);
  const values = (globals[EVALUATED_GLOBAL] ?? {}) as Record<string, Record<string, unknown>>;
  for (const key of Object.keys(overrides)) {
    if (!values[key]) throw new Error(`no page uses the live content module "${key}"`);
  }
  const modules = Object.entries(values).map(([key, v]) => moduleFile(key, v));
  const urls = new Map(modules.map((m) => [m.key, m.url]));
  const client = path.join(buildDir, "client");
  const toRender = [];
  const unchanged: string[] = [];
  for (const page of sitePages()) {
    const keys = served?.has(page.file) ? importMapKeys(await readFile(path.join(client, page.file), "utf8")) : undefined;
    if (keys?.every((k) => served!.has(urls.get(k) ?? ""))) unchanged.push(page.file);
    else toRender.push(page);
  }
  const rendered = await renderPages(handlers, toRender);
  const graph = chunkGraph(await readChunks(client));
  const pages = rendered.map((page) => ({
    ...page,
    withModules: withLiveModules(page.html, liveModulesOfPage(graph, preloadedChunks(page.html)), urls),
  }));
  return { pages, unchanged, modules, values };
}
