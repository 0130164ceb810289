// The law check on what the build made (docs/decisions/091-law-registry.md):
// every prerendered page, in every language, read as a visitor reads it,
// must cite no repealed instrument (by any of its names) and show no
// "{law:id}" a component forgot to put the name in place of. The copy check
// (scripts/law-content.ts) catches copy; this catches words written into
// components, and proves what is served.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { type CitedText, htmlText, lawCitationProblems, unresolvedCitations } from "#shared/law-check";
import { allLawNames } from "./law-content";

/** Every .html file under `dir`, as paths relative to it. */
async function htmlFiles(dir: string, under = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const rel = path.join(under, e.name);
      if (e.isDirectory()) return htmlFiles(dir, rel);
      return Promise.resolve(e.name.endsWith(".html") ? [rel] : []);
    }),
  );
  return nested.flat();
}

/** The text of every built page, named by its file. */
export async function builtPageTexts(clientDir: string): Promise<CitedText[]> {
  const files = await htmlFiles(clientDir);
  return Promise.all(files.map(async (file) => ({ where: file, text: htmlText(await readFile(path.join(clientDir, file), "utf8")) })));
}

/** One line per page that cites a repealed instrument or shows a citation token; empty when all is today's law. */
export async function builtPageLawProblems(clientDir: string): Promise<string[]> {
  const texts = await builtPageTexts(clientDir);
  return [...lawCitationProblems(texts, { names: allLawNames() }), ...unresolvedCitations(texts)];
}
