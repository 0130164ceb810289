import { describe, expect, it } from "vitest";
import { formatIst, mergeLive, parseLive, type LiveDocument } from "./live";
import { normalizeTree, type DocumentFile } from "./tree";

const file = (name: string, url = `/Images/Icons/Documents/${name}.pdf`): DocumentFile => ({ name, url, size: 1000, type: "PDF" });
const tree = normalizeTree({
  name: "",
  folders: [
    { name: "Corporate Announcements", folders: [{ name: "2024-25", folders: [], files: [file("Old notice")] }], files: [] },
    { name: "Policies", folders: [], files: [file("Fair Practices Code")] },
  ],
  files: [],
});

const live = (folder: string[], name: string): LiveDocument => ({
  folder,
  name,
  title: name,
  url: `/Images/Icons/Documents/${folder.map(encodeURIComponent).join("/")}/${encodeURIComponent(name)}.pdf`,
  size: 2048,
  type: "PDF",
  disclosureDate: "2026-11-14",
  publishedAt: "2026-11-25T08:35:00.000Z",
});

describe("mergeLive", () => {
  it("adds published documents, creating their folders, with the build's sorting and counts", () => {
    const merged = mergeLive(tree, [live(["Corporate Announcements", "2025-26"], "Board Outcome"), live(["Policies"], "Dividend Policy")]);
    const ca = merged.folders[0]!;
    // Date-like subfolders: newest year first.
    expect(ca.folders.map((f) => f.name)).toEqual(["2025-26", "2024-25"]);
    expect(ca.documentCount).toBe(2);
    expect(merged.folders[1]!.files.map((f) => f.name)).toEqual(["Dividend Policy", "Fair Practices Code"]);
    expect(merged.documentCount).toBe(4);
    // The build's tree is left as it was.
    expect(tree.documentCount).toBe(2);
  });

  it("returns the same tree when nothing is published", () => {
    expect(mergeLive(tree, [])).toBe(tree);
  });
});

describe("parseLive", () => {
  it("keeps well-formed documents and drops the rest", () => {
    const good = live(["Policies"], "Dividend Policy");
    expect(parseLive({ documents: [good, { ...good, folder: [] }, { ...good, url: "https://elsewhere.example/x.pdf" }, null, 3] })).toEqual(
      [good],
    );
    expect(parseLive(null)).toEqual([]);
    expect(parseLive({ documents: "x" })).toEqual([]);
  });
});

it("writes the time in India", () => {
  expect(formatIst("2026-11-25T08:35:00.000Z", "en")).toBe("25 Nov 2026, 2:05 pm");
});
