// The content modules the published site can change without a rebuild
// (docs/decisions/130-live-site-content.md): every module of content/sections.ts,
// and the image manifest (images uploaded from the console join it). In the
// browser build each is an import of a bare specifier ("@site-content/en/jobs")
// that the page's import map resolves to a file named by its content; in the
// build the pages are rendered from (kept for publishing) each reads a value
// set by the renderer before it falls back to the git version.
import path from "node:path";
import { sectionModules } from "#content/section-modules";
import { LANGS, type Lang } from "#shared/locales";

export const LIVE_PREFIX = "@site-content/";
/** app/generated/images.ts: sizes and content keys of every image. */
export const IMAGES_KEY = "images";
/** Where the renderer puts the values of the modules it overrides (by key, then export name). */
export const OVERRIDES_GLOBAL = "__siteContent";
/** Where each live module records the values it was evaluated with (by key), for the renderer to write the browser's modules. */
export const EVALUATED_GLOBAL = "__siteContentEvaluated";
/** Where each live module puts the function that sets its exports again (a render worker kept warm). */
export const APPLY_GLOBAL = "__siteContentApply";

type LiveModule = {
  /** "en/jobs", "grievance", "images". */
  key: string;
  /** Absolute path of its source. */
  file: string;
  /** Its language, for copy; none for facts shared by every language. */
  lang?: Lang;
};

export function liveModules(root: string): LiveModule[] {
  const out: LiveModule[] = [];
  for (const m of sectionModules) {
    if (!m.perLanguage) out.push({ key: m.module, file: path.join(root, "content", `${m.module}.ts`) });
    else for (const lang of LANGS) out.push({ key: `${lang}/${m.module}`, file: path.join(root, "content", lang, `${m.module}.ts`), lang });
  }
  out.push({ key: IMAGES_KEY, file: path.join(root, "app/generated/images.ts") });
  return out;
}

/** The live modules one language's build uses: its own copy and everything language-neutral. */
export const liveModulesOf = (modules: readonly LiveModule[], lang: Lang) => modules.filter((m) => !m.lang || m.lang === lang);

// Content modules declare their values as `export const name = ...`; anything
// else exported as a value could not be written back as data, so it is refused.
const EXPORT_CONST = /^export const (\w+)/gm;
const OTHER_VALUE_EXPORT = /^export (?:let|var|function|class|default|\{|\*)/m;

/** The names of a content module's value exports; throws when it exports a value some other way. */
export function exportNames(source: string, file: string): string[] {
  if (OTHER_VALUE_EXPORT.test(source)) {
    throw new Error(`${file}: a live content module exports its values only as "export const" (docs/decisions/130-live-site-content.md)`);
  }
  return Array.from(source.matchAll(EXPORT_CONST), (m) => m[1]!);
}

/**
 * The module that stands in for a live content module where pages are
 * rendered: each export is the renderer's value when it set one, else the
 * git version's, and the values used are recorded for the browser's module.
 * Its exports are live bindings with a setter in APPLY_GLOBAL, so that a
 * render worker kept warm sets them again for its next render.
 */
export function standInSource(key: string, gitId: string, names: readonly string[]): string {
  const k = JSON.stringify(key);
  return [
    `import * as git from ${JSON.stringify(gitId)};`,
    `export let ${names.join(", ")};`,
    `const apply = (set) => {`,
    ...names.map((n) => `  ${n} = Object.hasOwn(set, ${JSON.stringify(n)}) ? set.${n} : git.${n};`),
    `  (globalThis.${EVALUATED_GLOBAL} ??= {})[${k}] = { ${names.join(", ")} };`,
    `};`,
    `apply(globalThis.${OVERRIDES_GLOBAL}?.[${k}] ?? {});`,
    `((globalThis.${APPLY_GLOBAL} ??= {})[${k}] ??= []).push(apply);`,
    "",
  ].join("\n");
}
