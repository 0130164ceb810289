// A person's copy of their data (Digital Personal Data Protection Act 2023,
// section 11): every submission that carries their verified address, with the
// consent record of each and the files they sent, as one JSON file. Files are
// base64 inside it rather than a zip beside it: one download, no second
// format to build, and a resume is at most a few megabytes
// (docs/decisions/110-privacy-rights.md).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

type DataCopy = {
  email: string;
  generatedAt: string;
  submissions: {
    reference: string;
    form: string;
    submittedAt: string;
    fields: Record<string, string | number>;
    /** Which notice the person saw beside the form (sha256 of its words) and in which language. */
    consent: { noticeSha256: string | null; lang: string; withdrawnAt: string | null };
    file?: { name: string; type: string; size: number; base64: string };
  }[];
};

export async function buildDataCopy(db: Kysely<Database>, email: string, now: Date): Promise<DataCopy> {
  const rows = await db
    .selectFrom("submissions")
    .leftJoin("storedFiles", "storedFiles.sha256", "submissions.fileSha256")
    .select([
      "submissions.reference",
      "submissions.form",
      "submissions.lang",
      "submissions.fields",
      "submissions.createdAt",
      "submissions.noticeSha256",
      "submissions.withdrawnAt",
      "submissions.fileName",
      "submissions.fileType",
      "submissions.fileSize",
      "storedFiles.bytes",
    ])
    .where("submissions.searchEmail", "=", email)
    .orderBy("submissions.createdAt")
    .orderBy("submissions.reference")
    .execute();
  return {
    email,
    generatedAt: now.toISOString(),
    submissions: rows.map((r) => ({
      reference: r.reference,
      form: r.form,
      submittedAt: r.createdAt,
      fields: JSON.parse(r.fields) as Record<string, string | number>,
      consent: { noticeSha256: r.noticeSha256 ?? null, lang: r.lang, withdrawnAt: r.withdrawnAt ?? null },
      ...(r.bytes && r.fileName
        ? { file: { name: r.fileName, type: r.fileType ?? "", size: r.fileSize ?? 0, base64: Buffer.from(r.bytes).toString("base64") } }
        : {}),
    })),
  };
}
