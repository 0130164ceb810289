// The schema of a content section that content/schema.ts gives none: the
// shape of its git version (docs/decisions/130-live-site-content.md). Every
// text git fills must stay filled, lists git fills must keep an item, numbers
// stay numbers, and nothing may be added that the pages do not read. Items of
// a list share one shape: a key some items lack is optional in all.
import { z } from "zod";
import { LANGS } from "./locales";
import { type ContentProblem, languageName } from "./site-content";

export const SHAPE_MESSAGES = {
  text: "Fill this in: it cannot be left empty.",
  list: "Keep at least one item in this list.",
} as const;

function merged(items: readonly unknown[]): unknown {
  const objects = items.filter((i): i is Record<string, unknown> => !!i && typeof i === "object" && !Array.isArray(i));
  if (objects.length !== items.length || objects.length < 2) return items[0];
  const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))];
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const present = objects.filter((o) => k in o).map((o) => o[k]);
    out[k] = present.length === objects.length ? merged(present) : { [OPTIONAL]: merged(present) };
  }
  return out;
}

const OPTIONAL = Symbol("optional");

export function shapeSchema(example: unknown): z.ZodType {
  if (example && typeof example === "object" && OPTIONAL in example) {
    return shapeSchema((example as Record<symbol, unknown>)[OPTIONAL]).optional();
  }
  if (typeof example === "string") return example.trim() === "" ? z.string() : z.string().trim().min(1, SHAPE_MESSAGES.text);
  if (typeof example === "number") return z.number();
  if (typeof example === "boolean") return z.boolean();
  if (example === null) return z.null();
  if (Array.isArray(example)) {
    const item = example.length ? shapeSchema(merged(example)) : z.unknown();
    return example.length ? z.array(item).min(1, SHAPE_MESSAGES.list) : z.array(item);
  }
  if (typeof example === "object") {
    const shape = Object.fromEntries(Object.entries(example as Record<string, unknown>).map(([k, v]) => [k, shapeSchema(v)]));
    return z.strictObject(shape);
  }
  return z.unknown();
}

/** What the checks need to know of a section (content/sections.ts declares it). */
type CheckedSection = { id: string; perLanguage: boolean; schema?: z.ZodType };

/**
 * A section's value against its schema (content/schema.ts's, or the shape of git's value), in each language:
 * { en, hi } for copy, the value itself for facts every language shares. One problem per field.
 */
export function sectionProblems(s: CheckedSection, value: unknown, git: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (v: unknown, example: unknown, lang?: string) => {
    const r = (s.schema ?? shapeSchema(example)).safeParse(v);
    if (!r.success)
      for (const i of r.error.issues) problems.push({ section: s.id, lang, path: i.path as (string | number)[], message: i.message });
  };
  if (!s.perLanguage) {
    check(value, git);
    return problems;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return [{ section: s.id, message: `Give the section in every language: ${LANGS.join(", ")}.` }];
  }
  const byLang = value as Record<string, unknown>;
  for (const lang of Object.keys(byLang)) {
    if (!(LANGS as readonly string[]).includes(lang)) problems.push({ section: s.id, message: `"${lang}" is not a language of the site.` });
  }
  for (const lang of LANGS) {
    if (byLang[lang] === undefined) problems.push({ section: s.id, lang, message: `The ${languageName(lang)} version is missing.` });
    else check(byLang[lang], (git as Record<string, unknown>)[lang], lang);
  }
  return problems;
}
