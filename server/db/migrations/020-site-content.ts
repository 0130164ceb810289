// The site's content edited from the console (docs/decisions/130-live-site-content.md):
// versions of each section, the content state every process serves, the
// rendered generations of the site per build, their files (content-addressed,
// with their precompressed variants), uploaded images and previews.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import { createIndexes, createTable } from "./table-kit";

export function migration(kind: DatabaseKind): Migration {
  const bytes = kind === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "site_content_versions")`
        id text primary key, section text not null,
        -- Its number once published (1, 2, ...): the section's history.
        number integer,
        value text not null,
        -- sha256 of git's value of the section when the version was started (a deploy may change git's since).
        git_hash text not null,
        status text not null, restores integer, editors text not null,
        created_by text not null, created_at text not null, updated_at text not null,
        submitted_by text, submitted_at text, approved_by text, approved_at text, rejected_by text, rejected_reason text,
        publish_at text, published_by text, published_at text, problems text`;
      await db.schema
        .createIndex("site_content_versions_number")
        .unique()
        .on("site_content_versions")
        .columns(["section", "number"])
        .execute();
      // One open change per section (draft, awaiting approval, scheduled, being published, failed).
      await db.schema
        .createIndex("site_content_versions_open")
        .unique()
        .on("site_content_versions")
        .column("section")
        .where(sql<boolean>`status in ('draft', 'awaiting-approval', 'scheduled', 'publishing', 'failed')`)
        .execute();
      await createIndexes(db, "site_content_versions")`site_content_versions_status (status, publish_at)`;
      await createTable(db, "site_content_state")`id integer primary key, seq integer not null, changed_at text not null`;
      await createTable(db, "site_generations")`
        build_id text not null, seq integer not null, status text not null, claimed_at text not null, created_at text,
        -- JSON: [{ path, sha256, lastmod? }] and { section: number } of the versions it shows.
        files text, sections text,
        problems text,
        constraint site_generations_pk primary key (build_id, seq)`;
      await createTable(db, "site_files")`
        sha256 text primary key, body ${bytes} not null, br ${bytes}, gzip ${bytes}, created_at text not null`;
      await createTable(db, "site_images")`
        name text primary key, usage text not null,
        -- JSON: the image manifest's entry ([width, height, key, widths, social]) and [{ path, sha256 }].
        entry text not null, files text not null,
        alt text not null, uploaded_by text not null, created_at text not null`;
      await createTable(db, "site_previews")`
        token_hash text primary key, version_id text not null, files text not null,
        created_by text not null, created_at text not null, expires_at text not null`;
    },
    async down(db: Kysely<unknown>) {
      for (const t of ["site_previews", "site_images", "site_files", "site_generations", "site_content_state", "site_content_versions"]) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
