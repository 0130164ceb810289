// One escaping rule for folder names, used in three places: folder and file
// names on disk, segments of document URLs, and the slash-joined `modalPath`
// query value. Only '%' and '/' are escaped, so ordinary names stay readable
// ("Annual Report/2023-24") while a display name holding a slash
// ("Intimations/Disclosures") survives as one segment. See
// docs/decisions/004-document-folder-names.md.
import { DOCUMENTS_URL_PREFIX } from "./publishing";

/** "Intimations/Disclosures" -> "Intimations%2FDisclosures" (also the folder's name on disk). */
export function encodeSegment(name: string): string {
  return name.replace(/%/g, "%25").replace(/\//g, "%2F");
}

/** The inverse of encodeSegment; any other '%' sequence is left as it is. */
export function decodeSegment(segment: string): string {
  return segment.replace(/%2F/gi, "/").replace(/%25/g, "%");
}

/** Folder path -> the `modalPath` value before URL encoding. */
export function encodeModalPath(path: readonly string[]): string {
  return path.map(encodeSegment).join("/");
}

/** Longest `modalPath` we try to resolve; anything longer is "not found". */
export const MAX_MODAL_PATH = 1000;

/** `modalPath` value (already URL-decoded) -> folder names, or null when it cannot be a path. */
export function decodeModalPath(value: string | null | undefined): string[] | null {
  if (!value || value.length > MAX_MODAL_PATH) return null;
  const segments = value.split("/").map(decodeSegment);
  if (segments.some((s) => s.trim() === "")) return null;
  return segments;
}

/** The link a visitor copies: origin + page path + ?modalPath=... */
export function folderLink(origin: string, pathname: string, path: readonly string[]): string {
  return `${origin}${pathname}?modalPath=${encodeURIComponent(encodeModalPath(path))}`;
}

/** URL path of a stored document: each on-disk segment URL-encoded. */
export function documentUrl(diskSegments: readonly string[]): string {
  return `${DOCUMENTS_URL_PREFIX}${diskSegments.map(encodeURIComponent).join("/")}`;
}
