// The build's law checks: the content as it is passes; a repealed citation
// anywhere in the copy (a page or an email's words, either language), a
// registry entry without a Hindi name or with an unknown successor, and a
// built page naming a repealed instrument or showing a token each fail it.
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lawRegistry } from "#content/law";
import { copies } from "./generated/copies";
import { allCopyTexts, lawContentProblems, registryProblems } from "./law-content";
import { builtPageLawProblems } from "./law-pages";

describe("the law in the content", () => {
  it("passes as the content is: every citation is a token of an instrument in force", () => {
    expect(lawContentProblems()).toEqual([]);
    // The words of the emails are in the copy too, so the check reads them.
    const emails = allCopyTexts().filter((t) => t.where.includes("complaintMailCopy"));
    expect(emails.some((t) => t.text.includes("{law:rb-ios-2026}"))).toBe(true);
  });

  it("fails on the 2021 scheme cited in a Hindi email's words, by token or by name", () => {
    const hi = copies.hi;
    for (const borrower of ["{law:rb-ios-2021} के तहत RBI लोकपाल से शिकायत करें।", "रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2021 के तहत शिकायत करें।"]) {
      const mail = { ...hi.forms.complaint.complaintMailCopy, routes: { ...hi.forms.complaint.complaintMailCopy.routes, borrower } };
      const edited = { ...hi, forms: { ...hi.forms, complaint: { ...hi.forms.complaint, complaintMailCopy: mail } } };
      const problems = lawContentProblems({ ...copies, hi: edited });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^content\/hi: forms\.complaint\.complaintMailCopy\.routes\.borrower: (cites|names) .*2021, repealed on 2026-07-01; cite \{law:rb-ios-2026\}/,
      );
    }
  });

  it("checks the registry itself: a name in every language, successors that exist, review dates of real pages", () => {
    expect(registryProblems()).toEqual([]);
    const { "rb-ios-2021": _gone, ...hiNames } = copies.hi.forms.law.lawNames;
    const noHindi = { ...copies.hi, forms: { ...copies.hi.forms, law: { lawNames: hiNames } } };
    expect(registryProblems(lawRegistry, { ...copies, hi: noHindi as typeof copies.hi })).toEqual([
      "content/hi/law.ts: no name for rb-ios-2021",
    ]);
    const [first, ...rest] = lawRegistry.instruments;
    const unknownSuccessor = { ...first, replacedBy: "rb-ios-2031" };
    expect(registryProblems({ ...lawRegistry, instruments: [unknownSuccessor, ...rest] })).toEqual([
      "content/law.ts: instruments.0.replacedBy: replacedBy rb-ios-2031 is not an instrument of the registry",
    ]);
    expect(registryProblems({ ...lawRegistry, reviewed: { "/ombudsman": "2026-11-27" } })).toEqual([
      "content/law.ts: reviewed: /ombudsman is not a page of shared/route-list.ts",
    ]);
  });
});

describe("the law on the built pages", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "law-pages-"));
    await mkdir(path.join(dir, "hi", "grievance-redressal"), { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("passes pages that cite the law in force, and names each page that cites a repealed instrument or shows a token", async () => {
    await writeFile(path.join(dir, "index.html"), "<main><p>Under the Reserve Bank – Integrated Ombudsman Scheme, 2026.</p></main>");
    expect(await builtPageLawProblems(dir)).toEqual([]);
    await writeFile(
      path.join(dir, "hi", "grievance-redressal", "index.html"),
      "<main><p>रिज़र्व बैंक – एकीकृत लोकपाल योजना, <span>2021</span> के तहत</p><p>{law:rb-ios-2026}</p></main>",
    );
    const problems = await builtPageLawProblems(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^hi\/grievance-redressal\/index\.html: names the Reserve Bank – Integrated Ombudsman Scheme, 2021, repealed/,
    );
    expect(problems[1]).toBe('hi/grievance-redressal/index.html: shows "{law:rb-ios-2026}" instead of its name');
  });
});
