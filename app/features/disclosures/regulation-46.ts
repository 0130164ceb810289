import type { Regulation46Target } from "#content/disclosures";
import { encodeModalPath } from "#shared/documents/path-codec";
import { type DocumentFolder, findFolder } from "#shared/documents/tree";

type Regulation46Place =
  | { kind: "page" | "folder" | "document"; href: string }
  /** Nothing published there yet: the index shows its gap marker. */
  | { kind: "missing" };

/** The library link of a folder: the Investors page with the folder open (spec: ?modalPath=). */
function folderHref(folder: readonly string[]): string {
  return `/investors?modalPath=${encodeURIComponent(encodeModalPath(folder))}`;
}

/**
 * Where an item of the Regulation 46 index is, judged from the generated
 * document tree: a folder counts once it holds a document (at any depth), a
 * named document once it is in its folder. So uploading the document to
 * content/documents turns the gap marker into a link at the next build.
 */
export function regulation46Place(tree: DocumentFolder, target: Regulation46Target): Regulation46Place {
  if ("page" in target) return { kind: "page", href: target.page };
  const folder = findFolder(tree, target.folder);
  if ("name" in target) {
    const file = folder?.files.find((f) => f.name === target.name);
    return file ? { kind: "document", href: file.url } : { kind: "missing" };
  }
  return folder && folder.documentCount > 0 ? { kind: "folder", href: folderHref(target.folder) } : { kind: "missing" };
}
