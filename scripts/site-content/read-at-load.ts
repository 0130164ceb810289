// Which live content modules another live module reads as it loads
// (content/disclosures.ts names the Grievance Redressal Officer of
// content/grievance.ts): that module's value is fixed in the other's when the
// render worker loads the site, so the worker cannot set it again for a later
// render; a render that changes it needs a fresh worker (render-site.ts).
// Found in the sources, following the content files that are not live
// modules themselves; the build proves nothing else reads content as it
// loads (build-step.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Lang } from "#shared/locales";
import { liveModules } from "./live-modules";

/** `import { x } from "..."`: a value import, not `import type`, nor a type re-exported. */
const VALUE_IMPORT = /^import (?!type\b)[^;]*?from "([^"]+)";/gm;

/** The file a specifier of a content source names, when it is a content file. */
function contentFile(root: string, from: string, specifier: string, lang: Lang | undefined): string | undefined {
  const content = path.join(root, "content");
  const file = specifier.startsWith(".")
    ? path.resolve(path.dirname(from), specifier)
    : specifier.startsWith("#content/")
      ? path.join(content, specifier.slice("#content/".length))
      : specifier.startsWith("#copy/") && lang
        ? path.join(content, lang, specifier.slice("#copy/".length))
        : undefined;
  if (!file || !file.startsWith(`${content}${path.sep}`)) return undefined;
  return file.endsWith(".ts") ? file : `${file}.ts`;
}

/** The keys of the live modules some other live module imports, itself or through content files that are not live. */
export function liveModulesReadAtLoad(root: string): string[] {
  const modules = liveModules(root);
  const keyOf = new Map(modules.map((m) => [m.file, m.key]));
  const read = new Set<string>();
  for (const m of modules) {
    const seen = new Set([m.file]);
    const next = [m.file];
    while (next.length) {
      const file = next.pop()!;
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
        const target = contentFile(root, file, specifier!, m.lang);
        if (!target || seen.has(target)) continue;
        seen.add(target);
        const key = keyOf.get(target);
        if (key) read.add(key);
        else next.push(target);
      }
    }
  }
  return [...read].sort();
}
