import { describe, expect, it } from "vitest";
import { hasLetterOf } from "./latin-runs";
import { DEFAULT_LANG, LANGS, LOCALES, langOfPath, localizedPath, neutralPath } from "./locales";

// What a new entry in the list must get right; each check names the language at fault.
describe("the language list", () => {
  it("keeps the reference language at the specification's paths and gives every other one its own prefix", () => {
    expect(LOCALES[DEFAULT_LANG].prefix).toBe("");
    const prefixes = LANGS.slice(1).map((lang) => LOCALES[lang].prefix);
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/[a-z][a-z-]*$/);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("names, for each language, a Unicode script that its own name is written in", () => {
    for (const lang of LANGS) expect(hasLetterOf(LOCALES[lang].name, LOCALES[lang].script), lang).toBe(true);
  });

  it("maps every page path to each language and back", () => {
    for (const lang of LANGS) {
      for (const path of ["/", "/about", "/investors"]) {
        const served = localizedPath(lang, path);
        expect([langOfPath(served), neutralPath(served)], `${lang} ${path}`).toEqual([lang, path]);
      }
    }
  });
});
