import { describe, expect, it } from "vitest";
import { DOCUMENTS_PER_PAGE, filterDocuments, statusOf } from "./document-filter";

const now = Date.parse("2026-11-27T10:00:00Z");
const doc = (title: string, over: Partial<{ folder: string[]; publishAt: string; withdrawnAt: string | null; titleHi: string }> = {}) => ({
  title,
  fileName: `${title}.pdf`,
  folder: ["Corporate Announcements", "2025-26"],
  publishAt: "2026-11-01T00:00:00Z",
  withdrawnAt: null,
  ...over,
});
const all = { query: "", category: "", status: "" as const, page: 1 };

describe("the document list's filters", () => {
  const docs = [
    doc("Board outcome"),
    doc("AGM notice", { folder: ["Notices"], publishAt: "2026-12-01T00:00:00Z" }),
    doc("Old results", { withdrawnAt: "2026-11-20T00:00:00Z", titleHi: "पुराने परिणाम" }),
  ];
  it("tells live, scheduled and withdrawn apart", () => {
    expect(docs.map((d) => statusOf(d, now))).toEqual(["live", "scheduled", "withdrawn"]);
    expect(filterDocuments(docs, { ...all, status: "scheduled" }, now).items.map((d) => d.title)).toEqual(["AGM notice"]);
  });
  it("searches titles (Hindi too), file names and folders, and filters by category", () => {
    expect(filterDocuments(docs, { ...all, query: "BOARD" }, now).items.map((d) => d.title)).toEqual(["Board outcome"]);
    expect(filterDocuments(docs, { ...all, query: "परिणाम" }, now).items.map((d) => d.title)).toEqual(["Old results"]);
    expect(filterDocuments(docs, { ...all, category: "Notices" }, now).items.map((d) => d.title)).toEqual(["AGM notice"]);
  });
  it("pages the matches and keeps the page within range", () => {
    const many = Array.from({ length: DOCUMENTS_PER_PAGE + 3 }, (_, i) => doc(`Doc ${i}`));
    expect(filterDocuments(many, all, now)).toMatchObject({ total: DOCUMENTS_PER_PAGE + 3, pages: 2, page: 1 });
    const last = filterDocuments(many, { ...all, page: 9 }, now);
    expect(last).toMatchObject({ page: 2 });
    expect(last.items.map((d) => d.title)).toEqual(["Doc 20", "Doc 21", "Doc 22"]);
  });
});
