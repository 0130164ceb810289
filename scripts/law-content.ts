// The build's law check over the content (docs/decisions/091-law-registry.md):
// the registry itself (content/law.ts: its schema, a name in every language,
// each review date for a page that exists), then every string of every
// language's copy, pages and emails alike, through shared/law-check.ts: no
// repealed or unknown instrument cited, and none in force named in words
// instead of {law:id}. scripts/validate-content.ts runs it; so does every
// build, and a test proves each refusal.
import { lawRegistry } from "#content/law";
import type { LawRegistry } from "#content/schema";
import { lawRegistrySchema } from "#content/schema";
import { type CitedText, copyTexts, lawCitationProblems } from "#shared/law-check";
import { hasLetterOf } from "#shared/latin-runs";
import { LANGS, LOCALES, type Lang } from "#shared/locales";
import { pageRoutes } from "#shared/route-list";
import { type CopyBundle, copies } from "./generated/copies";

/** Every string of each language's copy, named by language and path. */
export function allCopyTexts(bundles: Partial<Record<Lang, CopyBundle>> = copies): CitedText[] {
  return LANGS.flatMap((lang) => (bundles[lang] ? copyTexts(bundles[lang], `content/${lang}`) : []));
}

/** Problems of the registry itself: its shape, a name for each language (in that language's script), real pages. */
export function registryProblems(registry: LawRegistry = lawRegistry): string[] {
  const parsed = lawRegistrySchema.safeParse(registry);
  if (!parsed.success) return parsed.error.issues.map((i) => `content/law.ts: ${i.path.join(".") || "(root)"}: ${i.message}`);
  const problems: string[] = [];
  for (const instrument of registry.instruments) {
    for (const lang of LANGS) {
      const name = instrument.name[lang];
      if (name === undefined) problems.push(`content/law.ts: ${instrument.id}: no name in ${lang}`);
      else if (!hasLetterOf(name, LOCALES[lang].script))
        problems.push(`content/law.ts: ${instrument.id}: its ${lang} name has no ${LOCALES[lang].script} letter`);
    }
  }
  const paths = pageRoutes.map((r) => r.path);
  for (const path of Object.keys(registry.reviewed))
    if (!paths.includes(path)) problems.push(`content/law.ts: reviewed: ${path} is not a page of shared/route-list.ts`);
  return problems;
}

/** The registry's problems, then every citation in the copy that is not of law in force by token. */
export function lawContentProblems(texts: CitedText[] = allCopyTexts(), registry: LawRegistry = lawRegistry): string[] {
  const own = registryProblems(registry);
  if (own.length > 0) return own;
  return lawCitationProblems(texts, { tokensOnly: true }, registry.instruments);
}
