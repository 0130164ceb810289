// No source file names a repealed instrument: not a component, an email
// builder, a schema message or a comment (the copy and the built pages are
// checked by the build itself: scripts/law-content.ts, scripts/law-pages.ts).
// The registry (content/law.ts) names them, being where they are retired,
// and tests name them to prove the refusals.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { lawCitationProblems } from "#shared/law-check";
import { allLawNames } from "./law-content";

const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "content", "forms", "server", "shared", "staff", "scripts", "bench", "deploy"];
// The registry and the names of its instruments (content/<lang>/law.ts) are where repealed ones are named.
const SKIP = /(?:\.test\.tsx?|\.spec\.ts)$|\/generated\/|^content\/(?:[a-z]{2}\/)?law\.ts$|^content\/documents\//;

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === "node_modules" ? [] : sources(rel);
      return /\.(?:tsx?|md|conf|css)$/.test(e.name) && !SKIP.test(rel) ? [rel] : [];
    }),
  );
  return nested.flat();
}

it("names no repealed instrument in any source file", async () => {
  const files = (await Promise.all(FOLDERS.map(sources))).flat();
  expect(files.length).toBeGreaterThan(200);
  const texts = await Promise.all(files.map(async (file) => ({ where: file, text: await readFile(path.join(root, file), "utf8") })));
  // Only repealed instruments: comments write "{law:id}" to explain the token, which names no instrument.
  expect(lawCitationProblems(texts, { names: allLawNames() }).filter((p) => p.includes("repealed"))).toEqual([]);
});
