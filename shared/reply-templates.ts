// Reply templates of the grievance desk (issue 30): a template's words with
// {variables} the console fills from the complaint, the check that a saved
// template uses only those, and which language a reply is written in (to warn
// when it is not the complainant's: the email around it is in theirs).

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

/**
 * The language a reply is written in, from its letters: Hindi when most are
 * Devanagari, English when most are Latin; undefined when it has too few
 * letters to tell (numbers, a reference alone).
 */
export function replyLanguage(text: string): "en" | "hi" | undefined {
  const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  if (devanagari + latin < 12) return undefined;
  return devanagari >= latin ? "hi" : "en";
}
