// Documents published from the console (docs/decisions/111-published-documents.md).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("published_documents")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("folder", "text", (c) => c.notNull())
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("disclosure_date", "text", (c) => c.notNull())
        .addColumn("publish_at", "text", (c) => c.notNull())
        .addColumn("withdrawn_at", "text")
        .addColumn("withdrawn_reason", "text")
        .addColumn("current_version", "integer", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("published_documents_publish_at").on("published_documents").column("publish_at").execute();
      await db.schema
        .createTable("published_document_versions")
        .addColumn("document_id", "text", (c) => c.notNull().references("published_documents.id"))
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull().references("stored_files.sha256"))
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("uploaded_by", "text", (c) => c.notNull())
        .addColumn("live_from", "text", (c) => c.notNull())
        .addColumn("live_until", "text")
        // The PDF's text, extracted once at upload, for search inside documents ("" for a scan without text).
        .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
        .addPrimaryKeyConstraint("published_document_versions_pk", ["document_id", "version"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("published_document_versions").execute();
      await db.schema.dropTable("published_documents").execute();
    },
  };
}
