// A published file's bytes as a process reads them back from the database
// (generations.ts): a file with a brotli variant comes without its raw body,
// which is decompressed from it; the bytes are the body written, whatever
// the variant holds.
import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, type OpenTestDatabase, openTestDatabase } from "#test/database-kinds";
import { readFiles, storeFiles } from "./generations";
import { contentDb } from "./tables";

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const page = (text: string) => Buffer.from(`<!doctype html><title>${text}</title><p>${text.repeat(2000)}</p>`);

describe.each(DATABASE_KINDS)("a published file read back (%s)", (kind) => {
  let t: OpenTestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase(kind);
  });
  afterEach(() => t.cleanup());

  it("is the body written, with its variants, for pages (brotli) and images (none)", async () => {
    const db = contentDb(t.db.kysely);
    const html = page("Lending partners");
    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storeFiles(
      db,
      [
        { path: "/lending-partners.html", sha256: sha256(html), body: html, br: brotliCompressSync(html), gzip: gzipSync(html) },
        { path: "/img/x.png", sha256: sha256(image), body: image },
      ],
      "2026-11-27T20:00:00.000Z",
    );
    const read = await readFiles(db, [sha256(html), sha256(image)]);
    expect(read.get(sha256(html))!.body.equals(html)).toBe(true);
    expect(read.get(sha256(html))!.br!.equals(brotliCompressSync(html))).toBe(true);
    expect(read.get(sha256(html))!.gzip!.equals(gzipSync(html))).toBe(true);
    expect(read.get(sha256(image))).toEqual({ body: image, br: undefined, gzip: undefined });
  });

  it("is the body written even when the brotli variant does not hold it", async () => {
    const db = contentDb(t.db.kysely);
    const html = page("Careers");
    await storeFiles(
      db,
      [{ path: "/career.html", sha256: sha256(html), body: html, br: brotliCompressSync(page("Something else")) }],
      "2026-11-27T20:00:00.000Z",
    );
    expect((await readFiles(db, [sha256(html)])).get(sha256(html))!.body.equals(html)).toBe(true);
  });
});
