// The delivery outbox (server/delivery/): a submission's rows are written in its transaction.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id"))
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("lease_owner", "text")
        .addColumn("lease_until", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("delivered_at", "text")
        .execute();
      // The worker's claim looks for due rows by status and time; purge and the CLI go by submission.
      await db.schema.createIndex("outbox_status_next_attempt_at").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_submission_id").on("outbox").column("submission_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("outbox").execute();
    },
  };
}
