// The guard that keeps the site on today's law (docs/decisions/091-law-registry.md):
// given texts (copy strings, a built page's text, an email), it names every
// citation of a repealed or unknown instrument, by token ({law:id}) or by
// name in any language (and the aliases people write), and, in copy, every
// instrument in force named in words instead of by token (so the registry
// stays the one place its name is written). The build runs it over every
// language's copy (scripts/validate-content.ts) and over the built pages
// (scripts/law-pages.ts); live content editing calls the same functions on
// what an editor is about to publish. Pure: no file or network access.
import { instruments } from "#content/law";
import type { Instrument } from "#content/law-schema";
import { LAW_TOKEN, type LawNames, citedIds } from "./law";

/** A text and where it comes from ("content/hi: pages.grievance.grievanceLevels.ombudsman.what"). */
export type CitedText = { where: string; text: string };

export type CheckOptions = {
  /**
   * Each language's names of the instruments (content/<lang>/law.ts), the
   * reference language first: a name in any of them marks an instrument, and
   * the first names it in the messages.
   */
  names: readonly LawNames[];
  /** The registry to check against (a live edit passes the edited one). */
  registry?: Registry;
  /**
   * Also refuse an instrument in force that is named in words rather than by
   * token: right for copy, wrong for rendered pages and emails (there the
   * name is what the token became).
   */
  tokensOnly?: boolean;
};

/**
 * Text folded for comparison: compatibility forms, no nukta (रिजर्व = रिज़र्व),
 * any dash or punctuation as a space, one space between words, lower case.
 */
export function foldForLaw(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/\u093C/g, "")
    .toLowerCase()
    .replace(/[\p{Pd}\u2212,.;:()'"’‘“”]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

type Registry = readonly Pick<Instrument, "id" | "aliases" | "status" | "repealedOn" | "replacedBy">[];

/** The names and aliases that mark an instrument, folded, longest first. */
function spellings(instrument: Registry[number], names: readonly LawNames[]): string[] {
  return [...names.flatMap((n) => n[instrument.id] ?? []), ...(instrument.aliases ?? [])]
    .map(foldForLaw)
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length);
}

/** The instrument in force that a repealed one leads to (following replacedBy), if any. */
function successor(registry: Registry, id: string): Registry[number] | undefined {
  const seen = new Set<string>();
  let current = registry.find((i) => i.id === id);
  while (current?.status === "repealed" && current.replacedBy && !seen.has(current.id)) {
    seen.add(current.id);
    current = registry.find((i) => i.id === current!.replacedBy);
  }
  return current?.status === "in-force" ? current : undefined;
}

/** One line per problem in `texts`; empty when every citation is of law in force. */
export function lawCitationProblems(texts: Iterable<CitedText>, options: CheckOptions): string[] {
  const { names, registry = instruments } = options;
  const name = (id: string) => names[0]?.[id] ?? id;
  const repealedMessage = (instrument: Registry[number]) => {
    const next = successor(registry, instrument.id);
    const instead = next ? `; cite {law:${next.id}} (${name(next.id)}) instead` : "";
    return `the ${name(instrument.id)}, repealed on ${instrument.repealedOn ?? "an unknown date"}${instead}`;
  };
  const problems: string[] = [];
  const marked = registry.map((instrument) => ({ instrument, spellings: spellings(instrument, names) }));
  for (const { where, text } of texts) {
    for (const id of citedIds(text)) {
      const instrument = registry.find((i) => i.id === id);
      if (!instrument) problems.push(`${where}: cites {law:${id}}, which is not in content/law.ts`);
      else if (instrument.status === "repealed") problems.push(`${where}: cites {law:${id}}: ${repealedMessage(instrument)}`);
    }
    // Names in words: the tokens are taken out first, so "{law:rb-ios-2026}" is not read as words.
    const words = foldForLaw(text.replace(LAW_TOKEN, " "));
    if (words.length === 0) continue;
    for (const { instrument, spellings: names } of marked) {
      const found = names.find((name) => words.includes(name));
      if (!found) continue;
      if (instrument.status === "repealed") problems.push(`${where}: names ${repealedMessage(instrument)}`);
      else if (options.tokensOnly) problems.push(`${where}: names the ${name(instrument.id)} in words; write {law:${instrument.id}}`);
    }
  }
  return problems;
}

/**
 * Every string of a copy bundle (or any part of one) with its path: nested
 * objects and lists are walked; a copy function (plural forms) is read for
 * 0, 1 and 2, as the translation check reads it.
 */
export function copyTexts(value: unknown, where: string): CitedText[] {
  const out: CitedText[] = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === "string") out.push({ where: path ? `${where}: ${path}` : where, text: v });
    else if (typeof v === "function")
      for (const n of [0, 1, 2]) walk((v as (...a: number[]) => unknown)(...Array<number>(v.length).fill(n)), `${path}(${n})`);
    else if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (v && typeof v === "object") for (const [k, item] of Object.entries(v)) walk(item, path ? `${path}.${k}` : k);
  };
  walk(value, "");
  return out;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The words of an HTML page, as a reader meets them: scripts, styles and tags
 * taken out, entities decoded. Attributes go too (an alt text or a title is
 * read out, but names no instrument on this site); a page's JSON-LD goes with
 * its script. One pass with indexOf: linear on any input.
 */
export function htmlText(html: string): string {
  const lower = html.toLowerCase();
  let out = "";
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open < 0) {
      out += html.slice(at);
      break;
    }
    out += `${html.slice(at, open)} `;
    const raw = ["script", "style"].find((tag) => lower.startsWith(tag, open + 1));
    const close = raw ? lower.indexOf(`</${raw}`, open) : open;
    const end = html.indexOf(">", close < 0 ? html.length : close);
    at = end < 0 ? html.length : end + 1;
  }
  return out.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Copy tokens left in rendered text: a {law:id} a page or an email forgot to put the name in place of. */
export function unresolvedCitations(texts: Iterable<CitedText>): string[] {
  const problems: string[] = [];
  for (const { where, text } of texts) for (const id of citedIds(text)) problems.push(`${where}: shows "{law:${id}}" instead of its name`);
  return problems;
}
