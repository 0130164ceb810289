// Renders every page of the site in every language from the server builds the
// build kept (build/render/<lang>/), exactly as React Router's prerender does
// at build time: the same request to the same handler. What the live content
// modules hold is whatever the caller put in globalThis.__siteContent first.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { LANG_PREFIX, LANGS, type Lang } from "#shared/locales";
import { prerenderPaths } from "#shared/route-list";

/** A page as the build writes it: "/hi/career/index.html" and its HTML. */
export type RenderedPage = { file: string; lang: Lang; html: string };

export const renderDirOf = (buildDir: string) => path.join(buildDir, "render");

async function renderLanguage(buildDir: string, lang: Lang): Promise<RenderedPage[]> {
  // React Router reads its build-time headers only when this says it is prerendering (as its build sets it).
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = (await import(pathToFileURL(path.join(renderDirOf(buildDir), lang, "index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const basename = LANG_PREFIX[lang] || "/";
  const pages: RenderedPage[] = [];
  for (const p of prerenderPaths) {
    const normalized = `${basename}${p}/`.replace(/\/{2,}/g, "/");
    const response = await handler(new Request(`http://localhost${normalized}`));
    const html = await response.text();
    if (response.status !== 200) throw new Error(`rendering ${normalized} answered ${response.status}`);
    pages.push({ file: `${normalized}index.html`, lang, html });
  }
  return pages;
}

export async function renderAllPages(buildDir: string): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for (const lang of LANGS) pages.push(...(await renderLanguage(buildDir, lang)));
  return pages;
}
