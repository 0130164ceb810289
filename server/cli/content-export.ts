// `npm run content -- export` (docs/decisions/130-live-site-content.md):
// what git lacks of the live content, and writing it into content/. Each live
// section whose published version git does not hold (its number is above the
// mark in content/published-versions.json) has its export's value replaced in
// its module's source, in every language, and its mark raised; Prettier
// formats what was written. A comment inside a replaced value is lost (the
// diff shows it); the rest of the file stays as it was.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import prettier from "prettier";
import ts from "typescript";
import { type SectionDeclaration, sections } from "#content/sections";
import { LANGS } from "#shared/locales";
import { canonicalJson } from "../audit/canonical-json";
import { type LiveVersion, valueHash } from "../site-content/live-state";

const MARKS_FILE = "content/published-versions.json";

type PlannedSection = { section: string; number: number; files: string[]; valueChanged: boolean; gitChanged: boolean };

const moduleFile = (s: SectionDeclaration, lang?: string) => (s.perLanguage ? `content/${lang}/${s.module}.ts` : `content/${s.module}.ts`);
const filesOf = (s: SectionDeclaration) => (s.perLanguage ? LANGS.map((lang) => moduleFile(s, lang)) : [moduleFile(s)]);

async function gitValue(root: string, s: SectionDeclaration): Promise<unknown> {
  const read = async (file: string) => ((await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>)[s.exportName];
  if (!s.perLanguage) return read(moduleFile(s));
  return Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await read(moduleFile(s, lang))] as const)));
}

export async function readMarks(root: string): Promise<Record<string, number>> {
  return JSON.parse(await readFile(path.join(root, MARKS_FILE), "utf8")) as Record<string, number>;
}

/** What an export would change: the live versions git does not hold, and whether their values differ from git's. */
export async function planExport(root: string, live: readonly LiveVersion[], marks: Record<string, number>): Promise<PlannedSection[]> {
  const plan: PlannedSection[] = [];
  for (const v of live) {
    const s = sections.get(v.section);
    if (!s || v.number <= (marks[v.section] ?? 0)) continue;
    const git = await gitValue(root, s);
    const valueChanged = canonicalJson(git) !== canonicalJson(v.value);
    plan.push({
      section: s.id,
      number: v.number,
      files: valueChanged ? filesOf(s) : [],
      valueChanged,
      gitChanged: valueChanged && valueHash(git) !== v.gitHash,
    });
  }
  return plan;
}

/** The source with `export const name`'s value replaced by `value` (its type annotation, `as const` and `satisfies` kept). */
function replaceExport(source: string, fileName: string, name: string, value: unknown): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== name || !d.initializer) continue;
      let e: ts.Expression = d.initializer;
      while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
      return source.slice(0, e.getStart(file)) + JSON.stringify(value, null, 2) + source.slice(e.getEnd());
    }
  }
  throw new Error(`${fileName} has no "export const ${name}"`);
}

async function rewrite(root: string, file: string, change: (source: string) => string) {
  const full = path.join(root, file);
  const changed = change(await readFile(full, "utf8"));
  const config = (await prettier.resolveConfig(full)) ?? {};
  await writeFile(full, await prettier.format(changed, { ...config, filepath: full }));
}

/** Writes the plan's values into content/ and raises the marks; returns the files written. */
export async function writeExport(
  root: string,
  plan: readonly PlannedSection[],
  live: readonly LiveVersion[],
  marks: Record<string, number>,
): Promise<string[]> {
  const written = new Set<string>();
  for (const p of plan) {
    const s = sections.get(p.section)!;
    const value = live.find((v) => v.section === p.section)!.value;
    if (!p.valueChanged) continue;
    if (!s.perLanguage) await rewrite(root, moduleFile(s), (src) => replaceExport(src, moduleFile(s), s.exportName, value));
    else {
      for (const lang of LANGS) {
        const file = moduleFile(s, lang);
        await rewrite(root, file, (src) => replaceExport(src, file, s.exportName, (value as Record<string, unknown>)[lang]));
      }
    }
    for (const f of filesOf(s)) written.add(f);
  }
  const next = { ...marks, ...Object.fromEntries(plan.map((p) => [p.section, p.number])) };
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
  await rewrite(root, MARKS_FILE, () => JSON.stringify(sorted));
  written.add(MARKS_FILE);
  return [...written];
}
