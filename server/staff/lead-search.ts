// "Any part of" a lead's name, company, city, email, phone or reference, as
// each database's text index serves it (migration 044): FTS5's trigram
// tokenizer on SQLite, pg_trgm's GIN index on PostgreSQL. Both need three
// characters; shorter searches match the start of a name (lead-list.ts).
import { type Expression, type SqlBool, sql } from "kysely";
import type { DatabaseKind } from "../db/database";

/** `term`, lower-cased, anywhere in the lead's search text. */
export function textMatch(kind: DatabaseKind, term: string): Expression<SqlBool> {
  if (kind === "postgres") {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql<SqlBool>`submissions.search_text like ${pattern}`;
  }
  // One FTS5 phrase: the text in double quotes, its own quotes doubled, so no character is query syntax.
  const phrase = `"${term.replace(/"/g, '""')}"`;
  return sql<SqlBool>`submissions.id in (select submission_id from lead_search where lead_search match ${phrase})`;
}
