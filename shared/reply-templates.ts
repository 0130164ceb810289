// Reply templates of the grievance desk (issue 30): a template's words with
// {variables} the console fills from the complaint, the check that a saved
// template uses only those, and which language a reply is written in (to warn
// when it is not the complainant's: the email around it is in theirs).
import { LANGS, LOCALES, type Lang } from "./locales";

/** The variables a reply template may use, and what fills each. */
export const REPLY_VARIABLES = ["name", "reference", "filedOn", "answerBy", "today"] as const;
type ReplyValues = Record<(typeof REPLY_VARIABLES)[number], string>;

const VARIABLE = /\{(\w+)\}/g;

/** The template with each known variable filled; an unknown one stays as written. */
export const fillReply = (body: string, values: ReplyValues): string =>
  body.replace(VARIABLE, (whole, key: string) => (key in values ? values[key as keyof ReplyValues] : whole));

/** The {variables} a template uses that are not REPLY_VARIABLES (a typo would reach the complainant as written). */
export const unknownVariables = (body: string): string[] =>
  [...new Set([...body.matchAll(VARIABLE)].map((m) => m[1]!))].filter((v) => !(REPLY_VARIABLES as readonly string[]).includes(v));

/** Each language's letters, by the Unicode script it is written in (shared/locales.ts). */
const LETTERS = LANGS.map((lang) => ({ lang, letters: new RegExp(`\\p{Script_Extensions=${LOCALES[lang].script}}`, "gu") }));

/**
 * The language a reply is written in, from its letters: the language whose
 * script most of them are in; undefined when it has too few letters to tell
 * (numbers, a reference alone).
 */
export function replyLanguage(text: string): Lang | undefined {
  const counts = LETTERS.map(({ lang, letters }) => ({ lang, n: text.match(letters)?.length ?? 0 }));
  if (counts.reduce((sum, c) => sum + c.n, 0) < 12) return undefined;
  return counts.reduce((best, c) => (c.n > best.n ? c : best)).lang;
}
