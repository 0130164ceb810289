// Copy names an act, rule, direction, circular or scheme only as a token,
// "{law:<id>}", and whoever shows the copy (a page, an email) puts the
// instrument's name in the reader's language in its place here, from that
// language's names (content/<lang>/law.ts, keyed by the ids of
// content/law.ts). The build refuses a token that names a repealed or unknown
// instrument (shared/law-check.ts), so what reaches a reader is today's law.

/** "{law:rb-ios-2026}": one citation in copy. Ids are lowercase words and digits joined by hyphens (linear). */
export const LAW_TOKEN = /\{law:([a-z0-9]+(?:-[a-z0-9]+)*)\}/g;

/** One language's names of the instruments, by id (content/<lang>/law.ts). */
export type LawNames = Readonly<Record<string, string>>;

/** The copy with every {law:id} replaced by the instrument's name; an unknown id stays as written (and fails the build). */
export function citeLaw(text: string, names: LawNames): string {
  return text.replace(LAW_TOKEN, (token, id: string) => names[id] ?? token);
}

/** The ids a text cites by token, in order. */
export const citedIds = (text: string): string[] => Array.from(text.matchAll(LAW_TOKEN), (m) => m[1]!);
