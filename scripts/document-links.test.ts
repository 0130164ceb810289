import { describe, expect, it } from "vitest";
import { buildTree, listDocuments } from "./documents-manifest";
import { documentLinkProblems, findDocument } from "./document-links";

const tree = buildTree(await listDocuments());

describe("links from content to the document library", () => {
  it("all reach a published document or folder, as committed", () => {
    expect(documentLinkProblems(tree)).toEqual([]);
  });

  it("finds the disclosures' documents, the Hindi Fair Practices Code among them", () => {
    expect(findDocument(tree, { folder: ["Policies"], name: "Fair Practices Code (Hindi)" })?.url).toBe(
      "/Images/Icons/Documents/Policies/Fair%20Practices%20Code%20(Hindi).pdf",
    );
  });

  it("names a disclosure document that is missing", () => {
    expect(documentLinkProblems(tree, { fpc: { folder: ["Policies"], name: "Fair Practise Code" } }, { en: {}, hi: {} })).toEqual([
      'content/disclosures.ts: disclosureDocuments.fpc names "Policies / Fair Practise Code", which is not in content/documents',
    ]);
  });

  it("names a document URL or library folder written in copy that does not exist, with the language and the field", () => {
    const copy = {
      shell: {
        footerCopy: {
          moreLinks: [
            { label: "FPC", to: "/Images/Icons/Documents/Policies/Fair%20Practices%20Code.pdf" },
            { label: "Old", to: "/Images/Icons/Documents/Policies/Old%20Code.pdf" },
          ],
        },
      },
      pages: { about: { href: "/investors?modalPath=Annual%20Reports", ok: "/investors?modalPath=Intimations%252FDisclosures" } },
    };
    expect(documentLinkProblems(tree, {}, { en: copy, hi: {} })).toEqual([
      "content/en (shell.footerCopy.moreLinks.1.to): links /Images/Icons/Documents/Policies/Old%20Code.pdf, which is not in content/documents",
      'content/en (pages.about.href): links the library folder "Annual Reports", which is not in content/documents',
    ]);
  });
});
