// The document tree's pure logic: sorting, nested counts, lookup and search.
// The build-time manifest generator and the page both use it, so the order
// and counts visitors see are the ones the tests check.

export type DocumentFile = {
  /** Display name, without the extension. */
  name: string;
  /** URL path under /Images/Icons/Documents/. */
  url: string;
  /** Size in bytes. */
  size: number;
  /** Upper-case file type: "PDF", "PNG", "JPEG". */
  type: string;
};

export type DocumentFolder = {
  name: string;
  folders: DocumentFolder[];
  files: DocumentFile[];
  /** Documents in this folder and every folder below it. */
  documentCount: number;
};

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Alphabetical, case-insensitive, with numbers in numeric order ("ISR-2" before "ISR-10"). */
function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

const DATE_LIKE = [/^\d{4}-\d{2}$/, /^\d{4}-\d{4}$/, /^\d{4}$/, /\d{4}-\d{2}/];

/** docs/requirements.md#investor-library: YYYY-YY, YYYY-YYYY, YYYY, or a name containing YYYY-YY. */
export function isDateLike(name: string): boolean {
  return DATE_LIKE.some((re) => re.test(name.trim()));
}

function firstYear(name: string): number {
  return Number(/\d{4}/.exec(name)?.[0] ?? 0);
}

/** Subfolders: date-like first, newest year first; the rest alphabetically. */
export function compareFolderNames(a: string, b: string): number {
  const da = isDateLike(a);
  const db = isDateLike(b);
  if (da !== db) return da ? -1 : 1;
  if (da) return firstYear(b) - firstYear(a) || compareNames(a, b);
  return compareNames(a, b);
}

type RawFolder = { name: string; folders: RawFolder[]; files: DocumentFile[] };

/**
 * Sorts every level and fills in nested document counts. The top level
 * (categories) is alphabetical only; subfolders follow the date rule.
 */
export function normalizeTree(root: RawFolder, isRoot = true): DocumentFolder {
  const folders = root.folders.map((f) => normalizeTree(f, false));
  folders.sort((a, b) => (isRoot ? compareNames(a.name, b.name) : compareFolderNames(a.name, b.name)));
  const files = [...root.files].sort((a, b) => compareNames(a.name, b.name));
  const documentCount = files.length + folders.reduce((n, f) => n + f.documentCount, 0);
  return { name: root.name, folders, files, documentCount };
}

/** '{n} folder(s), {m} document(s)', singular when 1. */
export function countLabel(folder: Pick<DocumentFolder, "folders" | "documentCount">): string {
  const n = folder.folders.length;
  const m = folder.documentCount;
  return `${n} ${n === 1 ? "folder" : "folders"}, ${m} ${m === 1 ? "document" : "documents"}`;
}

/**
 * The folder at `path` below the root, or undefined. A name may itself hold
 * a slash ("Intimations/Disclosures"), and links made by the old site joined
 * names with '/' without escaping, so when a segment does not match we also
 * try it joined with the segments that follow.
 */
export function findFolder(root: DocumentFolder, path: readonly string[]): DocumentFolder | undefined {
  if (path.length === 0) return root;
  for (let take = 1; take <= path.length; take++) {
    const name = path.slice(0, take).join("/");
    const child = root.folders.find((f) => f.name === name);
    if (child) {
      const found = findFolder(child, path.slice(take));
      if (found) return found;
    }
  }
  return undefined;
}

/** The real names of the folders along a path (resolving legacy unescaped slashes). */
export function resolvePath(root: DocumentFolder, path: readonly string[]): string[] | undefined {
  if (path.length === 0) return [];
  for (let take = 1; take <= path.length; take++) {
    const name = path.slice(0, take).join("/");
    const child = root.folders.find((f) => f.name === name);
    if (child) {
      const rest = resolvePath(child, path.slice(take));
      if (rest) return [name, ...rest];
    }
  }
  return undefined;
}

export type SearchEntry =
  | { kind: "folder"; name: string; path: string[]; folder: DocumentFolder }
  | { kind: "file"; name: string; path: string[]; file: DocumentFile };

type IndexedEntry = SearchEntry & { key: string };

/** Every folder and file under the root, in display order, with a lower-case key. */
export function buildSearchIndex(root: DocumentFolder): IndexedEntry[] {
  const out: IndexedEntry[] = [];
  const walk = (folder: DocumentFolder, path: string[]) => {
    for (const f of folder.folders) {
      const p = [...path, f.name];
      out.push({ kind: "folder", name: f.name, path: p, folder: f, key: f.name.toLowerCase() });
      walk(f, p);
    }
    for (const file of folder.files) out.push({ kind: "file", name: file.name, path, file, key: file.name.toLowerCase() });
  };
  walk(root, []);
  return out;
}

/** Entries whose name holds every word of the query (case-insensitive), at most `limit`. */
export function searchIndex(index: readonly IndexedEntry[], query: string, limit = 50): SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: SearchEntry[] = [];
  for (const e of index) {
    if (words.every((w) => e.key.includes(w))) {
      hits.push(e);
      if (hits.length >= limit) break;
    }
  }
  return hits;
}

/** "2.4 KB", "1.2 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
