// Rules on one section's value that the build's checks of the whole copy do
// not make because git's copy is typed by hand file by file: what every
// language must share (ids, dates, numbers, image names), images that exist,
// and links to pages that exist.
import type { SectionDeclaration } from "#content/sections";
import { type ContentProblem, languageName } from "#shared/site-content";
import { DEFAULT_LANG, LANGS, localizedPath } from "#shared/locales";

type Leaf = { path: (string | number)[]; key: string; value: unknown };

function leaves(value: unknown, path: (string | number)[] = [], key = "", out: Leaf[] = []): Leaf[] {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...path, i], key, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], k, out);
  else out.push({ path, key, value });
  return out;
}

const perLanguage = (s: SectionDeclaration, value: unknown): [string | undefined, unknown][] =>
  s.perLanguage ? LANGS.map((lang) => [lang, (value as Record<string, unknown> | undefined)?.[lang]]) : [[undefined, value]];

/** Values the same in every language: what the pages use to find, date, count or link things, not words. */
const SHARED_KEYS = new Set(["id", "office", "type", "datePosted", "validThrough", "image", "logo", "socialImage", "icon"]);

export function crossLanguageProblems(s: SectionDeclaration, value: unknown): ContentProblem[] {
  if (!s.perLanguage) return [];
  const values = value as Record<string, unknown>;
  const reference = new Map(leaves(values[DEFAULT_LANG]).map((l) => [JSON.stringify(l.path), l]));
  const problems: ContentProblem[] = [];
  for (const lang of LANGS.slice(1)) {
    for (const leaf of leaves(values[lang])) {
      const twin = reference.get(JSON.stringify(leaf.path));
      if (!twin || twin.value === leaf.value) continue;
      if (typeof leaf.value === "number" || SHARED_KEYS.has(leaf.key)) {
        problems.push({
          section: s.id,
          lang,
          path: leaf.path,
          message: `Must be the same as in ${languageName(DEFAULT_LANG)} (${JSON.stringify(twin.value)}): it is not a word but what the page uses it for.`,
        });
      }
    }
  }
  return problems;
}

const IMAGE_KEYS = new Set(["image", "logo", "socialImage"]);

export function imageProblems(s: SectionDeclaration, value: unknown, imageNames: readonly string[]): ContentProblem[] {
  const known = new Set(imageNames);
  return perLanguage(s, value).flatMap(([lang, v]) =>
    leaves(v)
      .filter((l) => IMAGE_KEYS.has(l.key) && typeof l.value === "string" && !known.has(l.value))
      .map((l) => ({
        section: s.id,
        lang,
        path: l.path,
        message: `There is no image "${String(l.value)}": upload it first, or pick one of the site's images.`,
      })),
  );
}

const LINK_KEYS = new Set(["href", "to", "link", "url"]);
/** A link to one of our pages: a path, maybe with a query or fragment (documents and library folders are checked by the build's check). */
const PAGE_PATH = /^(\/[\w/-]*)(?:[?#].*)?$/;
const DOCUMENTS = "/Images/";

export function pageLinkProblems(s: SectionDeclaration, value: unknown, pages: readonly { path: string }[]): ContentProblem[] {
  const known = new Set(LANGS.flatMap((lang) => pages.map((p) => localizedPath(lang, p.path))));
  return perLanguage(s, value).flatMap(([lang, v]) =>
    leaves(v)
      .filter((l) => LINK_KEYS.has(l.key) && typeof l.value === "string" && !l.value.startsWith(DOCUMENTS))
      .flatMap((l) => {
        const m = PAGE_PATH.exec(l.value as string);
        if (!m || known.has(m[1]!)) return [];
        return [{ section: s.id, lang, path: l.path, message: `The link ${String(l.value)} leads to no page of this site.` }];
      }),
  );
}
