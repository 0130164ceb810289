import { describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  compareFolderNames,
  countLabel,
  findFolder,
  formatSize,
  isDateLike,
  normalizeTree,
  resolvePath,
  searchIndex,
  type DocumentFile,
} from "./tree";

const file = (name: string): DocumentFile => ({ name, url: `/d/${name}.pdf`, size: 1000, type: "PDF" });
type Raw = Parameters<typeof normalizeTree>[0];
const folder = (name: string, folders: Raw[] = [], files: DocumentFile[] = []): Raw => ({ name, folders, files });

const tree = normalizeTree(
  folder("", [
    folder("Policies", [], [file("Whistle Blower Policy"), file("Fair Practices Code")]),
    folder("Annual Report", [
      folder("1995-96", [], [file("Annual Report 1995-96")]),
      folder("2024-25", [], [file("Annual Report 2024-25")]),
      folder("Archive"),
    ]),
    folder("Intimations/Disclosures"),
    folder("Rights Issue", [
      folder("Letter of Offer", [folder("Drafts", [], [file("Draft 1"), file("Draft 2")])], [file("Letter of Offer")]),
    ]),
  ]),
);

describe("sorting (docs/requirements.md#investor-library)", () => {
  it("recognises date-like names", () => {
    for (const n of ["2024-25", "2019-2020", "2021", "Quarter 2023-24 results"]) expect(isDateLike(n)).toBe(true);
    for (const n of ["Archive", "Form ISR-1", "Q1 24", "Employee Stock Option Scheme 2025"]) expect(isDateLike(n)).toBe(false);
  });

  it("puts date-like subfolders first, newest year first, then the rest alphabetically", () => {
    const names = ["Archive", "1995-96", "2021", "board", "2024-25", "2019-2020", "FY 2022-23 filings"];
    expect(names.sort(compareFolderNames)).toEqual(["2024-25", "FY 2022-23 filings", "2021", "2019-2020", "1995-96", "Archive", "board"]);
  });

  it("sorts categories and files alphabetically", () => {
    expect(tree.folders.map((f) => f.name)).toEqual(["Annual Report", "Intimations/Disclosures", "Policies", "Rights Issue"]);
    expect(tree.folders[2]!.files.map((f) => f.name)).toEqual(["Fair Practices Code", "Whistle Blower Policy"]);
    expect(tree.folders[0]!.folders.map((f) => f.name)).toEqual(["2024-25", "1995-96", "Archive"]);
  });

  it("orders numbers inside names numerically", () => {
    const t = normalizeTree(folder("", [folder("x", [], [file("ISR-10"), file("ISR-2"), file("isr-1")])]));
    expect(t.folders[0]!.files.map((f) => f.name)).toEqual(["isr-1", "ISR-2", "ISR-10"]);
  });
});

describe("counts", () => {
  it("counts documents through every nested level", () => {
    expect(tree.documentCount).toBe(7);
    const rights = findFolder(tree, ["Rights Issue"])!;
    expect(rights.documentCount).toBe(3);
    expect(countLabel(rights)).toBe("1 folder, 3 documents");
  });

  it("uses the singular for one and the plural for zero", () => {
    expect(countLabel(findFolder(tree, ["Rights Issue", "Letter of Offer"])!)).toBe("1 folder, 3 documents");
    expect(countLabel({ folders: [tree], documentCount: 1 })).toBe("1 folder, 1 document");
    expect(countLabel(findFolder(tree, ["Intimations/Disclosures"])!)).toBe("0 folders, 0 documents");
    expect(countLabel(findFolder(tree, ["Annual Report"])!)).toBe("3 folders, 2 documents");
  });
});

describe("lookup", () => {
  it("finds nested folders and returns undefined for unknown paths", () => {
    expect(findFolder(tree, ["Rights Issue", "Letter of Offer", "Drafts"])?.files).toHaveLength(2);
    expect(findFolder(tree, ["Rights Issue", "Nope"])).toBeUndefined();
    expect(findFolder(tree, [".."])).toBeUndefined();
    expect(findFolder(tree, ["<script>alert(1)</script>"])).toBeUndefined();
  });

  it("accepts a name with a slash split into two segments (links of the old site)", () => {
    expect(findFolder(tree, ["Intimations", "Disclosures"])?.name).toBe("Intimations/Disclosures");
    expect(resolvePath(tree, ["Intimations", "Disclosures"])).toEqual(["Intimations/Disclosures"]);
    expect(resolvePath(tree, ["Annual Report", "2024-25"])).toEqual(["Annual Report", "2024-25"]);
    expect(resolvePath(tree, ["Annual Report", "2099-00"])).toBeUndefined();
  });
});

describe("search", () => {
  const index = buildSearchIndex(tree);
  it("matches folder and file names case-insensitively on every word, with their folder path", () => {
    const hits = searchIndex(index, "letter OF");
    expect(hits.map((h) => [h.kind, h.name, h.path.join(" / ")])).toEqual([
      ["folder", "Letter of Offer", "Rights Issue / Letter of Offer"],
      ["file", "Letter of Offer", "Rights Issue / Letter of Offer"],
    ]);
  });

  it("returns nothing for a blank query and respects the limit", () => {
    expect(searchIndex(index, "   ")).toEqual([]);
    expect(searchIndex(index, "a", 2)).toHaveLength(2);
  });
});

it("formats sizes", () => {
  expect(formatSize(900)).toBe("900 B");
  expect(formatSize(1536)).toBe("1.5 KB");
  expect(formatSize(3 * 1024 * 1024)).toBe("3.0 MB");
});
