import { describe, expect, it } from "vitest";
import { instruments } from "#content/law";
import { lawNames as en } from "#content/en/law";
import { lawNames as hi } from "#content/hi/law";
import { citeLaw } from "./law";
import { copyTexts, htmlText, lawCitationProblems, unresolvedCitations } from "./law-check";

const at = (text: string) => [{ where: "content/hi: pages.x", text }];
/** Both languages' names, English first (as the build gives them). */
const names = [en, hi];

describe("citeLaw", () => {
  it("puts each instrument's name in the page's language in place of its token, and leaves an unknown one as written", () => {
    expect(citeLaw("Under the {law:rb-ios-2026}, free of charge.", en)).toBe(
      "Under the Reserve Bank – Integrated Ombudsman Scheme, 2026, free of charge.",
    );
    expect(citeLaw("{law:rb-ios-2026} के तहत", hi)).toBe("रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2026 के तहत");
    expect(citeLaw("the {law:no-such-act}", en)).toBe("the {law:no-such-act}");
  });
});

describe("lawCitationProblems", () => {
  it("refuses a token of a repealed instrument and names what replaced it", () => {
    expect(lawCitationProblems(at("Under the {law:rb-ios-2021} you may complain."), { names })).toEqual([
      "content/hi: pages.x: cites {law:rb-ios-2021}: the Reserve Bank – Integrated Ombudsman Scheme, 2021, repealed on 2026-07-01; cite {law:rb-ios-2026} (Reserve Bank – Integrated Ombudsman Scheme, 2026) instead",
    ]);
  });

  it("refuses a repealed instrument named in words: in English, in Hindi with or without the nukta, by an alias, across a line break", () => {
    for (const text of [
      "as the Reserve Bank - Integrated Ombudsman Scheme 2021 says",
      "रिजर्व बैंक – एकीकृत लोकपाल योजना, 2021 के तहत",
      "under RB–IOS, 2021",
      "as RBI's 2023 circular on penal\ncharges in loan accounts requires",
    ]) {
      const problems = lawCitationProblems(at(text), { names });
      expect(problems, text).toHaveLength(1);
      expect(problems[0]).toMatch(/^content\/hi: pages\.x: names the .*, repealed on \d{4}-\d{2}-\d{2}; cite \{law:[a-z0-9-]+\}/);
    }
  });

  it("refuses an unknown token, and in copy an instrument in force named in words instead of by token", () => {
    expect(lawCitationProblems(at("the {law:rb-ios-2031}"), { names })).toEqual([
      "content/hi: pages.x: cites {law:rb-ios-2031}, which is not in content/law.ts",
    ]);
    const named = at("Your rights under the Digital Personal Data Protection Act, 2023");
    expect(lawCitationProblems(named, { names, tokensOnly: true })).toEqual([
      "content/hi: pages.x: names the Digital Personal Data Protection Act, 2023 in words; write {law:dpdp-act-2023}",
    ]);
    // A rendered page or email shows the names the tokens became: that is what they are for.
    expect(lawCitationProblems(named, { names })).toEqual([]);
    expect(lawCitationProblems(at("Your rights under the {law:dpdp-act-2023}"), { names, tokensOnly: true })).toEqual([]);
  });

  it("follows the registry it is given: an instrument marked repealed there fails every text that cites it (what a live edit of the registry does)", () => {
    const text = at("as the {law:rbi-nbfc-conduct-2025} require");
    expect(lawCitationProblems(text, { names, tokensOnly: true })).toEqual([]);
    const edited = instruments.map((i) =>
      i.id === "rbi-nbfc-conduct-2025" ? { ...i, status: "repealed" as const, repealedOn: "2027-04-01" } : i,
    );
    expect(lawCitationProblems(text, { names, tokensOnly: true, registry: edited })).toEqual([
      "content/hi: pages.x: cites {law:rbi-nbfc-conduct-2025}: the Reserve Bank of India (Non-Banking Financial Companies – Responsible Business Conduct) Directions, 2025, repealed on 2027-04-01",
    ]);
  });
});

describe("the texts it reads", () => {
  it("walks every string of a copy bundle with its path, lists and plural functions included", () => {
    const bundle = { a: { b: "one", list: ["two", { c: "three" }] }, plural: (n: number) => (n === 1 ? "a day" : `${n} days`) };
    expect(copyTexts(bundle, "content/en").map((t) => `${t.where}=${t.text}`)).toEqual([
      "content/en: a.b=one",
      "content/en: a.list[0]=two",
      "content/en: a.list[1].c=three",
      "content/en: plural(0)=0 days",
      "content/en: plural(1)=a day",
      "content/en: plural(2)=2 days",
    ]);
  });

  it("reads a page as a visitor does: no scripts or styles, no tags, entities decoded", () => {
    const html =
      '<html><head><style>p{}</style><script type="application/ld+json">{"x":"Integrated Ombudsman Scheme, 2021"}</script></head>' +
      "<body><p>RB&#x2d;IOS <b>2021</b> &amp; more</p><script>var s = '</p>';</script></body></html>";
    const text = htmlText(html);
    expect(text).not.toContain("Integrated");
    expect(text).not.toContain("var s");
    expect(text.replace(/\s+/g, " ").trim()).toBe("RB-IOS 2021 & more");
    expect(lawCitationProblems([{ where: "page.html", text }], { names })).toHaveLength(1);
  });

  it("finds a token a page or an email forgot to put the name in place of", () => {
    expect(unresolvedCitations([{ where: "hi/grievance-redressal/index.html", text: "{law:rb-ios-2026} के तहत" }])).toEqual([
      'hi/grievance-redressal/index.html: shows "{law:rb-ios-2026}" instead of its name',
    ]);
  });
});
