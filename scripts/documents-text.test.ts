import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { BUILT_TEXT_FILE, type BuiltText } from "#shared/documents/built-text";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { writeDocumentsText } from "./documents-text";

it("writes the text of content/documents' PDFs beside the built documents, with their folder and URL", { timeout: 120_000 }, async () => {
  const client = await mkdtemp(path.join(os.tmpdir(), "documents-text-"));
  try {
    const dir = path.join(client, ...DOCUMENTS_URL_PREFIX.split("/").filter(Boolean));
    await mkdir(dir, { recursive: true });
    const count = await writeDocumentsText(client);
    const texts = JSON.parse(await readFile(path.join(dir, BUILT_TEXT_FILE), "utf8")) as BuiltText[];
    expect(texts).toHaveLength(count);
    expect(count).toBeGreaterThan(50);
    for (const t of texts) {
      expect(t.url.startsWith(DOCUMENTS_URL_PREFIX)).toBe(true);
      expect(t.text.trim()).not.toBe("");
      expect(t.folder.length).toBeGreaterThan(0);
    }
  } finally {
    await rm(client, { recursive: true, force: true });
  }
});
