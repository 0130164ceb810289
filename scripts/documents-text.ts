// The text of the build's PDFs, extracted once at build for search inside
// documents (docs/decisions/111-published-documents.md), written beside the
// documents in the built site as a dotfile: the documents route never serves
// a dot name, and the page never downloads it (the server searches it).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { extractPdfText } from "#shared/documents/pdf-text";
import { BUILT_TEXT_FILE, type BuiltText } from "#shared/documents/built-text";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import type { DocumentFolder } from "#shared/documents/tree";
import { buildTree, documentsSource, listDocuments } from "./documents-manifest";

/** Every PDF of the tree with its folder path and its on-disk segments (from its URL). */
function pdfs(folder: DocumentFolder, at: string[] = []): { folder: string[]; name: string; url: string }[] {
  return [
    ...folder.files.filter((f) => f.type === "PDF").map((f) => ({ folder: at, name: f.name, url: f.url })),
    ...folder.folders.flatMap((f) => pdfs(f, [...at, f.name])),
  ];
}

export async function writeDocumentsText(clientDir: string): Promise<number> {
  const tree = buildTree(await listDocuments());
  const out: BuiltText[] = [];
  for (const doc of pdfs(tree)) {
    const segments = doc.url.slice(DOCUMENTS_URL_PREFIX.length).split("/").map(decodeURIComponent);
    const text = await extractPdfText(await readFile(path.join(documentsSource, ...segments)));
    if (text) out.push({ ...doc, title: doc.name, text });
  }
  await writeFile(path.join(clientDir, ...DOCUMENTS_URL_PREFIX.split("/").filter(Boolean), BUILT_TEXT_FILE), JSON.stringify(out));
  return out.length;
}
