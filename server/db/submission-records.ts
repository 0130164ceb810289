// A stored submission as the server reads it back: the row of the submissions table with its fields parsed. Here,
// below the features, because the delivery outbox loads the submissions it sends without knowing any feature
// (the features register their email kinds, server/delivery/email-kinds.ts), and every feature reads them the same way.
import type { Kysely, Selectable } from "kysely";
import type { Database } from "./schema";

export type SubmissionRecord = {
  id: string;
  reference: string;
  form: string;
  lang: string;
  fields: Record<string, string | number>;
  createdAt: string;
  file: { sha256: string; name: string; type: string; size: number } | null;
  /** When consent was withdrawn (a newsletter sign-up), if it was. */
  withdrawnAt?: string | undefined;
};

export function toRecord(row: Selectable<Database["submissions"]>): SubmissionRecord {
  return {
    id: row.id,
    reference: row.reference,
    form: row.form,
    lang: row.lang,
    fields: JSON.parse(row.fields) as Record<string, string | number>,
    createdAt: row.createdAt,
    file: row.fileSha256 ? { sha256: row.fileSha256, name: row.fileName ?? "", type: row.fileType ?? "", size: row.fileSize ?? 0 } : null,
    ...(row.withdrawnAt ? { withdrawnAt: row.withdrawnAt } : {}),
  };
}

/** Submissions by id, in one query (the delivery worker's batch). */
export async function findSubmissionsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, SubmissionRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("submissions").selectAll().where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, toRecord(r)]));
}
