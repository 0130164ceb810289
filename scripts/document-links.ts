// Links from content to the document library, checked against the tree the
// build generates from content/documents/: a renamed or deleted document
// fails the build instead of leaving a broken link on a regulatory page.
//  - every document the disclosures name (content/disclosures.ts);
//  - every document URL (/Images/Icons/Documents/...) and library folder link
//    (/investors?modalPath=...) written anywhere in any language's copy.
import { disclosureDocuments, type DocumentRef } from "#content/disclosures";
import { decodeModalPath } from "#shared/documents/path-codec";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { type DocumentFolder, findFolder } from "#shared/documents/tree";
import { LANGS } from "#shared/locales";
import { copies } from "./generated/copies";

/** The document `ref` names, if the tree has it. */
export function findDocument(tree: DocumentFolder, ref: DocumentRef) {
  return findFolder(tree, ref.folder)?.files.find((f) => f.name === ref.name);
}

function allUrls(tree: DocumentFolder, into = new Set<string>()): Set<string> {
  for (const f of tree.files) into.add(f.url);
  for (const sub of tree.folders) allUrls(sub, into);
  return into;
}

/** Every string in a copy bundle, with where it is ("shell.footerCopy.moreLinks.2.to"). */
function strings(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${at}.${i}`, out));
  else if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) strings(v, at ? `${at}.${k}` : k, out);
  return out;
}

const DOCUMENT_URL = new RegExp(`${DOCUMENTS_URL_PREFIX.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[^\\s"'<>)]+`, "g");
const MODAL_PATH = /\/investors\?modalPath=([^\s"'<>)&#]+)/g;

/** One line per broken link; empty when every link from content reaches a published document or folder. */
export function documentLinkProblems(
  tree: DocumentFolder,
  refs: Record<string, DocumentRef> = disclosureDocuments,
  bundles: Record<string, unknown> = copies,
): string[] {
  const problems: string[] = [];
  for (const [id, ref] of Object.entries(refs)) {
    if (!findDocument(tree, ref))
      problems.push(
        `content/disclosures.ts: disclosureDocuments.${id} names "${[...ref.folder, ref.name].join(" / ")}", which is not in content/documents`,
      );
  }
  const urls = allUrls(tree);
  for (const lang of LANGS) {
    for (const [at, text] of strings(bundles[lang], "")) {
      for (const [url] of text.matchAll(DOCUMENT_URL)) {
        if (!urls.has(url)) problems.push(`content/${lang} (${at}): links ${url}, which is not in content/documents`);
      }
      for (const [, encoded] of text.matchAll(MODAL_PATH)) {
        const folder = decodeModalPath(decodeURIComponent(encoded!));
        if (!folder || !findFolder(tree, folder))
          problems.push(
            `content/${lang} (${at}): links the library folder "${decodeURIComponent(encoded!)}", which is not in content/documents`,
          );
      }
    }
  }
  return problems;
}
