// Pieces the areas of the contract share: people, references, versions, dates, text a person typed, and the 409
// of a version-checked update.
import * as z from "zod/mini";
import { MULTI_LINE_ALLOWED, ONE_LINE_ALLOWED, multiLineText, oneLineText } from "#forms/text-input";

export const person = z.strictObject({ id: z.string(), name: z.string() });
/** A colleague as lists and pickers show them. */
export type Person = z.output<typeof person>;
/** An instant as the server stores it (ISO 8601, UTC), or a day (YYYY-MM-DD, India) where a field says so. */
export const time = z.string();
export const nullableTime = z.nullable(z.string());

/** A route naming one submission by its reference (UF-7K3Q9D): the route answers 404 for one it does not know. */
export const referenceParams = z.object({ reference: z.string() });

/** The version the caller saw, for a version-checked update. */
export const version = (what: string) => z.int({ error: `version is missing: reload the ${what}` });

/** A day as staff in India type it, for filters: YYYY-MM-DD. */
export const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "dates are YYYY-MM-DD, such as 2026-11-24"),
  z.refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    "that date does not exist",
  ),
);

export const UNTYPEABLE = "holds characters that cannot be typed; paste it as plain text";

/**
 * Text a person typed into the console, as the public forms keep it (forms/text-input.ts): NFC, invisible format
 * characters removed, trimmed, then refused if it holds characters no keyboard types. `what` names it in messages;
 * `empty` says what to type instead of the default "the <what> is empty"; `mayBeEmpty` takes "" (an optional note).
 */
export function typedText(what: string, max: number, options: { lines?: "one" | "many"; empty?: string; mayBeEmpty?: true } = {}) {
  const { lines = "many", empty = `the ${what} is empty` } = options;
  return z.string({ error: empty }).check(
    z.overwrite((t) => (lines === "one" ? oneLineText(t) : multiLineText(t)).trim()),
    z.minLength(options.mayBeEmpty ? 0 : 1, { error: empty, abort: true }),
    z.maxLength(max, { error: `the ${what} is at most ${max.toLocaleString("en-IN")} characters`, abort: true }),
    z.regex(lines === "one" ? ONE_LINE_ALLOWED : MULTI_LINE_ALLOWED, UNTYPEABLE),
  );
}

/** What changed since the version the caller saw: who did it, what they did, when. */
const change = z.strictObject({ who: z.string(), what: z.string(), when: time });

/** The 409 of every version-checked update (leads, complaints, people): the changes, then the record as it is now. */
export const staleAnswer = <S extends z.ZodMiniType>(current: S) =>
  z.strictObject({ error: z.string(), changes: z.array(change), current });
