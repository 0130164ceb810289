// Build-time generators whose output the app imports (app/generated/*).
// Run before dev, typecheck, tests and build; each is cached and quick when
// nothing changed.
import { DocumentTypeError, generateDocumentsManifest } from "./documents-manifest";
import { generateImages } from "./images";

export async function generateAll(): Promise<void> {
  const images = await generateImages();
  console.log(`generate: ${images} image files`);
  try {
    const docs = await generateDocumentsManifest();
    console.log(`generate: ${docs.documentCount} investor documents`);
  } catch (e) {
    if (!(e instanceof DocumentTypeError)) throw e;
    console.error(`\n✗ ${e.message}\n`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await generateAll();
