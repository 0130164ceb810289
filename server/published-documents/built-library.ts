// The part of the library the build wrote (from content/documents/) as the
// running server sees it: its categories, which a published document must go
// into, and whether an address is already one of its files (the two parts
// share one URL space, so a publication may not shadow a built file).
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import { decodeSegment } from "#shared/documents/path-codec";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { documentSegments } from "../routes/documents";

export type BuiltLibrary = {
  categories(): Promise<string[]>;
  has(url: string): Promise<boolean>;
};

export function builtLibrary(documentsDir: string): BuiltLibrary {
  let categories: Promise<string[]> | undefined;
  return {
    // Read once: the build's folders change only with a deploy (a new process).
    categories() {
      categories ??= readdir(documentsDir, { withFileTypes: true })
        .then((entries) => entries.filter((e) => e.isDirectory() && !e.name.startsWith(".")).map((e) => decodeSegment(e.name)).sort())
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
