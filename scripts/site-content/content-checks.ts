// The build's content checks, run on content about to be published from the
// console (docs/decisions/130-live-site-content.md): the sections' schemas,
// the build's checks of each language's whole copy with the new values in it
// (scripts/validate-content.ts), the translation check, links to documents
// and library folders (scripts/document-links.ts), links to pages, and image
// names. Each refusal is placed on the section, language and field it
// concerns; a refusal the build's checks word for the whole copy is kept in
// their words.
import { disclosureDocuments } from "#content/disclosures";
import { lawRegistry } from "#content/law";
import type { LawRegistry } from "#content/law-schema";
import { type CitedText, htmlText, lawCitationProblems, unresolvedCitations } from "#shared/law-check";
import { type SectionDeclaration, sections } from "#content/sections";
import { sectionProblems } from "#shared/content-shape";
import { type ContentProblem, parseFieldPath } from "#shared/site-content";
import { DEFAULT_LANG, LANGS, LOCALES, TRANSLATED_LANGS, type Lang } from "#shared/locales";
import { pageRoutes } from "#shared/route-list";
import type { DocumentFolder } from "#shared/documents/tree";
import { documentLinkProblems } from "../document-links";
import { allLawNames, lawContentProblems } from "../law-content";
import { COPY_MODULES, type ModuleTree } from "../copy-modules";
import { type CopyBundle, allowedLatin, copies } from "../generated/copies";
import { translationProblems } from "../translation-check";
import { type Check, type SharedFacts, checksFor, gitFacts, kfsCheck, validateContent } from "../validate-content";
import { crossLanguageProblems, imageProblems, pageLinkProblems } from "./section-rules";

type CheckInput = {
  /** The sections about to change, by id: { en, hi } for copy, the value itself for shared facts. */
  changed: Record<string, unknown>;
  /** Git's value of every section (build/render/baseline.json). */
  git: Record<string, unknown>;
  /** Every image a page may name: the build's and those uploaded from the console. */
  imageNames: readonly string[];
  /** The build's document library (for links to documents and folders). */
  documentTree: DocumentFolder;
};

/** Where each copy file sits in a language's bundle: "pages/career" -> ["pages", "career"]. */
function bundlePaths(tree: ModuleTree, at: string[] = [], out = new Map<string, string[]>()): Map<string, string[]> {
  for (const [key, v] of Object.entries(tree)) {
    if (typeof v === "string") {
      if (!out.has(v)) out.set(v, [...at, key]);
    } else bundlePaths(v, [...at, key], out);
  }
  return out;
}
const BUNDLE_PATHS = bundlePaths(COPY_MODULES);

function bundlePathOf(s: SectionDeclaration): string[] {
  const at = BUNDLE_PATHS.get(s.module);
  if (!at) throw new Error(`content/sections.ts: ${s.module} is not a copy file of scripts/copy-modules.ts`);
  return [...at, s.exportName];
}

function withValue(bundle: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const node = bundle as Record<string, unknown>;
  return { ...node, [head]: withValue(node[head], rest, value) };
}

/** The section and field a path in a language's bundle points into. */
function locate(path: readonly (string | number)[]): { section: string; path: (string | number)[] } | undefined {
  for (const s of sections.values()) {
    if (!s.perLanguage) continue;
    const prefix = bundlePathOf(s);
    if (prefix.every((p, i) => path[i] === p)) return { section: s.id, path: path.slice(prefix.length) };
  }
  return undefined;
}

const valueIn = (s: SectionDeclaration, value: unknown, lang: Lang) =>
  s.perLanguage ? (value as Record<string, unknown> | undefined)?.[lang] : value;

/** Each language's copy bundle with the sections about to change in it. */
function effectiveBundles(changed: Record<string, unknown>): Record<Lang, CopyBundle> {
  const copy = Object.entries(changed).flatMap(([id, value]) => {
    const s = sections.get(id);
    return s?.perLanguage ? [{ s, value }] : [];
  });
  return Object.fromEntries(
    LANGS.map((lang) => {
      let bundle: unknown = copies[lang];
      for (const { s, value } of copy) bundle = withValue(bundle, bundlePathOf(s), valueIn(s, value, lang));
      return [lang, bundle as CopyBundle];
    }),
  ) as Record<Lang, CopyBundle>;
}

