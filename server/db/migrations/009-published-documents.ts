// Documents published from the console (docs/decisions/111-published-documents.md).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndexes, createTable } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "published_documents")`
        id text primary key, folder text not null, file_name text not null, url text not null unique,
        title text not null, disclosure_date text not null, publish_at text not null, withdrawn_at text, withdrawn_reason text,
        current_version integer not null, created_by text not null, created_at text not null`;
      await createIndexes(db, "published_documents")`published_documents_publish_at (publish_at)`;
      await createTable(db, "published_document_versions")`
        document_id text not null references published_documents.id, version integer not null,
        sha256 text not null references stored_files.sha256, size integer not null,
        uploaded_by text not null, live_from text not null, live_until text,
        -- The PDF's text, extracted once at upload, for search inside documents ('' for a scan without text).
        text text not null default '',
        constraint published_document_versions_pk primary key (document_id, version)`;
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("published_document_versions").execute();
      await db.schema.dropTable("published_documents").execute();
    },
  };
}
