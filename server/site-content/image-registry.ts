// Images uploaded from the console, as the renderer and the live site need
// them: their entries in the image manifest, and their files.
import type { Kysely } from "kysely";
import type { GenerationFile } from "./generations";
import type { ContentDatabase } from "./tables";

type UploadedImages = { entries: Record<string, unknown>; files: GenerationFile[] };

export async function uploadedImages(db: Kysely<ContentDatabase>): Promise<UploadedImages> {
  const rows = await db.selectFrom("siteImages").select(["name", "entry", "files"]).orderBy("name").execute();
  return {
    entries: Object.fromEntries(rows.map((r) => [r.name, JSON.parse(r.entry) as unknown])),
    files: rows.flatMap((r) => JSON.parse(r.files) as GenerationFile[]),
  };
}
