// docs/decisions/030-hostile-input.md: the key of the address hashes, request counters shared by
// every process on one PostgreSQL, and the daily resume-byte totals
// (server/limits/). Counters are used on PostgreSQL only; SQLite counts
// in memory, but the table exists on both so the schema is one.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("limits_secret")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("secret", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("rate_counters")
        .addColumn("bucket", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("window_start", "bigint", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("rate_counters_pk", ["bucket", "key", "window_start"])
        .execute();
      await db.schema.createIndex("rate_counters_expires_at").on("rate_counters").column("expires_at").execute();
      await db.schema
        .createTable("upload_quota")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("bytes", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("upload_quota_pk", ["day", "key"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["upload_quota", "rate_counters", "limits_secret"]) await db.schema.dropTable(table).execute();
    },
  };
}
