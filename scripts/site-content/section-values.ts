// Between the console's sections (content/sections.ts: one export of a content
// module, in every language or shared by them) and the live modules the pages
// read ("en/pages/career", by export name).
import { type SectionDeclaration, sections } from "#content/sections";
import { LANGS } from "#shared/locales";
import type { ModuleOverrides } from "./render-site";

/** A section's value: per language ({ en, hi }) for copy, the value itself for facts every language shares. */
type SectionValues = Record<string, unknown>;

const keyOf = (s: SectionDeclaration, lang?: string) => (s.perLanguage ? `${lang}/${s.module}` : s.module);

/** Every section's value from the live modules' values (the baseline the build writes, from git's). */
export function sectionValuesOf(moduleValues: Record<string, Record<string, unknown>>): SectionValues {
  const out: SectionValues = {};
  for (const s of sections.values()) {
    const read = (lang?: string) => {
      const module = moduleValues[keyOf(s, lang)];
      if (!module || !(s.exportName in module))
        throw new Error(`content/sections.ts: ${s.id} names ${keyOf(s, lang)}.${s.exportName}, which no page uses`);
      return module[s.exportName];
    };
    out[s.id] = s.perLanguage ? Object.fromEntries(LANGS.map((lang) => [lang, read(lang)])) : read();
  }
  return out;
}

/** The live modules' values for some sections' values. */
export function overridesFor(values: SectionValues): ModuleOverrides {
  const out: ModuleOverrides = {};
  const put = (key: string, name: string, value: unknown) => ((out[key] ??= {})[name] = value);
  for (const [id, value] of Object.entries(values)) {
    const s = sections.get(id);
    if (!s) throw new Error(`no section "${id}" in content/sections.ts`);
    if (!s.perLanguage) put(keyOf(s), s.exportName, value);
    else for (const lang of LANGS) put(keyOf(s, lang), s.exportName, (value as Record<string, unknown>)[lang]);
  }
  return out;
}