export function contentProblems(input: CheckInput): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const changed = Object.entries(input.changed).map(([id, value]) => {
    const s = sections.get(id);
    if (!s) throw new Error(`no section "${id}" in content/sections.ts`);
    return { s, value };
  });
  for (const { s, value } of changed) {
    problems.push(...sectionProblems(s, value, input.git[s.id]));
    problems.push(
      ...crossLanguageProblems(s, value),
      ...imageProblems(s, value, input.imageNames),
      ...pageLinkProblems(s, value, pageRoutes),
    );
  }
  // The build's checks of the whole copy, with the new values where git's were.
  const bundles = effectiveBundles(input.changed);
  const shared = (id: string) => changed.find((c) => c.s.id === id)?.value;
  const facts: SharedFacts = {
    lendingServiceProviders:
      (shared("lending-service-providers") as SharedFacts["lendingServiceProviders"]) ?? gitFacts.lendingServiceProviders,
    interestRateBand: (shared("interest-rate-band") as SharedFacts["interestRateBand"]) ?? gitFacts.interestRateBand,
    imageNames: input.imageNames,
  };
  const checks: Check[] = LANGS.flatMap((lang) => checksFor(lang, bundles[lang], facts));
  const kfs = shared("sample-kfs");
  if (kfs) checks.push(kfsCheck(kfs as Parameters<typeof kfsCheck>[0]));
  const placed = new Set<string>();
  for (const c of checks) {
    const r = c.schema.safeParse(c.value);
    if (r.success) continue;
    for (const issue of r.error.issues) {
      const line = `${c.name}: ${issue.path.join(".") || "(root)"}: ${issue.message}`;
      placed.add(line);
      const [top, ...rest] = issue.path as (string | number)[];
      const hit = changed.find(({ s, value }) =>
        LANGS.some((lang) => top !== undefined && (c.value as Record<string, unknown>)?.[top] === valueIn(s, value, lang)),
      );
      const lang = hit && LANGS.find((l) => (c.value as Record<string, unknown>)[top!] === valueIn(hit.s, hit.value, l));
      problems.push(
        hit ? { section: hit.s.id, lang: hit.s.perLanguage ? lang : undefined, path: rest, message: issue.message } : { message: line },
      );
    }
  }
  for (const line of validateContent(checks)) if (!placed.has(line)) problems.push({ message: line });
  for (const lang of TRANSLATED_LANGS) {
    const allow = allowedLatin[lang];
    if (!allow) continue;
    for (const line of translationProblems({ lang, bundle: bundles[lang], script: LOCALES[lang].script, allow }, bundles[DEFAULT_LANG])) {
      problems.push(placedInBundle(line, /^content\/([\w-]+): ([^:]+): (.*)$/));
    }
  }
  for (const line of documentLinkProblems(input.documentTree, disclosureDocuments, bundles)) {
    problems.push(placedInBundle(line, /^content\/([\w-]+) \(([^)]+)\): (.*)$/));
  }
  // The law the copy cites (scripts/law-content.ts): the registry as it would be, every language's copy against it.
  for (const line of lawContentProblems(bundles, registryOf(input.changed))) problems.push(placedLawLine(line));
  return dedupe(problems);
}

/** The law registry with the sections about to change in it. */
function registryOf(changed: Record<string, unknown>): LawRegistry {
  return {
    instruments: (changed.instruments as LawRegistry["instruments"] | undefined) ?? lawRegistry.instruments,
    reviewed: (changed.reviewed as LawRegistry["reviewed"] | undefined) ?? lawRegistry.reviewed,
  };
}

/** The build's law check on rendered pages (scripts/law-pages.ts): no repealed instrument by any name, no token left. */
export function renderedLawProblems(pages: readonly { file: string; html: string }[], changed: Record<string, unknown>): ContentProblem[] {
  const texts: CitedText[] = pages.map((p) => ({ where: p.file, text: htmlText(p.html) }));
  const names = allLawNames(effectiveBundles(changed));
  return [...lawCitationProblems(texts, { names, registry: registryOf(changed).instruments }), ...unresolvedCitations(texts)].map(
    (message) => ({ message }),
  );
}

/** A line of the law check: on the registry's field, a language's names, or a language's copy. */
function placedLawLine(line: string): ContentProblem {
  const registry = /^content\/law\.ts: (instruments|reviewed)\.?([^:]*): (.*)$/.exec(line);
  if (registry) return { section: registry[1]!, path: parseFieldPath(registry[2]!), message: registry[3]! };
  const names = /^content\/([\w-]+)\/law\.ts: (.*)$/.exec(line);
  if (names) return { section: "law-names", lang: names[1], message: names[2]! };
  return placedInBundle(line, /^content\/([\w-]+): ([^:]+): (.*)$/);
}

/** A build check's line about a language's bundle, placed on its section's field when it is in one. */
function placedInBundle(line: string, pattern: RegExp): ContentProblem {
  const m = pattern.exec(line);
  if (!m) return { message: line };
  const [, lang, at, message] = m;
  const where = locate(parseFieldPath(at!));
  return where ? { section: where.section, lang, path: where.path, message: message! } : { message: line };
}

function dedupe(problems: ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = JSON.stringify([p.section, p.lang, p.path, p.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
