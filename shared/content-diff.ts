// The difference between two versions of a content section, in words
// (docs/decisions/130-live-site-content.md): each text that changed, with
// the words removed and added; each item of a list added, removed or
// changed (items with an id are matched by it, so a reordering is not read
// as every item changing); each number or setting changed. The console shows
// it before a publication and beside every version in the history.
import { LANGS } from "./locales";
import { languageName } from "./site-content";

type WordPart = { kind: "same" | "added" | "removed"; text: string };

export type ContentChange = {
  /** The language of the text, for copy in every language. */
  lang?: string;
  /** Where in the section: ["jobs-id:risk-analyst-mumbai", "title"] or [4, "title"]. */
  path: (string | number)[];
  kind: "added" | "removed" | "changed";
  before?: unknown;
  after?: unknown;
  /** For a text that changed: its words, kept, removed and added. */
  words?: WordPart[];
  /** One sentence a person reads: "Hindi, item 2 (Risk Analyst), title: “A” became “B”". */
  summary: string;
};

const tokens = (s: string) => s.split(/(\s+)/).filter((t) => t !== "");
/** Past this many token pairs the texts are shown as replaced whole (the comparison is quadratic). */
const MAX_PAIRS = 250_000;

/** The words of `after` against `before`: a longest-common-subsequence diff over words and spaces. */
export function wordDiff(before: string, after: string): WordPart[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > MAX_PAIRS) {
    return [
      { kind: "removed", text: before },
      { kind: "added", text: after },
    ];
  }
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const parts: WordPart[] = [];
  const push = (kind: WordPart["kind"], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push("same", a[i]!);
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) push("removed", a[i++]!);
    else push("added", b[j++]!);
  }
  return parts;
}

const quote = (v: unknown) => (typeof v === "string" ? `“${v.length > 80 ? `${v.slice(0, 77)}…` : v}”` : JSON.stringify(v));
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
/** What a person calls an item: its title, name or question, else its position. */
const itemName = (v: unknown) =>
  isObject(v) ? [v.title, v.name, v.question, v.heading, v.charge, v.label, v.id].find((x) => typeof x === "string") : undefined;

function where(lang: string | undefined, labels: string[]): string {
  const language = lang ? languageName(lang) : undefined;
  return [language, ...labels].filter(Boolean).join(", ") || "the section";
}

function compare(
  before: unknown,
  after: unknown,
  path: (string | number)[],
  labels: string[],
  lang: string | undefined,
  out: ContentChange[],
) {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const at = where(lang, labels);
  if (before === undefined) {
    out.push({ lang, path, kind: "added", after, summary: `${at}: added ${quote(itemName(after) ?? after)}` });
  } else if (after === undefined) {
    out.push({ lang, path, kind: "removed", before, summary: `${at}: removed ${quote(itemName(before) ?? before)}` });
  } else if (typeof before === "string" && typeof after === "string") {
    out.push({
      lang,
      path,
      kind: "changed",
      before,
      after,
      words: wordDiff(before, after),
      summary: `${at}: ${quote(before)} became ${quote(after)}`,
    });
  } else if (Array.isArray(before) && Array.isArray(after)) {
    const byId = [...before, ...after].every((v) => isObject(v) && typeof v.id === "string");
    if (byId) {
      const ids = [...new Set([...before, ...after].map((v) => (v as { id: string }).id))];
      for (const id of ids) {
        const b = before.find((v) => (v as { id: string }).id === id);
        const a = after.find((v) => (v as { id: string }).id === id);
        compare(b, a, [...path, `id:${id}`], [...labels, `item ${quote(itemName(a ?? b))}`], lang, out);
      }
    } else {
      for (let i = 0; i < Math.max(before.length, after.length); i++) {
        const name = itemName(after[i] ?? before[i]);
        compare(before[i], after[i], [...path, i], [...labels, `item ${i + 1}${name ? ` (${quote(name)})` : ""}`], lang, out);
      }
    }
  } else if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      compare(before[key], after[key], [...path, key], [...labels, key], lang, out);
  } else {
    out.push({ lang, path, kind: "changed", before, after, summary: `${at}: ${quote(before)} became ${quote(after)}` });
  }
}

/** Every change from `before` to `after` of one section ({ en, hi } when `perLanguage`). */
export function diffSection(before: unknown, after: unknown, perLanguage: boolean): ContentChange[] {
  const out: ContentChange[] = [];
  if (!perLanguage) compare(before, after, [], [], undefined, out);
  else
    for (const lang of LANGS)
      compare((before as Record<string, unknown>)?.[lang], (after as Record<string, unknown>)?.[lang], [], [], lang, out);
  return out;
}
