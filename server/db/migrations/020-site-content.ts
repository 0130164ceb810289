// The site's content edited from the console (docs/decisions/130-live-site-content.md):
// versions of each section, the content state every process serves, the
// rendered generations of the site per build, their files (content-addressed,
// with their precompressed variants), uploaded images and previews.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";

export function migration(kind: DatabaseKind): Migration {
  const bytes = kind === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("site_content_versions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("section", "text", (c) => c.notNull())
        // Its number once published (1, 2, ...): the section's history.
        .addColumn("number", "integer")
        .addColumn("value", "text", (c) => c.notNull())
        // sha256 of git's value of the section when the version was started (a deploy may change git's since).
        .addColumn("git_hash", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("restores", "integer")
        .addColumn("editors", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("submitted_by", "text")
        .addColumn("submitted_at", "text")
        .addColumn("approved_by", "text")
        .addColumn("approved_at", "text")
        .addColumn("rejected_by", "text")
        .addColumn("rejected_reason", "text")
        .addColumn("publish_at", "text")
        .addColumn("published_by", "text")
        .addColumn("published_at", "text")
        .addColumn("problems", "text")
        .execute();
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
      await db.schema.createIndex("site_content_versions_status").on("site_content_versions").columns(["status", "publish_at"]).execute();
      await db.schema
        .createTable("site_content_state")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("changed_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("site_generations")
        .addColumn("build_id", "text", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("claimed_at", "text", (c) => c.notNull())
        .addColumn("created_at", "text")
        // JSON: [{ path, sha256, lastmod? }] and { section: number } of the versions it shows.
        .addColumn("files", "text")
        .addColumn("sections", "text")
        .addColumn("problems", "text")
        .addPrimaryKeyConstraint("site_generations_pk", ["build_id", "seq"])
        .execute();
      await db.schema
        .createTable("site_files")
        .addColumn("sha256", "text", (c) => c.primaryKey())
        .addColumn("body", bytes, (c) => c.notNull())
        .addColumn("br", bytes)
        .addColumn("gzip", bytes)
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("site_images")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("usage", "text", (c) => c.notNull())
        // JSON: the image manifest's entry ([width, height, key, widths, social]) and [{ path, sha256 }].
        .addColumn("entry", "text", (c) => c.notNull())
        .addColumn("files", "text", (c) => c.notNull())
        .addColumn("alt", "text", (c) => c.notNull())
        .addColumn("uploaded_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("site_previews")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("version_id", "text", (c) => c.notNull())
        .addColumn("files", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ["site_previews", "site_images", "site_files", "site_generations", "site_content_state", "site_content_versions"]) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
