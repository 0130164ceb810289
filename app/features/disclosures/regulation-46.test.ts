import { describe, expect, it } from "vitest";
import { regulation46 } from "#content/disclosures";
import type { DocumentFolder } from "#shared/documents/tree";
import { documentTree } from "../../generated/documents";
import { regulation46Place } from "./regulation-46";

const file = (name: string) => ({ name, url: `/Images/Icons/Documents/x/${encodeURIComponent(name)}.pdf`, size: 1, type: "PDF" });
const tree: DocumentFolder = {
  name: "",
  documentCount: 2,
  files: [],
  folders: [
    { name: "Policies", documentCount: 1, files: [file("Code of Conduct")], folders: [] },
    { name: "Secretarial Audit Report", documentCount: 0, files: [], folders: [] },
    {
      name: "Intimations/Disclosures",
      documentCount: 1,
      files: [],
      folders: [{ name: "2024-25", documentCount: 1, files: [file("Intimation")], folders: [] }],
    },
  ],
};

describe("regulation46Place", () => {
  it("links a page, a folder holding documents at any depth, and a named document", () => {
    expect(regulation46Place(tree, { page: "/investors" })).toEqual({ kind: "page", href: "/investors" });
    expect(regulation46Place(tree, { folder: ["Intimations/Disclosures"] })).toEqual({
      kind: "folder",
      href: "/investors?modalPath=Intimations%252FDisclosures",
    });
    expect(regulation46Place(tree, { folder: ["Policies"], name: "Code of Conduct" })).toEqual({
      kind: "document",
      href: "/Images/Icons/Documents/x/Code%20of%20Conduct.pdf",
    });
  });

  it("marks a gap for an empty folder, a missing folder and a missing document", () => {
    expect(regulation46Place(tree, { folder: ["Secretarial Audit Report"] })).toEqual({ kind: "missing" });
    expect(regulation46Place(tree, { folder: ["Credit Rating"] })).toEqual({ kind: "missing" });
    expect(regulation46Place(tree, { folder: ["Policies"], name: "Familiarisation Programme" })).toEqual({ kind: "missing" });
  });

  it("shows these gaps in the committed library (upload one and it leaves this list)", () => {
    const gaps = regulation46.filter((item) => regulation46Place(documentTree, item.target).kind === "missing").map((item) => item.id);
    expect(gaps).toEqual([
      "independent-directors-terms",
      "committees",
      "familiarisation",
      "analyst-meets",
      "credit-ratings",
      "secretarial-compliance",
      "regulation-30",
      "annual-return",
    ]);
  });
});
