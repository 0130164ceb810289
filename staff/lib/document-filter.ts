// The secretary's document list: search, category and status filters, and
// pages, over the list the server answers. Free of React so each rule is
// tested alone.

type Listed = {
  title: string;
  titleHi?: string | null;
  fileName: string;
  folder: readonly string[];
  publishAt: string;
  withdrawnAt: string | null;
};

type DocumentStatus = "live" | "scheduled" | "withdrawn";
export type DocumentFilter = { query: string; category: string; status: "" | DocumentStatus; page: number };

export const DOCUMENTS_PER_PAGE = 20;

export function statusOf(d: Listed, now: number): DocumentStatus {
  if (d.withdrawnAt) return "withdrawn";
  return Date.parse(d.publishAt) > now ? "scheduled" : "live";
}

/** The page asked for (clamped to the last one) of the documents that match, with how many match and pages there are. */
export function filterDocuments<T extends Listed>(docs: readonly T[], f: DocumentFilter, now: number) {
  const q = f.query.trim().toLocaleLowerCase("en-IN");
  const matching = docs.filter(
    (d) =>
      (!f.category || d.folder[0] === f.category) &&
      (!f.status || statusOf(d, now) === f.status) &&
      (!q || [d.title, d.titleHi ?? "", d.fileName, d.folder.join(" / ")].join("\n").toLocaleLowerCase("en-IN").includes(q)),
  );
  const pages = Math.max(1, Math.ceil(matching.length / DOCUMENTS_PER_PAGE));
  const page = Math.min(Math.max(1, f.page), pages);
  return { items: matching.slice((page - 1) * DOCUMENTS_PER_PAGE, page * DOCUMENTS_PER_PAGE), total: matching.length, page, pages };
}
