// The part of the library the build wrote (from content/documents/) as the
// running server sees it: its categories, which a published document must go
// into, and whether an address is already one of its files (the two parts
// share one URL space, so a publication may not shadow a built file).
import { lstat, readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { BUILT_TEXT_FILE, type BuiltText } from "#shared/documents/built-text";
import { decodeSegment } from "#shared/documents/path-codec";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { documentSegments } from "../http/document-paths";

export type BuiltLibrary = {
  categories(): Promise<string[]>;
  has(url: string): Promise<boolean>;
  /** The build's PDFs' text (scripts/documents-text.ts); none when the build wrote none. */
  texts(): Promise<BuiltText[]>;
};

export function builtLibrary(documentsDir: string): BuiltLibrary {
  let categories: Promise<string[]> | undefined;
  let texts: Promise<BuiltText[]> | undefined;
  return {
    texts() {
      texts ??= readFile(path.join(documentsDir, BUILT_TEXT_FILE), "utf8")
        .then((json) => JSON.parse(json) as BuiltText[])
        .catch(() => []);
      return texts;
    },
    // Read once: the build's folders change only with a deploy (a new process).
    categories() {
      categories ??= readdir(documentsDir, { withFileTypes: true })
        .then((entries) =>
          entries
            .filter((e) => e.isDirectory() && !e.name.startsWith("."))
            .map((e) => decodeSegment(e.name))
            .sort(),
        )
        .catch(() => []);
      return categories;
    },
    async has(url) {
      const segments = documentSegments(url.slice(DOCUMENTS_URL_PREFIX.length));
      if (!segments) return false;
      return lstat(path.join(documentsDir, ...segments)).then(
        () => true,
        () => false,
      );
    },
  };
}
