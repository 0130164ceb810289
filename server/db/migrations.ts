// Migrations live in code (not files read at run time), so the bundled server
// carries them. Each one must work on SQLite and PostgreSQL alike.
import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { DatabaseKind } from "./database";

function migrations(kind: DatabaseKind): Record<string, Migration> {
  const bytes = kind === "postgres" ? "bytea" : "blob";
  return {
    "001_leads": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("newsletter_subscriptions")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("partner_enquiries")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("company", "text", (c) => c.notNull())
          .addColumn("loan_amount", "text")
          .addColumn("purpose", "text")
          .addColumn("message", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("job_applications")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("job_id", "text", (c) => c.notNull())
          .addColumn("first_name", "text", (c) => c.notNull())
          .addColumn("last_name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("experience", "text", (c) => c.notNull())
          .addColumn("location", "text", (c) => c.notNull())
          .addColumn("company", "text", (c) => c.notNull())
          .addColumn("current_ctc", "text", (c) => c.notNull())
          .addColumn("expected_ctc", "text", (c) => c.notNull())
          .addColumn("notice_period", "text", (c) => c.notNull())
          .addColumn("cover_letter", "text", (c) => c.notNull())
          .addColumn("resume_file_name", "text", (c) => c.notNull())
          .addColumn("resume_type", "text", (c) => c.notNull())
          .addColumn("resume_size", "integer", (c) => c.notNull())
          .addColumn("resume_sha256", "text", (c) => c.notNull())
          .addColumn("resume", bytes, (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("loan_enquiries")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("mobile", "text", (c) => c.notNull())
          .addColumn("company", "text", (c) => c.notNull())
          .addColumn("product", "text", (c) => c.notNull())
          .addColumn("amount", "integer", (c) => c.notNull())
          .addColumn("city", "text", (c) => c.notNull())
          .addColumn("message", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        // Exports filter and purges delete by age.
        for (const table of ["newsletter_subscriptions", "partner_enquiries", "job_applications", "loan_enquiries"]) {
          await db.schema.createIndex(`${table}_created_at`).on(table).column("created_at").execute();
        }
      },
      async down(db: Kysely<unknown>) {
        for (const table of ["loan_enquiries", "job_applications", "partner_enquiries", "newsletter_subscriptions"]) {
          await db.schema.dropTable(table).execute();
        }
      },
    },
    // Issue 10: the key of the address hashes, request counters shared by
    // every process on one PostgreSQL, and the daily resume-byte totals
    // (server/limits/). Counters are used on PostgreSQL only; SQLite counts
    // in memory, but the table exists on both so the schema is one.
    "003_limits": {
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
    },
  };
}

/** Brings the schema up to date; throws (and the server does not start) if a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
