import { describe, expect, it } from "vitest";
import { decodeModalPath, folderLink } from "#shared/documents/path-codec";
import { findFolder, type DocumentFolder } from "#shared/documents/tree";
import { buildTree, DocumentTypeError, isIgnored, listDocuments, missingMenuFolders } from "./documents-manifest";

describe("buildTree", () => {
  it("decodes on-disk names, builds URLs and counts", () => {
    const tree = buildTree({
      folders: [["Intimations%2FDisclosures"], ["Annual Report"], ["Annual Report", "2024-25"]],
      files: [{ segments: ["Annual Report", "2024-25", "Annual Report 2024-25.pdf"], size: 1234 }],
    });
    expect(tree.folders.map((f) => f.name)).toEqual(["Annual Report", "Intimations/Disclosures"]);
    expect(tree.folders[0]!.folders[0]!.files[0]).toEqual({
      name: "Annual Report 2024-25",
      url: "/Images/Icons/Documents/Annual%20Report/2024-25/Annual%20Report%202024-25.pdf",
      size: 1234,
      type: "PDF",
    });
    expect(tree.documentCount).toBe(1);
  });

  it("fails with the file's path on a type that is not allowed", () => {
    const run = () => buildTree({ folders: [["Policies"]], files: [{ segments: ["Policies", "macro.docm"], size: 1 }] });
    expect(run).toThrow(DocumentTypeError);
    expect(run).toThrow(/content\/documents\/Policies\/macro\.docm/);
  });

  it("ignores marker and system files", () => {
    expect(isIgnored(".keep")).toBe(true);
    expect(isIgnored(".DS_Store")).toBe(true);
    expect(isIgnored("Form ISR-1.pdf")).toBe(false);
  });
});

describe("the company's document folder", async () => {
  const tree = buildTree(await listDocuments());
  const all: string[][] = [];
  const walk = (f: DocumentFolder, p: string[]) =>
    f.folders.forEach((c) => {
      all.push([...p, c.name]);
      walk(c, [...p, c.name]);
    });
  walk(tree, []);

  it("has the spec's top-level categories, including the slash name and the empty ones", () => {
    expect(tree.folders.map((f) => f.name)).toEqual([
      "AGM-EGM-Postal Ballot",
      "Annual Report",
      "Change in name of company",
      "Constitutional Documents",
      "Corporate Announcements",
      "Downloads",
      "Employee Stock Option Scheme 2025",
      "Financial Result",
      "Intimations/Disclosures",
      "Investor Support",
      "Notice of Board Meeting",
      "Policies",
      "Rights Issue",
      "Secretarial Audit Report",
      "Shareholding Pattern",
    ]);
    for (const empty of ["Intimations/Disclosures", "Investor Support", "Secretarial Audit Report"]) {
      expect(findFolder(tree, [empty])?.documentCount).toBe(0);
    }
    expect(
      findFolder(tree, ["Annual Report"])!
        .folders.map((f) => f.name)
        .slice(0, 2),
    ).toEqual(["2024-25", "2023-24"]);
    expect(findFolder(tree, ["Annual Report"])!.folders).toHaveLength(30);
  });

  it("has every folder the investor mega-menu links to", () => {
    expect(missingMenuFolders(tree)).toEqual([]);
  });

  it("round-trips every folder through a copied link", () => {
    expect(all.length).toBeGreaterThan(50);
    for (const p of all) {
      const link = new URL(folderLink("https://example.in", "/investors", p));
      const back = decodeModalPath(link.searchParams.get("modalPath"));
      expect(back).toEqual(p);
      expect(findFolder(tree, back!)).toBeDefined();
    }
  });
});
