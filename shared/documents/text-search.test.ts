import { describe, expect, it } from "vitest";
import { buildTextIndex, searchText } from "./text-search";

const doc = (url: string, text: string) => ({ url, text });
const index = buildTextIndex([
  doc("/a.pdf", "The Board of Directors at its meeting held today declared an interim dividend of Rs 2 per equity share."),
  doc("/b.pdf", "Record date for the purpose of the rights issue is fixed as 5 December 2026."),
  doc("/c.pdf", "वार्षिक आम बैठक की सूचना: बैठक 20 दिसंबर 2026 को होगी।"),
]);

describe("searchText", () => {
  it("finds documents holding every word, case-insensitively, with a snippet around the match", () => {
    const hits = searchText(index, "INTERIM dividend");
    expect(hits.map((h) => h.doc.url)).toEqual(["/a.pdf"]);
    expect(hits[0]!.snippet).toBe("…Board of Directors at its meeting held today declared an interim dividend of Rs 2 per equity share.");
    expect(searchText(index, "record rights").map((h) => h.doc.url)).toEqual(["/b.pdf"]);
    expect(searchText(index, "dividend rights")).toEqual([]);
  });

  it("searches Hindi text too", () => {
    expect(searchText(index, "आम बैठक").map((h) => h.doc.url)).toEqual(["/c.pdf"]);
  });

  it("cuts a long text to whole words around the match", () => {
    const long = buildTextIndex([doc("/l.pdf", `${"alpha ".repeat(40)}needle ${"omega ".repeat(40)}`)]);
    const [hit] = searchText(long, "needle");
    expect(hit!.snippet.startsWith("…alpha")).toBe(true);
    expect(hit!.snippet.endsWith("omega…")).toBe(true);
    expect(hit!.snippet).toContain("needle");
    expect(hit!.snippet.length).toBeLessThan(140);
  });

  it("answers nothing for a blank query and stops at the limit", () => {
    expect(searchText(index, "  ")).toEqual([]);
    expect(searchText(index, "the", 1)).toHaveLength(1);
  });
});
