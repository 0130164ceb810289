import { type DisclosureDocumentId, disclosureDocuments } from "#content/disclosures";
import { disclosuresLabels, documentNames } from "#copy/pages/disclosures";
import type { DocumentFolder } from "#shared/documents/tree";
import { findFolder } from "#shared/documents/tree";
import { fill } from "../../lib/fill";
import { linkClass } from "./styles";

/** The published file of a disclosure document, from the generated tree (the build has checked it is there). */
function documentUrl(tree: DocumentFolder, id: DisclosureDocumentId): string | undefined {
  const ref = disclosureDocuments[id];
  return findFolder(tree, ref.folder)?.files.find((f) => f.name === ref.name)?.url;
}

/** A link to one of the disclosures' documents; `hrefLang` when the document is in another language than the page. */
function DocumentLink({ tree, id, hrefLang }: { tree: DocumentFolder; id: DisclosureDocumentId; hrefLang?: string }) {
  const url = documentUrl(tree, id);
  if (!url) return null;
  return (
    <a href={url} hrefLang={hrefLang} className={linkClass}>
      {fill(disclosuresLabels.document, { name: documentNames[id] })}
    </a>
  );
}

/** Several document links under an item. */
export function DocumentLinks({
  tree,
  ids,
}: {
  tree: DocumentFolder;
  ids: readonly (DisclosureDocumentId | [DisclosureDocumentId, string])[];
}) {
  return (
    <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {ids.map((entry) => {
        const [id, hrefLang] = Array.isArray(entry) ? entry : [entry, undefined];
        return (
          <li key={id}>
            <DocumentLink tree={tree} id={id} hrefLang={hrefLang} />
          </li>
        );
      })}
    </ul>
  );
}
