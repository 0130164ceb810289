// What a text field keeps of what was typed or pasted, before any check runs
// (the hostile test of decision 030). The browser and the server apply the same
// functions through the schema (forms/declare.ts), so what the form shows is
// what is stored, and a dedupe or a pattern never sees two spellings of one
// text.

/**
 * Invisible format characters (Unicode category Cf: bidi controls such as
 * U+202E, zero-width space U+200B, word joiner U+2060, U+061C, U+180E, BOM,
 * soft hyphen, tags) are removed: no keyboard types them on purpose, and in a
 * staff email or a CSV cell they reorder or hide what a reader sees. The two
 * joiners (ZWNJ U+200C, ZWJ U+200D) are kept between letters or marks:
 * Hindi keyboards type them inside words to choose a conjunct's shape
 * (अर्‍जुन), and between emoji they build one picture.
 */
const INVISIBLE =
  /(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200c\u200d]|[\u200c\u200d](?![\p{L}\p{M}\p{Extended_Pictographic}])|[^\P{Cf}\u200c\u200d]/gu;
/** Line and paragraph separators a multi-line field keeps as plain line breaks. */
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
/** Tabs and every other kind of space (no-break, ideographic, ...) in a one-line field: one plain space each. */
const SPACES = /[\t\p{Zs}]/gu;

/**
 * A one-line field may hold no control character (C0, DEL, C1: tab is
 * turned into a space first), no line or paragraph separator, and no unpaired
 * UTF-16 surrogate. A line break in a company or city would forge a line such
 * as "Loan amount: ₹5,00,00,000" in the team's email.
 */
export const ONE_LINE_ALLOWED = /^[^\p{Cc}\p{Cs}\u2028\u2029]*$/u;
/** A multi-line field may break lines (and hold tabs), nothing else of the above. */
export const MULTI_LINE_ALLOWED = /^(?:[\t\n]|[^\p{Cc}\p{Cs}\u2028\u2029])*$/u;

/** NFC, invisible format characters removed, spaces made plain: what a one-line field is checked and stored as. */
export function oneLineText(raw: string): string {
  return raw.normalize("NFC").replace(INVISIBLE, "").replace(SPACES, " ");
}

/** NFC, invisible format characters removed, every line break "\n". */
export function multiLineText(raw: string): string {
  return raw.normalize("NFC").replace(INVISIBLE, "").replace(LINE_BREAKS, "\n");
}

/**
 * The first code point of each run of ten decimal digits in the scripts an
 * Indian visitor's keyboard may type (Arabic-Indic, Devanagari, Bengali,
 * Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, Sinhala) and
 * the fullwidth digits of East Asian input methods.
 */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0xff10];

/** "९८७६५४३२१०" or "９８７６" -> ASCII digits; every other character is left as it is. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}
