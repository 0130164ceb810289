// Fails the build when Hindi copy is not Hindi: a string that is its English
// twin, that has no Devanagari letter, or that still holds an English phrase
// (three Latin-letter words in a row), unless the Latin words are names or
// terms on the allow-list (content/hi/allowed-latin.ts). It also fails when
// a Hindi string drops or adds a placeholder ("{rbi}") or a Hindi list is
// shorter or longer than its English twin (a footer link or a privacy row
// added only in English). The schemas check that every string is there; this
// checks that it is translated.
import { allowedLatin } from "#content/hi/allowed-latin";
import { type LatinAllowList, hasDevanagari, latinRuns, strayLatinWords } from "#shared/latin-runs";
import { type CopyBundle, copies } from "./content-bundles";

/**
 * Keys whose values are identifiers, not words (ids, image and icon names,
 * office ids, paths, links, file names), when the value looks like one: a
 * label under such a key ("Website") is still checked.
 */
const IDENTIFIER_KEYS = new Set(["id", "image", "name", "logo", "socialImage", "icon", "office", "type", "to", "href", "website", "csvFileName", "formName"]);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LINK = /^(?:\/|https:\/\/|mailto:)\S*$/;
const FILE_NAME = /^[\w-]+\.[a-z]{2,4}$/;
const isIdentifier = (key: string, value: string) => IDENTIFIER_KEYS.has(key) && (SLUG.test(value) || LINK.test(value) || FILE_NAME.test(value));

/**
 * Parts of the bundle that are not Hindi by design: `locale` names the
 * switch to the other language in that language ("English").
 */
const NOT_TRANSLATED = new Set(["locale"]);

/** A copy function is checked on what it returns, for a few sample arguments (0, 1 and 2 cover the plural forms). */
const SAMPLE_ARGUMENTS = [0, 1, 2];

type Leaf = { path: string; key: string; value: string };

function leaves(value: unknown, path: string, key: string, out: Leaf[]): Leaf[] {
  if (typeof value === "string") out.push({ path, key, value });
  else if (typeof value === "function") {
    for (const n of SAMPLE_ARGUMENTS) leaves((value as (...args: number[]) => unknown)(...Array<number>(value.length).fill(n)), `${path}(${n})`, key, out);
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

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholders = (s: string) => [...new Set(Array.from(s.matchAll(PLACEHOLDER), (m) => m[1]))].sort().join(", ");

/** One line per Hindi string that is not translated; empty when every one is. */
export function translationProblems(en: CopyBundle = copies.en, hi: CopyBundle = copies.hi, allow: LatinAllowList = allowedLatin): string[] {
  const english = new Map(leaves(en, "", "", []).map((l) => [l.path, l.value]));
  const problems: string[] = [];
  const hindiLists = listLengths(hi, "", new Map());
  for (const [path, length] of listLengths(en, "", new Map())) {
    const hiLength = hindiLists.get(path);
    if (hiLength !== undefined && hiLength !== length) problems.push(`content/hi: ${path}: ${hiLength} items, English has ${length}`);
  }
  for (const { path, key, value } of leaves(hi, "", "", [])) {
    if (NOT_TRANSLATED.has(path.split(".")[0]!) || isIdentifier(key, value)) continue;
    const at = `content/hi: ${path}`;
    const twin = english.get(path);
    if (twin !== undefined && placeholders(twin) !== placeholders(value)) {
      problems.push(`${at}: placeholders {${placeholders(value)}}, English has {${placeholders(twin)}}`);
    }
    const stray = strayLatinWords(value, allow);
    if (!hasDevanagari(value) && stray.length > 0) {
      problems.push(value === english.get(path) ? `${at}: same as English ("${value}")` : `${at}: no Devanagari letter ("${value}")`);
      continue;
    }
    for (const run of latinRuns(value, allow)) problems.push(`${at}: English words left ("${run}")`);
  }
  return problems;
}
