// The name a visitor gave their file, made safe to show to a recruiter and to
// save under: no folders, no characters that reorder or hide what is shown
// (cv\u202Efdp.exe displays as "cvexe.pdf"), bounded length, extension kept.

const MAX_FILE_NAME_LENGTH = 100;

// Bidirectional controls (embeddings, overrides, isolates, marks) and
// zero-width characters: invisible, and able to disguise an extension.
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// C0 and C1 control characters and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const SPACES = /\s+/g;

/** The lower-case extension without its dot ("" when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * NFC; the last path segment (after / or \); control, bidirectional and
 * zero-width characters removed; runs of white space made one space; leading
 * dots and spaces dropped (no hidden files); at most 100 characters, cut in
 * the base name so the extension stays. Undefined when nothing is left.
 */
export function normaliseFileName(raw: string): string | undefined {
  const base = raw.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(INVISIBLE, "")
    .replace(CONTROL, "")
    .replace(SPACES, " ")
    .trim()
    .replace(/^[.\s]+/, "");
  if (!cleaned) return undefined;
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const extension = fileExtension(cleaned);
  // A "extension" too long to keep is just part of a long name.
  const tail = extension && extension.length <= 10 ? `.${extension}` : "";
  const stem = Array.from(cleaned.slice(0, cleaned.length - tail.length));
  return `${stem
    .slice(0, MAX_FILE_NAME_LENGTH - tail.length)
    .join("")
    .trimEnd()}${tail}`;
}
