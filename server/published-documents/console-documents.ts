// The console's list of published documents: every document with every
// version, each version with the name of the person who uploaded it and what
// changed (issue 31: "By" shows a name, not an email).
import type { Kysely } from "kysely";
import type { Database, PublishedDocumentTable } from "../db/schema";

type DocumentWithVersions = Omit<
  PublishedDocumentTable,
  "folder" | "currentVersion" | "withdrawalRequestedBy" | "withdrawalRequestedAt" | "withdrawalCategory" | "withdrawalReason"
> & {
  withdrawalRequestedBy: string | null;
  withdrawalRequestedAt: string | null;
  withdrawalCategory: string | null;
  withdrawalReason: string | null;
  folder: string[];
  currentVersion: number;
  versions: {
    version: number;
    sha256: string;
    size: number;
    uploadedBy: string;
    /** The person's name (their email when the account is gone). */
    uploadedByName: string;
    liveFrom: string;
    liveUntil: string | null;
    note: string | null;
    sourceName: string | null;
  }[];
};

/** Every published document, newest first, with every version (for the console). */
export async function allDocuments(db: Kysely<Database>): Promise<DocumentWithVersions[]> {
  const docs = await db.selectFrom("publishedDocuments").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
  const versions = await db
    .selectFrom("publishedDocumentVersions as v")
    .leftJoin("staffUsers as u", "u.email", "v.uploadedBy")
    .select([
      "v.documentId",
      "v.version",
      "v.sha256",
      "v.size",
      "v.uploadedBy",
      "v.liveFrom",
      "v.liveUntil",
      "v.note",
      "v.sourceName",
      "u.name",
    ])
    .orderBy("v.version")
    .execute();
  return docs.map((d) => ({
    ...d,
    folder: JSON.parse(d.folder) as string[],
    currentVersion: Number(d.currentVersion),
    withdrawalRequestedBy: d.withdrawalRequestedBy ?? null,
    withdrawalRequestedAt: d.withdrawalRequestedAt ?? null,
    withdrawalCategory: d.withdrawalCategory ?? null,
    withdrawalReason: d.withdrawalReason ?? null,
    versions: versions
      .filter((v) => v.documentId === d.id)
      .map((v) => ({
        version: Number(v.version),
        sha256: v.sha256,
        size: Number(v.size),
        uploadedBy: v.uploadedBy,
        uploadedByName: v.name ?? v.uploadedBy,
        liveFrom: v.liveFrom,
        liveUntil: v.liveUntil,
        note: v.note,
        sourceName: v.sourceName,
      })),
  }));
}

/** The live (or last) version's file of a document, for the replacement's side-by-side check. */
export async function currentFile(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom("publishedDocuments as d")
    .innerJoin("publishedDocumentVersions as v", (j) => j.onRef("v.documentId", "=", "d.id").onRef("v.version", "=", "d.currentVersion"))
    .innerJoin("storedFiles as f", "f.sha256", "v.sha256")
    .select(["d.fileName", "d.withdrawnAt", "f.size", "f.bytes"])
    .where("d.id", "=", id)
    .executeTakeFirst();
  return row && { fileName: row.fileName, withdrawn: row.withdrawnAt !== null, size: Number(row.size), bytes: row.bytes };
}
