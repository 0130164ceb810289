// Fails the build when a translation is not translated: a string that is its
// English twin, that has no letter of the language's script (shared/locales.ts
// names it: Devanagari for Hindi), or that still holds an English phrase
// (three Latin-letter words in a row), unless the Latin words are names or
// terms on the language's allow-list (content/<lang>/allowed-latin.ts). It
// also fails when a translated string drops or adds a placeholder ("{rbi}")
// or a translated list is shorter or longer than its English twin (a footer
// link or a privacy row added only in English). The schemas check that every
// string is there; this checks that it is translated.
import { type LatinAllowList, hasLetterOf, latinRuns, strayLatinWords } from "#shared/latin-runs";
import { DEFAULT_LANG, LOCALES, TRANSLATED_LANGS } from "#shared/locales";
import { type CopyBundle, allowedLatin, copies } from "./generated/copies";

/**
 * Keys whose values are identifiers, not words (ids, image and icon names,
 * office ids, paths, links, file names, the language's code), when the value
 * looks like one: a label under such a key ("Website") is still checked.
 */
const IDENTIFIER_KEYS = new Set([
  "lang",
  "id",
  "image",
  "name",
  "logo",
  "socialImage",
  "icon",
  "office",
  "type",
  "to",
  "href",
  "website",
  "csvFileName",
  "formName",
]);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LINK = /^(?:\/|https:\/\/|mailto:)\S*$/;
const FILE_NAME = /^[\w-]+\.[a-z]{2,4}$/;
const isIdentifier = (key: string, value: string) =>
  IDENTIFIER_KEYS.has(key) && (SLUG.test(value) || LINK.test(value) || FILE_NAME.test(value));

/** A copy function is checked on what it returns, for a few sample arguments (0, 1 and 2 cover the plural forms). */
const SAMPLE_ARGUMENTS = [0, 1, 2];

type Leaf = { path: string; key: string; value: string };

function leaves(value: unknown, path: string, key: string, out: Leaf[]): Leaf[] {
  if (typeof value === "string") out.push({ path, key, value });
  else if (typeof value === "function") {
    for (const n of SAMPLE_ARGUMENTS)
      leaves((value as (...args: number[]) => unknown)(...Array<number>(value.length).fill(n)), `${path}(${n})`, key, out);
  } else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}[${i}]`, key, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, k, out);
  return out;
}

/** Paths of every list in a bundle, with its length. */
function listLengths(value: unknown, path: string, out: Map<string, number>): Map<string, number> {
  if (Array.isArray(value)) {
    out.set(path, value.length);
    value.forEach((v, i) => listLengths(v, `${path}[${i}]`, out));
  } else if (value && typeof value === "object" && typeof value !== "function") {
    for (const [k, v] of Object.entries(value)) listLengths(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

// A {placeholder}, or a {law:id} citation (shared/law.ts): a translation cites the same instruments as its English twin.
const PLACEHOLDER = /\{(\w+|law:[\w-]+)\}/g;
const placeholders = (s: string) => [...new Set(Array.from(s.matchAll(PLACEHOLDER), (m) => m[1]))].sort().join(", ");

/** What one translation is checked with. */
export type Translation = {
  /** Its code, as in content/<lang>/. */
  lang: string;
  bundle: CopyBundle;
  /** The Unicode script its words are written in (shared/locales.ts). */
  script: string;
  /** Names and terms it may keep in Latin letters. */
  allow: LatinAllowList;
};

/** One line per string of the translation that is not translated; empty when every one is. */
export function translationProblems({ lang, bundle, script, allow }: Translation, reference: CopyBundle = copies[DEFAULT_LANG]): string[] {
  const english = new Map(leaves(reference, "", "", []).map((l) => [l.path, l.value]));
  const problems: string[] = [];
  const translatedLists = listLengths(bundle, "", new Map());
  for (const [path, length] of listLengths(reference, "", new Map())) {
    const translatedLength = translatedLists.get(path);
    if (translatedLength !== undefined && translatedLength !== length)
      problems.push(`content/${lang}: ${path}: ${translatedLength} items, English has ${length}`);
  }
  for (const { path, key, value } of leaves(bundle, "", "", [])) {
    if (isIdentifier(key, value)) continue;
    const at = `content/${lang}: ${path}`;
    const twin = english.get(path);
    if (twin !== undefined && placeholders(twin) !== placeholders(value)) {
      problems.push(`${at}: placeholders {${placeholders(value)}}, English has {${placeholders(twin)}}`);
    }
    const stray = strayLatinWords(value, allow, script);
    if (!hasLetterOf(value, script) && stray.length > 0) {
      problems.push(value === twin ? `${at}: same as English ("${value}")` : `${at}: no ${script} letter ("${value}")`);
      continue;
    }
    for (const run of latinRuns(value, allow, script)) problems.push(`${at}: English words left ("${run}")`);
  }
  return problems;
}

/** Every language's translation as the list and the generated bundles give it. */
export function translations(): Translation[] {
  return TRANSLATED_LANGS.map((lang) => {
    const allow = allowedLatin[lang];
    if (!allow) throw new Error(`content/${lang}/allowed-latin.ts is missing from scripts/generated/copies.ts: run scripts/generate.ts`);
    return { lang, bundle: copies[lang], script: LOCALES[lang].script, allow };
  });
}

/** The problems of every translation. */
export const allTranslationProblems = (): string[] => translations().flatMap((t) => translationProblems(t));
