// The live part of the investor library: documents the company secretary
// published from the console, as the server answers them
// (GET /api/documents/live), and their merge into the build's tree. Both
// parts go through normalizeTree, so one library has one set of sorting
// and counting rules (docs/decisions/111-published-documents.md).
import { DEFAULT_LANG, LOCALES, isLang } from "../locales";
import { normalizeTree, type DocumentFile, type DocumentFolder } from "./tree";

export const LIVE_DOCUMENTS_PATH = "/api/documents/live";

export type LiveDocument = {
  /** Display names of the folders, category first. */
  folder: string[];
  /** Display name: the file name without its extension. */
  name: string;
  title: string;
  /** The Hindi title, when the secretary gave one. */
  titleHi?: string;
  url: string;
  size: number;
  type: string;
  /** YYYY-MM-DD. */
  disclosureDate: string;
  /** ISO 8601 UTC: when it entered the library. */
  publishedAt: string;
};

type Raw = { name: string; folders: Raw[]; files: DocumentFile[] };

const copy = (f: DocumentFolder): Raw => ({ name: f.name, folders: f.folders.map(copy), files: [...f.files] });

/** The build's tree with the published documents added (creating their folders), sorted and counted again. */
export function mergeLive(tree: DocumentFolder, live: readonly LiveDocument[]): DocumentFolder {
  if (live.length === 0) return tree;
  const root = copy(tree);
  for (const doc of live) {
    let node = root;
    for (const name of doc.folder) {
      let next = node.folders.find((f) => f.name === name);
      if (!next) {
        next = { name, folders: [], files: [] };
        node.folders.push(next);
      }
      node = next;
    }
    // The build's file wins at the same address (the server refuses such a publication anyway).
    if (!node.files.some((f) => f.url === doc.url)) node.files.push({ name: doc.name, url: doc.url, size: doc.size, type: doc.type });
  }
  return normalizeTree(root);
}

/** Reads the server's answer defensively: anything malformed is left out rather than breaking the page. */
export function parseLive(value: unknown): LiveDocument[] {
  const list = (value as { documents?: unknown } | null)?.documents;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (d): d is LiveDocument =>
      !!d &&
      typeof d === "object" &&
      Array.isArray((d as LiveDocument).folder) &&
      (d as LiveDocument).folder.length > 0 &&
      (d as LiveDocument).folder.every((n) => typeof n === "string" && n !== "") &&
      typeof (d as LiveDocument).name === "string" &&
      typeof (d as LiveDocument).title === "string" &&
      typeof (d as LiveDocument).url === "string" &&
      (d as LiveDocument).url.startsWith("/Images/Icons/Documents/") &&
      typeof (d as LiveDocument).size === "number" &&
      typeof (d as LiveDocument).type === "string" &&
      typeof (d as LiveDocument).disclosureDate === "string" &&
      typeof (d as LiveDocument).publishedAt === "string",
  );
}

const IST = "Asia/Kolkata";

/** "25 Nov 2026, 2:05 pm" in India's time, in the page's language. */
export function formatIst(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(LOCALES[isLang(lang) ? lang : DEFAULT_LANG].hreflang, {
    timeZone: IST,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}
