// A generation is the whole site as rendered for one build at one content
// state: the path and sha256 of every page, content module and the sitemap
// (docs/decisions/130-live-site-content.md). Files are stored once by sha256,
// with the build's precompressed variants; a file identical to the build's
// own is not stored at all (every process has it in memory).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import type { RenderedFile } from "#shared/site-content";
import { asBuffer } from "./as-buffer";
import type { ContentDatabase } from "./tables";

export type GenerationFile = { path: string; sha256: string; lastmod?: string; build?: boolean };

export type Generation = { seq: number; files: GenerationFile[]; sections: Record<string, number> };

export async function storeFiles(tx: Kysely<ContentDatabase>, files: readonly RenderedFile[], at: string): Promise<void> {
  for (const f of files) {
    if (!f.body) continue;
    await tx
      .insertInto("siteFiles")
      .values({ sha256: f.sha256, body: f.body, br: f.br ?? null, gzip: f.gzip ?? null, createdAt: at })
      .onConflict((oc) => oc.column("sha256").doNothing())
      .execute();
  }
}

export const generationFiles = (files: readonly RenderedFile[]): GenerationFile[] =>
  files.map((f) => ({ path: f.path, sha256: f.sha256, ...(f.lastmod ? { lastmod: f.lastmod } : {}), ...(f.build ? { build: true } : {}) }));

/** The newest generation made live for a build. */
export async function latestGeneration(db: Kysely<ContentDatabase>, buildId: string): Promise<Generation | undefined> {
  const row = await db
    .selectFrom("siteGenerations")
    .select(["seq", "files", "sections"])
    .where("buildId", "=", buildId)
    .where("status", "=", "live")
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    seq: Number(row.seq),
    files: JSON.parse(row.files ?? "[]") as GenerationFile[],
    sections: JSON.parse(row.sections ?? "{}") as Record<string, number>,
  };
}

/** Just the newest live generation's number for a build: what every process polls. */
export async function latestGenerationSeq(db: Kysely<ContentDatabase>, buildId: string): Promise<number> {
  const row = await db
    .selectFrom("siteGenerations")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("buildId", "=", buildId)
    .where("status", "=", "live")
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

type StoredBytes = { body: Buffer; br?: Buffer; gzip?: Buffer };

const brotliDecompress = promisify(zlib.brotliDecompress);
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/**
 * The stored bytes of files by sha256. A file with a brotli variant is read without its raw body, which is then
 * decompressed from it off the event loop (and checked against its sha256): every process reads each published page
 * as it picks the publication up, and the raw body is most of its bytes (twice over in PostgreSQL's hex). Those
 * bytes, allocated and dropped while the process serves pages, brought on the full garbage collections that were
 * the home page's tail while publishing (`npm run bench:content`, docs/decisions/130-live-site-content.md).
 */
export async function readFiles(db: Kysely<ContentDatabase>, shas: readonly string[]): Promise<Map<string, StoredBytes>> {
  const out = new Map<string, StoredBytes>();
  for (let i = 0; i < shas.length; i += 200) {
    const rows = await db
      .selectFrom("siteFiles")
      .select(["sha256", "br", "gzip", (eb) => eb.case().when("br", "is", null).then(eb.ref("body")).end().as("body")])
      .where("sha256", "in", shas.slice(i, i + 200))
      .execute();
    const unpacked = await Promise.all(rows.map(async (r) => (r.body ? asBuffer(r.body) : await brotliDecompress(r.br!))));
    const wrong: string[] = [];
    rows.forEach((r, n) => {
      const body = unpacked[n]!;
      // A brotli variant that is not its body's (never written so, but bytes served must be the page's): read the body.
      if (!r.body && sha256(body) !== r.sha256) wrong.push(r.sha256);
      out.set(r.sha256, { body, br: r.br ? asBuffer(r.br) : undefined, gzip: r.gzip ? asBuffer(r.gzip) : undefined });
    });
    if (wrong.length === 0) continue;
    const bodies = await db.selectFrom("siteFiles").select(["sha256", "body"]).where("sha256", "in", wrong).execute();
    for (const r of bodies) out.set(r.sha256, { ...out.get(r.sha256)!, body: asBuffer(r.body) });
  }
  return out;
}
