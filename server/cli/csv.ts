// CSV that spreadsheets open safely: RFC 4180 quoting, and any text a
// spreadsheet would run as a formula prefixed with a quote. A formula can
// start the cell, follow leading spaces, or follow a ";" (spreadsheets set to
// a ";" separator split the cell there); the triggers are = + - @ tab CR and
// their fullwidth forms, which some spreadsheets also accept.

const TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20"]);

/** Index of the first character that is not white space (tab and CR count as triggers, not space). */
function firstNonSpace(text: string): number {
  let i = 0;
  while (i < text.length && text[i] !== "\t" && text[i] !== "\r" && /\s/.test(text[i]!)) i++;
  return i;
}

/** Each ";"-separated piece that would start a formula gets a leading quote. */
function defuseFormulas(text: string): string {
  return text
    .split(";")
    .map((piece) => (TRIGGERS.has(piece[firstNonSpace(piece)] ?? "") ? `'${piece}` : piece))
    .join(";");
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string") text = defuseFormulas(text);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(","));
  return lines.join("\r\n") + "\r\n";
}
