// The site's languages. English is the reference and keeps the
// specification's paths; every other language lives under its own prefix
// (/hi/about), built from its own copy in content/<lang>/ (docs/decisions/070-languages.md).

export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export const LANG_PREFIX: Readonly<Record<Lang, string>> = { en: "", hi: "/hi" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** The language a URL path is in: "/hi/about" -> "hi", "/about" -> "en". */
export function langOfPath(pathname: string): Lang {
  for (const lang of LANGS) {
    const prefix = LANG_PREFIX[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return DEFAULT_LANG;
}

/** A language-neutral page path ("/about") as it is served in `lang` ("/hi/about"). */
export function localizedPath(lang: Lang, path: string): string {
  const prefix = LANG_PREFIX[lang];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The language-neutral page path of a served path: "/hi/about" -> "/about", "/hi" -> "/". */
export function neutralPath(pathname: string): string {
  const prefix = LANG_PREFIX[langOfPath(pathname)];
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}
