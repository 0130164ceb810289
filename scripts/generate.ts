// Build-time generators whose output the app imports (app/generated/*).
// Run before dev, typecheck, tests and build; each is cached and quick when
// nothing changed.
import { generateImages } from "./images";

export async function generateAll(): Promise<void> {
  const images = await generateImages();
  console.log(`generate: ${images} image files`);
}

if (import.meta.url === `file://${process.argv[1]}`) await generateAll();
