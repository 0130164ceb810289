// A generation is the whole site as rendered for one build at one content
// state: the path and sha256 of every page, content module and the sitemap
// (docs/decisions/130-live-site-content.md). Files are stored once by sha256,
// with the build's precompressed variants; a file identical to the build's
// own is not stored at all (every process has it in memory).
import type { Kysely } from "kysely";
import type { RenderedFile } from "#shared/site-content";
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

export async function readFiles(db: Kysely<ContentDatabase>, shas: readonly string[]): Promise<Map<string, StoredBytes>> {
  const out = new Map<string, StoredBytes>();
  for (let i = 0; i < shas.length; i += 200) {
    const rows = await db
      .selectFrom("siteFiles")
      .select(["sha256", "body", "br", "gzip"])
      .where("sha256", "in", shas.slice(i, i + 200))
      .execute();
    for (const r of rows) {
      out.set(r.sha256, {
        body: Buffer.from(r.body),
        br: r.br ? Buffer.from(r.br) : undefined,
        gzip: r.gzip ? Buffer.from(r.gzip) : undefined,
      });
    }
  }
  return out;
}
