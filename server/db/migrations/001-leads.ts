// The first round's tables, one per form (newsletter, partner and loan
// enquiries, job applications with the resume inline); 002 moves their rows
// into submissions, and they stay only so that an old database upgrades.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";

export function migration(kind: DatabaseKind): Migration {
  const bytes = kind === "postgres" ? "bytea" : "blob";
  return {
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
  };
}
