// Search inside documents' text: every word of the query must occur
// (case-insensitive); each hit carries a short snippet around the first
// word's first occurrence. The texts are lower-cased once when the index is
// built, so a query costs one indexOf per word and document.

type TextDocument = { url: string; text: string };
export type TextIndexEntry<T extends TextDocument> = { doc: T; lower: string };
type TextHit<T extends TextDocument> = { doc: T; snippet: string };

/** Characters kept either side of the match in a snippet. */
const SNIPPET_RADIUS = 60;
export const MAX_QUERY_CHARS = 200;

export function buildTextIndex<T extends TextDocument>(docs: readonly T[]): TextIndexEntry<T>[] {
  return docs.map((doc) => ({ doc, lower: doc.text.toLowerCase() }));
}

function snippet(text: string, at: number, length: number): string {
  let start = Math.max(0, at - SNIPPET_RADIUS);
  let end = Math.min(text.length, at + length + SNIPPET_RADIUS);
  // Whole words at the edges.
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(" ", end) > at + length ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

export function searchText<T extends TextDocument>(index: readonly TextIndexEntry<T>[], query: string, limit = 20): TextHit<T>[] {
  const words = query.slice(0, MAX_QUERY_CHARS).toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: TextHit<T>[] = [];
  for (const entry of index) {
    let first = -1;
    let ok = true;
    for (const w of words) {
      const at = entry.lower.indexOf(w);
      if (at < 0) {
        ok = false;
        break;
      }
      if (first < 0) first = at;
    }
    if (!ok) continue;
    hits.push({ doc: entry.doc, snippet: snippet(entry.doc.text, first, words[0]!.length) });
    if (hits.length >= limit) break;
  }
  return hits;
}
