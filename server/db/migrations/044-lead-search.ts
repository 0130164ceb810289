// Search that finds any part of a name, company, city, email, phone or
// reference (issue 29), through each database's own text index over
// submissions.search_text (search-columns.ts), kept in the same transaction
// as the row:
// - SQLite: an FTS5 table with the trigram tokenizer (any three characters,
//   Devanagari included), kept in step by triggers. Its own rowid is kept on
//   the submission (search_rowid): a submission's implicit rowid may change
//   at VACUUM (server/db/forget.ts), the FTS table's may not.
// - PostgreSQL: pg_trgm's GIN index, which serves LIKE '%...%'.
// Erasure deletes the submission, and the trigger (or the index) its entry.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import { frozenSearchColumns } from "./frozen-lead-fields";
import { forEachSubmission } from "./submission-batches";

type Row = Record<string, unknown>;

async function sqliteIndex(db: Kysely<unknown>) {
  await db.schema.alterTable("submissions").addColumn("search_rowid", "integer").execute();
  await sql`create virtual table lead_search using fts5(submission_id unindexed, body, tokenize = 'trigram')`.execute(db);
  await sql`create trigger lead_search_insert after insert on submissions when new.search_text is not null begin
      insert into lead_search (submission_id, body) values (new.id, new.search_text);
      update submissions set search_rowid = last_insert_rowid() where id = new.id;
    end`.execute(db);
  await sql`create trigger lead_search_update after update of search_text on submissions begin
      delete from lead_search where rowid = old.search_rowid;
      insert into lead_search (submission_id, body) select new.id, new.search_text where new.search_text is not null;
      update submissions set search_rowid = case when new.search_text is null then null else last_insert_rowid() end
        where id = new.id;
    end`.execute(db);
  await sql`create trigger lead_search_delete after delete on submissions begin
      delete from lead_search where rowid = old.search_rowid;
    end`.execute(db);
}

/** The rows stored before: their search text, a batch at a time (on SQLite the trigger indexes each). */
async function backfill(db: Kysely<unknown>) {
  const q = db as unknown as Kysely<Record<string, Row>>;
  await forEachSubmission(db, { columns: ["id", "reference", "form", "fields", "restricted_until as restricted"] }, async (r) => {
    if (r.restricted) return;
    const fields = JSON.parse(String(r.fields)) as Record<string, string>;
    const { searchText } = frozenSearchColumns(String(r.form), fields, String(r.reference));
    await q.updateTable("submissions").set({ search_text: searchText }).where("id", "=", r.id!).execute();
  });
}

export function migration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("search_text", "text").execute();
      if (kind === "sqlite") await sqliteIndex(db);
      await backfill(db);
      if (kind === "postgres") {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index submissions_search_text_trgm on submissions using gin (search_text gin_trgm_ops)`.execute(db);
      }
    },
  };
}
