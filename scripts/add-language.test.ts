// Adding a language is one entry in shared/locales.ts and its content/<lang>/
// folder; nothing else is edited by hand. This adds a throwaway Tamil to the
// list and asks every language-aware part about it, then proves that no
// other source file names a language of the list itself (which a third
// language would otherwise have to be added to).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sharedChunkPattern } from "#shared/chunk-groups";
import { LANGS, LOCALES, type LocaleInfo, TRANSLATED_LANGS, hreflangAlternates, otherLangs } from "#shared/locales";
import { copiesSource, formCopiesSource } from "./copy-index";
import { COPY_MODULES, FORM_COPY_MODULES, type ModuleTree } from "./copy-modules";
import { allowedLatin, copies } from "./generated/copies";
import { translationProblems } from "./translation-check";

const tamil: LocaleInfo = {
  prefix: "/ta",
  htmlLang: "ta",
  hreflang: "ta-IN",
  ogLocale: "ta_IN",
  name: "தமிழ்",
  readIn: "இந்தப் பக்கத்தைத் தமிழில் படிக்கவும்",
  script: "Tamil",
};
const withTamil: Record<string, LocaleInfo> = { ...LOCALES, ta: tamil };
const langs = Object.keys(withTamil);
const files = (tree: ModuleTree): string[] => Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : files(v)));

describe("a language added to shared/locales.ts", () => {
  it("gets every copy file imported for the build's checks, typed as the reference bundle, with its allow-list", () => {
    const source = copiesSource(langs);
    for (const file of files(COPY_MODULES)) expect(source).toContain(`from "#content/ta/${file}";`);
    expect(source).toContain('from "#content/ta/allowed-latin";');
    expect(source).toContain("const ta: CopyBundle = {");
    expect(source).toContain('export const copies: Record<Lang, CopyBundle> = { "en": en, "hi": hi, "ta": ta };');
    expect(source).toContain('"ta": taAllowedLatin');
  });

  it("gets its form words into the server's registry", () => {
    const source = formCopiesSource(langs);
    for (const file of files(FORM_COPY_MODULES)) expect(source).toContain(`from "#content/ta/${file}";`);
    expect(source).toMatch(/"ta": \{\n {4}common: taFormWordsCommon,/);
  });

  it("gets its shell and locale copy into the shared chunk", () => {
    expect(sharedChunkPattern(langs).test("/site/content/ta/shell.ts")).toBe(true);
    expect(sharedChunkPattern(langs).test("/site/content/ta/locale.ts")).toBe(true);
    expect(sharedChunkPattern().test("/site/content/ta/shell.ts")).toBe(false);
  });

  it("is named among every page's hreflang alternates, with English staying x-default", () => {
    expect(hreflangAlternates("/about", withTamil)).toEqual([
      { hreflang: "en-IN", path: "/about" },
      { hreflang: "hi-IN", path: "/hi/about" },
      { hreflang: "ta-IN", path: "/ta/about" },
      { hreflang: "x-default", path: "/about" },
    ]);
    expect(hreflangAlternates("/", withTamil).map((a) => a.path)).toEqual(["/", "/hi", "/ta", "/"]);
  });

  it("is offered by the language switch on every other language's pages, and offers them all", () => {
    expect(otherLangs("en", langs)).toEqual(["hi", "ta"]);
    expect(otherLangs("hi", langs)).toEqual(["en", "ta"]);
    expect(otherLangs("ta", langs)).toEqual(["en", "hi"]);
  });

  it("has its translation checked for letters of its own script", () => {
    const problems = translationProblems({ lang: "ta", bundle: copies.hi, script: tamil.script, allow: allowedLatin.hi! });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith("content/ta: "))).toBe(true);
    expect(problems.some((p) => p.includes(": no Tamil letter ("))).toBe(true);
  });
});

describe("no source file but shared/locales.ts names a translated language", () => {
  const root = path.resolve(import.meta.dirname, "..");
  /**
   * Files that name Hindi for another reason than the site's language list:
   * the Hindi Fair Practices Code is a document written in Hindi, which the
   * disclosures page links with its language.
   */
  const documentInHindi = new Set(["scripts/documents-hindi.ts", "app/features/disclosures/fair-lending-section.tsx"]);
  const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;

  function sources(dir: string): string[] {
    return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory())
        return e.name === "generated" || e.name === "node_modules" || (dir === "content" && (LANGS as readonly string[]).includes(e.name))
          ? []
          : sources(rel);
      return SOURCE.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
    });
  }
  const rootConfigs = readdirSync(root).filter((f) => /\.config\.[cm]?[jt]s$/.test(f));
  const all = [...["app", "content", "forms", "shared", "server", "scripts", "bench"].flatMap(sources), ...rootConfigs].filter(
    (f) => f !== "shared/locales.ts",
  );

  /** The code without its comments (a comment may well say "/hi/about" as an example). */
  const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");

  function mentions(lang: string): string[] {
    const { script, prefix } = LOCALES[lang as keyof typeof LOCALES];
    const patterns = [
      new RegExp(`["'\`]${lang}["'\`]`), // "hi" as a value
      new RegExp(`[{,]\\s*${lang}\\s*:`), // { hi: ... } as a key
      new RegExp(`["'\`]${prefix}(?:/|["'\`])`), // "/hi", "/hi/about"
      new RegExp(`[|(:]${lang}[|)]`), // (?:en|hi)
      new RegExp(`#content/${lang}/`), // an import of that language's copy
      new RegExp(`\\.${lang}\\.test`), // its test files' names
      new RegExp(`\\b${script}\\b`, "i"), // its script
    ];
    return all.flatMap((file) => {
      if (documentInHindi.has(file)) return [];
      const text = code(readFileSync(path.join(root, file), "utf8"));
      return patterns.filter((p) => p.test(text)).map((p) => `${file}: ${p.source}`);
    });
  }

  it("looks at the app, the server, the build and the configs", () => {
    expect(all).toEqual(
      expect.arrayContaining([
        "vite.config.ts",
        "vitest.config.ts",
        "react-router.config.ts",
        "server/form-registry/registry.ts",
        "app/features/layout/language-switch.tsx",
        "scripts/seo-files.ts",
      ]),
    );
  });

  for (const lang of TRANSLATED_LANGS) {
    it(`finds "${lang}" nowhere else`, () => {
      expect(mentions(lang)).toEqual([]);
    });
  }
});
