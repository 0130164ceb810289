import { describe, expect, it } from "vitest";
import { LOCALES } from "#shared/locales";
import { allowedLatin, copies } from "./generated/copies";
import { type Translation, allTranslationProblems, translationProblems, translations } from "./translation-check";

/** A deep copy that keeps the copy functions (structuredClone refuses them). */
const clone = <T>(v: T): T =>
  Array.isArray(v)
    ? (v.map(clone) as T)
    : v && typeof v === "object"
      ? (Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clone(x)])) as T)
      : v;

/** The committed Hindi copy with one change, as the check takes it. */
function hindiWith(edit: (hi: typeof copies.hi) => void): Translation {
  const hi = clone(copies.hi);
  edit(hi);
  return { lang: "hi", bundle: hi, script: LOCALES.hi.script, allow: allowedLatin.hi! };
}

describe("translation check", () => {
  it("accepts every translation as committed, and checks each language in the list with its own script", () => {
    expect(allTranslationProblems()).toEqual([]);
    expect(translations().map((t) => [t.lang, t.script])).toEqual(
      Object.entries(LOCALES)
        .slice(1)
        .map(([lang, l]) => [lang, l.script]),
    );
  });

  it("asks for a letter of the language's own script, as the list names it", () => {
    const mixed = hindiWith((c) => {
      (c.forms.common.formErrors as { generic: string }).generic = "कुछ गड़बड़ हो गई, Please try again.";
    });
    expect(translationProblems(mixed)).toEqual(['content/hi: forms.common.formErrors.generic: English words left ("Please try again")']);
    // The same words checked as a Tamil translation: Devanagari is no Tamil letter, and does not break the English run.
    expect(translationProblems({ ...mixed, lang: "ta", script: "Tamil" })).toContain(
      'content/ta: forms.common.formErrors.generic: no Tamil letter ("कुछ गड़बड़ हो गई, Please try again.")',
    );
  });

  it("fails on a Hindi string left as its English twin", () => {
    const hi = hindiWith((c) => {
      (c.shell.errorPageCopy as { notFoundTitle: string }).notFoundTitle = copies.en.shell.errorPageCopy.notFoundTitle;
    });
    expect(translationProblems(hi)).toEqual(['content/hi: shell.errorPageCopy.notFoundTitle: same as English ("Page not found")']);
  });

  it("checks the month names, but not the language's code", () => {
    const hi = hindiWith((c) => {
      (c.locale.locale as { months: readonly string[] }).months = copies.en.locale.locale.months;
    });
    const problems = translationProblems(hi);
    expect(problems).toHaveLength(12);
    expect(problems[0]).toBe('content/hi: locale.locale.months[0]: same as English ("January")');
  });

  it("fails on a string with no Devanagari letter, and on an English sentence inside Hindi", () => {
    const hi = hindiWith((c) => {
      (c.forms.newsletter.newsletterCopy as { submit: string }).submit = "Subscribe now";
      (c.forms.common.formErrors as { generic: string }).generic = "कुछ गड़बड़ हो गई। Please try again.";
    });
    expect(translationProblems(hi)).toEqual([
      'content/hi: forms.common.formErrors.generic: English words left ("Please try again")',
      'content/hi: forms.newsletter.newsletterCopy.submit: no Devanagari letter ("Subscribe now")',
    ]);
  });

  it("checks what a copy function returns", () => {
    const hi = hindiWith((c) => {
      (c.pages.investors.investorsLibrary as { foldersHeading: (f: string) => string }).foldersHeading = (f) => `${f} Folders`;
    });
    expect(translationProblems(hi)).toContain(
      'content/hi: pages.investors.investorsLibrary.foldersHeading(1): same as English ("1 Folders")',
    );
  });

  it("lets names, terms and identifiers stay in Latin letters, but not a label under an identifier's key", () => {
    const hi = hindiWith((c) => {
      (c.partners.partnersCopy.detail.labels as { website: string }).website = "Website";
    });
    // The partner's own website, name, email and id are identical in both languages and pass; the label does not.
    expect(translationProblems(hi)).toEqual(['content/hi: partners.partnersCopy.detail.labels.website: same as English ("Website")']);
  });

  it("fails when a Hindi string loses a placeholder or a Hindi list misses an item the English one has", () => {
    const hi = hindiWith((c) => {
      const footer = c.shell.footerCopy as unknown as { legalLine: string; moreLinks: unknown[] };
      footer.legalLine = footer.legalLine.replace("{cin}", "");
      footer.moreLinks = footer.moreLinks.slice(1);
    });
    const problems = translationProblems(hi);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/hi: shell\.footerCopy\.legalLine: placeholders \{bse, legalName(, rbi)?\}, English has \{bse, cin, legalName(, rbi)?\}$/,
      ),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^content\/hi: shell\.footerCopy\.moreLinks: \d+ items, English has \d+$/));
  });
});
