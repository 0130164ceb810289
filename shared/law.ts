// Copy names an act, rule, direction, circular or scheme only as a token,
// "{law:<id>}", and whoever shows the copy (a page, an email) puts the
// instrument's name from the registry (content/law.ts) in its place here. The
// build refuses a token that names a repealed or unknown instrument
// (shared/law-check.ts), so what reaches a reader is today's law.
import { instruments } from "#content/law";
import type { Instrument } from "#content/schema";

/** "{law:rb-ios-2026}": one citation in copy. Ids are lowercase words and digits joined by hyphens (linear). */
export const LAW_TOKEN = /\{law:([a-z0-9]+(?:-[a-z0-9]+)*)\}/g;

type Named = Pick<Instrument, "id" | "name">;

/** The instrument's name in `lang` (English when a name for it is missing: the build refuses that anyway). */
export function lawName(id: string, lang: string, registry: readonly Named[] = instruments): string | undefined {
  const instrument = registry.find((i) => i.id === id);
  return instrument ? (instrument.name[lang] ?? instrument.name.en) : undefined;
}

/** The copy with every {law:id} replaced by the instrument's name in `lang`; an unknown id stays as written (and fails the build). */
export function citeLaw(text: string, lang: string, registry: readonly Named[] = instruments): string {
  return text.replace(LAW_TOKEN, (token, id: string) => lawName(id, lang, registry) ?? token);
}

/** The ids a text cites by token, in order. */
export const citedIds = (text: string): string[] => Array.from(text.matchAll(LAW_TOKEN), (m) => m[1]!);
