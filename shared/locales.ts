// The site's languages: the one list every language-aware part reads
// (docs/decisions/070-languages.md). English is the reference and keeps the
// specification's paths; every other language lives under its own prefix
// (/hi/about), built from its own copy in content/<lang>/. Adding a language
// is an entry here plus its content/<lang>/ folder: the build's generators,
// the Vite chunk groups, hreflang, the language switch and the translation
// check all take it from this list.

export type LocaleInfo = {
  /** The path prefix its pages live under ("" for the reference language). */
  prefix: string;
  /** `<html lang>`, and `lang`/`hreflang` on links to it. */
  htmlLang: string;
  /** `hreflang` of its alternate links in the head and the sitemap. */
  hreflang: string;
  /** `og:locale`. */
  ogLocale: string;
  /** Its name in itself: what the language switch shows to reach it. */
  name: string;
  /** The switch's title, in the language itself. */
  readIn: string;
  /**
   * The Unicode script its words are written in (a `Script_Extensions`
   * value such as "Devanagari"): the translation check requires a letter of
   * it in every translated string.
   */
  script: string;
};

/** The first entry is the reference language that every other one translates. */
export const LOCALES = {
  en: {
    prefix: "",
    htmlLang: "en-IN",
    hreflang: "en-IN",
    ogLocale: "en_IN",
    name: "English",
    readIn: "Read this page in English",
    script: "Latin",
  },
  hi: {
    prefix: "/hi",
    htmlLang: "hi",
    hreflang: "hi-IN",
    ogLocale: "hi_IN",
    name: "हिन्दी",
    readIn: "यह पेज हिन्दी में पढ़ें",
    script: "Devanagari",
  },
} as const satisfies Record<string, LocaleInfo>;

export type Lang = keyof typeof LOCALES;
/** Every language, the reference first. */
export const LANGS = Object.keys(LOCALES) as [Lang, ...Lang[]];
export const DEFAULT_LANG: Lang = LANGS[0];
/** The languages translated from the reference one. */
export const TRANSLATED_LANGS: readonly Lang[] = LANGS.slice(1);

export const LANG_PREFIX: Readonly<Record<Lang, string>> = Object.fromEntries(LANGS.map((lang) => [lang, LOCALES[lang].prefix])) as Record<
  Lang,
  string
>;

/** One value per language, made by `make` for each (a schema, a message table, ...). */
export function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** The languages a page in `lang` offers to switch to: every other one, in the list's order. */
export function otherLangs<L extends string>(lang: string, langs: readonly L[]): L[];
export function otherLangs(lang: string): Lang[];
export function otherLangs(lang: string, langs: readonly string[] = LANGS): string[] {
  return langs.filter((other) => other !== lang);
}

/** The language a URL path is in: "/hi/about" -> "hi", "/about" -> "en". */
export function langOfPath(pathname: string): Lang {
  for (const lang of LANGS) {
    const prefix = LANG_PREFIX[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return DEFAULT_LANG;
}

const withPrefix = (prefix: string, path: string) => (!prefix ? path : path === "/" ? prefix : `${prefix}${path}`);

/** A language-neutral page path ("/about") as it is served in `lang` ("/hi/about"). */
export function localizedPath(lang: Lang, path: string): string {
  return withPrefix(LANG_PREFIX[lang], path);
}

/** The language-neutral page path of a served path: "/hi/about" -> "/about", "/hi" -> "/". */
export function neutralPath(pathname: string): string {
  const prefix = LANG_PREFIX[langOfPath(pathname)];
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

/**
 * A page's versions in every language as hreflang alternates, then
 * `x-default` (the reference language), as the head and the sitemap list them.
 */
export function hreflangAlternates(
  path: string,
  locales: Readonly<Record<string, LocaleInfo>> = LOCALES,
): { hreflang: string; path: string }[] {
  const all = Object.values(locales);
  return [
    ...all.map((l) => ({ hreflang: l.hreflang, path: withPrefix(l.prefix, path) })),
    { hreflang: "x-default", path: withPrefix(all[0]?.prefix ?? "", path) },
  ];
}
