// Renders the pages of the site in every language from the server builds the
// build kept (build/render/<lang>/), exactly as React Router's prerender does
// at build time: the same request to the same handler. What the live content
// modules hold is whatever the caller put in globalThis.__siteContent before
// the server builds are loaded (loadServerBuilds evaluates them).
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { LANG_PREFIX, LANGS, type Lang } from "#shared/locales";
import { prerenderPaths } from "#shared/route-list";

/** A page as the build writes it: "/hi/career/index.html" and its HTML. */
export type RenderedPage = { file: string; lang: Lang; html: string };
/** A page of the site before it is rendered: its file and the URL React Router is asked for. */
type SitePage = { file: string; lang: Lang; url: string };
type Handlers = Record<Lang, (request: Request) => Promise<Response>>;

export const renderDirOf = (buildDir: string) => path.join(buildDir, "render");

/** Every page the prerender writes, in every language. */
export const sitePages = (): SitePage[] =>
  LANGS.flatMap((lang) => {
    const basename = LANG_PREFIX[lang] || "/";
    return prerenderPaths.map((p) => {
      const url = `${basename}${p}/`.replace(/\/{2,}/g, "/");
      return { file: `${url}index.html`, lang, url };
    });
  });

/** Loads (and so evaluates, live content modules included) each language's server build. */
export async function loadServerBuilds(buildDir: string): Promise<Handlers> {
  // React Router reads its build-time headers only when this says it is prerendering (as its build sets it).
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const handlers: Partial<Handlers> = {};
  for (const lang of LANGS) {
    const dir = path.join(renderDirOf(buildDir), lang);
    const build = (await import(pathToFileURL(path.join(dir, "index.js")).href)) as ServerBuild;
    // The chunks the pages import lazily (below the fold, dialogs) too, so that every live module has its value
    // before a page is rendered: which pages a publication changes is known from those values.
    for (const chunk of (await readdir(path.join(dir, "assets"))).filter((n) => n.endsWith(".js")).sort()) {
      await import(pathToFileURL(path.join(dir, "assets", chunk)).href);
    }
    handlers[lang] = createRequestHandler(build, "production");
  }
  return handlers as Handlers;
}

export async function renderPages(handlers: Handlers, pages: readonly SitePage[]): Promise<RenderedPage[]> {
  const out: RenderedPage[] = [];
  for (const page of pages) {
    const response = await handlers[page.lang](new Request(`http://localhost${page.url}`));
    const html = await response.text();
    if (response.status !== 200) throw new Error(`rendering ${page.url} answered ${response.status}`);
    out.push({ file: page.file, lang: page.lang, html });
  }
  return out;
}
