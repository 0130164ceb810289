// The build's law check over the content (docs/decisions/091-law-registry.md):
// the registry itself (content/law.ts: its schema, a name in every language
// in content/<lang>/law.ts, each review date for a page that exists), then
// every string of every language's copy, pages and emails alike, through
// shared/law-check.ts: no repealed or unknown instrument cited, and none in
// force named in words instead of {law:id}. scripts/validate-content.ts runs
// it, so every build does, and a test proves each refusal.
import { lawRegistry } from "#content/law";
import { type LawRegistry, lawRegistrySchema } from "#content/law-schema";
import type { LawNames } from "#shared/law";
import { type CitedText, copyTexts, lawCitationProblems } from "#shared/law-check";
import { LANGS, type Lang } from "#shared/locales";
import { pageRoutes } from "#shared/route-list";
import { type CopyBundle, copies } from "./generated/copies";

type Bundles = Partial<Record<Lang, CopyBundle>>;

/** Every string of each language's copy, named by language and path. */
export function allCopyTexts(bundles: Bundles = copies): CitedText[] {
  return LANGS.flatMap((lang) => (bundles[lang] ? copyTexts(bundles[lang], `content/${lang}`) : []));
}

/** Each language's names of the instruments, the reference language first (what the law check reads names with). */
export function allLawNames(bundles: Bundles = copies): LawNames[] {
  return LANGS.flatMap((lang) => (bundles[lang] ? [bundles[lang].forms.law.lawNames] : []));
}

/**
 * Problems of the registry itself: its shape, a name in every language for
 * each instrument and none for an instrument it does not hold (the
 * translation check sees that the names are translated), real pages.
 */
export function registryProblems(registry: LawRegistry = lawRegistry, bundles: Bundles = copies): string[] {
  const parsed = lawRegistrySchema.safeParse(registry);
  if (!parsed.success) return parsed.error.issues.map((i) => `content/law.ts: ${i.path.join(".") || "(root)"}: ${i.message}`);
  const problems: string[] = [];
  const ids = registry.instruments.map((i) => i.id);
  for (const lang of LANGS) {
    const names: LawNames = bundles[lang]?.forms.law.lawNames ?? {};
    for (const id of ids) if (!names[id]?.trim()) problems.push(`content/${lang}/law.ts: no name for ${id}`);
    for (const id of Object.keys(names))
      if (!ids.includes(id)) problems.push(`content/${lang}/law.ts: ${id} is not an instrument of content/law.ts`);
  }
  const paths = pageRoutes.map((r) => r.path);
  for (const path of Object.keys(registry.reviewed))
    if (!paths.includes(path)) problems.push(`content/law.ts: reviewed: ${path} is not a page of shared/route-list.ts`);
  return problems;
}

/** The registry's problems, then every citation in the copy that is not of law in force by token. */
export function lawContentProblems(bundles: Bundles = copies, registry: LawRegistry = lawRegistry): string[] {
  const own = registryProblems(registry, bundles);
  if (own.length > 0) return own;
  // The names themselves (content/<lang>/law.ts) are where instruments are named in words: they cite nothing.
  const texts = allCopyTexts(bundles).filter((t) => !/^content\/[^:]+: forms\.law\./.test(t.where));
  return lawCitationProblems(texts, { names: allLawNames(bundles), registry: registry.instruments, tokensOnly: true });
}
