import { investorsLibrary as copy } from "#copy/pages/investors";

// Categories and recurring folders may have a name in the page's language
// (content/<lang>/pages/investors.ts, folderNames); anything else, and every
// document's own name, stays the company's English name. Paths, deep links
// and search keep the on-disk names: only what is shown changes.

/** The name shown for a folder. */
export function folderLabel(name: string): string {
  return copy.folderNames[name] ?? name;
}

/** "en" when every name is shown as the company's English name (the page's language otherwise applies). */
export function folderLang(...names: readonly string[]): "en" | undefined {
  return names.every((n) => copy.folderNames[n] === undefined) ? "en" : undefined;
}

/** A folder path as shown: "वार्षिक रिपोर्ट / 2024-25". */
export function pathLabel(path: readonly string[]): string {
  return path.map(folderLabel).join(" / ");
}
