// CSV that spreadsheets open safely: RFC 4180 quoting, and any text a
// spreadsheet would run as a formula prefixed with a quote. A formula can
// start the cell, follow leading spaces, or follow a ";" (spreadsheets set to
// a ";" separator split the cell there); the triggers are = + - @ tab CR and
// their fullwidth forms, which some spreadsheets also accept. Invisible
// characters in front of a trigger (U+200B, U+200E, U+2060, U+061C, U+180E,
// any default-ignorable code point) hide it from a reader, not from every
// spreadsheet: they are skipped like spaces when deciding (decision 030).

const TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20"]);

/** White space and invisible characters; tab and CR count as triggers, not space. */
const BLANK = /^(?![\t\r])[\s\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** The first character that is neither white space nor invisible ("" when none). */
function firstVisible(text: string): string {
  for (const char of text) if (!BLANK.test(char)) return char;
  return "";
}

/** Each ";"-separated piece that would start a formula gets a leading quote. */
function defuseFormulas(text: string): string {
  return text
    .split(";")
    .map((piece) => (TRIGGERS.has(firstVisible(piece)) ? `'${piece}` : piece))
    .join(";");
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string") text = defuseFormulas(text);
  // A tab anywhere is quoted: a spreadsheet pasting or importing by tabs would split the cell there.
  return /[\t\n\r",]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(","));
  return lines.join("\r\n") + "\r\n";
}
