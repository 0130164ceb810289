// What an upload must be before it is published: the checks and the exact
// words each refusal is answered with (one message per problem, saying what
// to fix). The folder is written as the library writes a folder path in a
// link (`modalPath`: names joined with "/", a "/" inside a name as %2F; see
// docs/decisions/004-document-folder-names.md), so the console, the library's
// deep links and this check read folders by one rule.
import { decodeModalPath } from "#shared/documents/path-codec";
import { normaliseFileName } from "../uploads/file-name";
import type { DisclosurePdfVerdict } from "./disclosure-pdf";

/** docs/requirements.md (investor disclosures): at most 50 MB per document. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
const MAX_FOLDER_DEPTH = 4;
const MAX_FOLDER_NAME = 100;
const MAX_TITLE = 200;

export const REFUSED = {
  noFile: "Choose the PDF to publish.",
  tooLarge: "The document is larger than 50 MB. Reduce it (for example, scan at a lower resolution) and upload it again.",
  fileName: "The file name must be a plain name ending in .pdf, at most 100 characters, without hidden or control characters.",
  folder:
    "The folder is not a valid library folder: give names separated by /, none empty or starting with a dot, at most 4 levels of 100 characters.",
  category: (names: readonly string[]) => `The folder must be inside an existing category: ${names.join(", ")}.`,
  title: "Give the document a title of at most 200 characters.",
  date: "Give the disclosure date as YYYY-MM-DD.",
  publishAt: "Give the publishing time as a date and time with its time zone (ISO 8601), or leave it empty to publish now.",
  taken: "A document with this file name is already in that folder. Replace it instead, or choose another name.",
  withdrawnName: "A document with this file name in that folder was withdrawn; its address stays gone. Choose another file name.",
  alreadyWithdrawn: "This document has already been withdrawn.",
  noDocument: "There is no published document with that id.",
  pdf: {
    "not-pdf": "The file is not a PDF. Only PDF documents can be published.",
    damaged: "The PDF could not be read (it is damaged or incomplete). Export it again and upload it.",
    "active-content": "The PDF contains JavaScript, embedded files or other active content. Print it to a plain PDF and upload that.",
    encrypted: "The PDF is password-protected or encrypted. Remove the protection and upload it again.",
    "too-costly":
      "The PDF needs more memory or time to read than a disclosure should (it unpacks to far more than its size). Print it to a new PDF and upload that.",
  } satisfies Record<Exclude<DisclosurePdfVerdict, "ok"> | "too-costly", string>,
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** The folder's display names, or a refusal message. */
export function parseFolder(value: string | undefined, categories: readonly string[]): string[] | string {
  const names = decodeModalPath(value?.trim());
  if (!names || names.length > MAX_FOLDER_DEPTH) return REFUSED.folder;
  for (const name of names) {
    if (name !== name.trim() || name.startsWith(".") || CONTROL.test(name) || Array.from(name).length > MAX_FOLDER_NAME)
      return REFUSED.folder;
  }
  if (!categories.includes(names[0]!)) return REFUSED.category(categories);
  return names;
}

/** The file name as given, if it is already clean and a .pdf; otherwise undefined. */
export function cleanPdfName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const nfc = raw.normalize("NFC");
  const clean = normaliseFileName(nfc);
  if (clean !== nfc || !/\.pdf$/i.test(clean) || clean.length <= 4) return undefined;
  return clean;
}

export function parseTitle(value: string | undefined): string | undefined {
  const title = value?.trim() ?? "";
  return title && Array.from(title).length <= MAX_TITLE && !CONTROL.test(title) ? title : undefined;
}

/** A real calendar date, YYYY-MM-DD. */
export function parseDate(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? undefined : value;
}

/** Empty: now. Otherwise an ISO 8601 time with a zone; a time already past publishes now. */
export function parsePublishAt(value: string | undefined, now: Date): Date | undefined {
  if (!value?.trim()) return now;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value.trim())) return undefined;
  const at = new Date(value.trim());
  if (Number.isNaN(at.getTime())) return undefined;
  return at < now ? now : at;
}
