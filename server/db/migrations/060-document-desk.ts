// The secretary's desk (issue 31): a Hindi title for the Hindi library and
// feed, and for each version the incoming file's own name and the required
// "what changed" note that the version history and the update alert show.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("published_documents").addColumn("title_hi", "text").execute();
      await db.schema.alterTable("published_document_versions").addColumn("note", "text").execute();
      await db.schema.alterTable("published_document_versions").addColumn("source_name", "text").execute();
    },
  };
}
