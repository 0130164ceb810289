import type { PageHead } from "#content/schema";

export const investorsHead: PageHead = {
  title: "Investor Relations | Udyamitra Finance",
  description:
    "Annual reports, financial results, shareholding patterns, board meeting notices, policies and other disclosures of Udyamitra Finance Limited.",
  socialImage: "og-default",
};

export const investorsHeader = {
  title: "Investor Relations",
  subtitle: "Access our latest reports, financial statements and press releases.",
};

/** Every string of the document library (docs/requirements.md#investor-library, exactly; the new-tab note, Close and the search are ours). */
export const investorsLibrary = {
  categories: "Categories",
  selectCategory: "Select Category",
  copyCategory: "Copy link to this category",
  copyFolder: "Copy link to this folder",
  foldersHeading: (folder: string) => `${folder} Folders`,
  counts: (folders: number, documents: number) =>
    `${folders} ${folders === 1 ? "folder" : "folders"}, ${documents} ${documents === 1 ? "document" : "documents"}`,
  back: "Back",
  preview: "Preview",
  download: "Download",
  newTab: " (opens in a new tab)",
  empty: "No documents found in this folder.",
  notFound: "Folder not found.",
  copied: "Link copied to clipboard!",
  copyFailed: "Failed to copy link. Please copy manually.",
  /** How long the copy-link message stays (docs/requirements.md#investor-library: 1.5 s). */
  toastMs: 1500,
  close: "Close",
  /**
   * Names shown for the library's categories and recurring folders, by their name on disk. English shows the
   * names as they are; other languages translate them here. Document file names are never translated.
   */
  folderNames: {} as Readonly<Record<string, string>>,
  search: {
    label: "Search documents",
    placeholder: "Search by document or folder name",
    clear: "Clear search",
    results: (n: number, query: string) =>
      n === 0 ? `No documents or folders match "${query}".` : `${n === 1 ? "1 match" : `${n} matches`} for "${query}"`,
    more: "Showing the first 50 matches; type more words to narrow the search.",
    folder: "Folder",
    openFolder: "Open folder",
    top: "Top level",
    /** Matches in the text of documents published from the console (search inside documents). */
    inside: "Found inside documents",
  },
};

/** Documents the company secretary publishes from the staff console: the feed, "What's new" and a withdrawn address. */
export const investorsPublished = {
  feedTitle: "Udyamitra Finance: investor disclosures",
  feedSubtitle: "Documents newly published in the investor library.",
  feedLinkTitle: "Investor disclosures (Atom feed)",
  whatsNew: "What's new",
  /** "Published 25 Nov 2026, 14:05 IST". */
  publishedAt: (when: string) => `Published ${when} IST`,
  gone: {
    title: "Document withdrawn",
    text: "The company has withdrawn this document. Current documents are in the investor library.",
    link: "Go to the investor library",
  },
};
