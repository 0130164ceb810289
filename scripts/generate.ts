// Build-time generators whose output the app, the build's checks and the
// server import (app/generated/*, scripts/generated/*, server/generated/*).
// Run before dev, typecheck, tests and build; each is cached and quick when
// nothing changed.
import type { DocumentFolder } from "#shared/documents/tree";
import { generateCopyIndexes } from "./copy-index";
import { DocumentTypeError, generateDocumentsManifest } from "./documents-manifest";
import { generateImages } from "./images";

/** Runs the generators; returns the document tree, for the build's link checks. */
export async function generateAll(): Promise<DocumentFolder> {
  console.log(`generate: ${await generateCopyIndexes()} copy imports`);
  const images = await generateImages();
  console.log(`generate: ${images} image files`);
  try {
    const docs = await generateDocumentsManifest();
    console.log(`generate: ${docs.documentCount} investor documents`);
    return docs;
  } catch (e) {
    if (!(e instanceof DocumentTypeError)) throw e;
    console.error(`\n✗ ${e.message}\n`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await generateAll();
