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
import { APPLY_GLOBAL, EVALUATED_GLOBAL, OVERRIDES_GLOBAL } from "./live-modules";
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

type Globals = Record<typeof OVERRIDES_GLOBAL | typeof EVALUATED_GLOBAL | typeof APPLY_GLOBAL, unknown>;
type Setters = Record<string, ((values: Record<string, unknown>) => void)[]>;

/** The server builds this process has loaded, and from where: one build per process. */
let loaded:
  | {
      buildDir: string;
      handlers: Awaited<ReturnType<typeof loadServerBuilds>>;
      /** The values the modules other modules read as they load were loaded with (JSON, by key). */
      readAtLoad: Map<string, string>;
      graph?: ReturnType<typeof chunkGraph>;
    }
  | undefined;

/** Whether this process has loaded the server builds (an earlier render did). */
export const siteLoaded = () => loaded !== undefined;

/** A render this process cannot do with the modules it has loaded: a module read as others load changes (read-at-load.ts). */
export class FreshProcessNeeded extends Error {}

async function readChunks(clientDir: string): Promise<Map<string, string>> {
  const dir = path.join(clientDir, "assets");
  const names = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith(".js")).map((e) => e.name);
  return new Map(await Promise.all(names.map(async (n) => [n, await readFile(path.join(dir, n), "utf8")] as const)));
}

/**
 * The first render in a process loads the server builds, whose live modules take the values set before their first
 * import; each later one sets every live module's exports again (its value, else git's: live-modules.ts) and renders
 * with the modules loaded, as the render worker kept warm does. The pages read content as they render, never as
 * their modules load, so both render the same bytes: the build proves it on every page (build-step.ts).
 * The modules other live modules read as they load (`readAtLoad`) are the exception: a render that changes one of
 * them throws FreshProcessNeeded.
 * With `served`, a page served now is rendered only if its import map (the build's page names the live modules its
 * code may import) would name a module file that is not served: a page reads nothing else that content can change.
 */
export async function renderSite(
  buildDir: string,
  overrides: ModuleOverrides,
  served?: Served,
  readAtLoad: readonly string[] = [],
): Promise<RenderedSite> {
  const globals = globalThis as unknown as Globals;
  const fixed = new Map(readAtLoad.map((key) => [key, JSON.stringify(overrides[key] ?? null)]));
  if (loaded && loaded.buildDir !== buildDir) throw new Error(`this process renders ${loaded.buildDir}, not ${buildDir}`);
  const changed = loaded && [...fixed].find(([key, json]) => loaded!.readAtLoad.get(key) !== json);
  if (changed) throw new FreshProcessNeeded(`"${changed[0]}" is read as other content modules load, and it changed`);
  globals[OVERRIDES_GLOBAL] = overrides;
  // A language-neutral module is in each language's build: a setter in each.
  for (const [key, setters] of Object.entries((globals[APPLY_GLOBAL] ?? {}) as Setters)) {
    for (const set of setters) set(overrides[key] ?? {});
  }
  loaded ??= { buildDir, handlers: await loadServerBuilds(buildDir), readAtLoad: fixed };
  const handlers = loaded.handlers;
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
  const graph = (loaded.graph ??= chunkGraph(await readChunks(client)));
  const pages = rendered.map((page) => ({
    ...page,
    withModules: withLiveModules(page.html, liveModulesOfPage(graph, preloadedChunks(page.html)), urls),
  }));
  return { pages, unchanged, modules, values };
}
