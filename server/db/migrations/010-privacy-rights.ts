// People's rights over their data (server/privacy/, docs/decisions/110-privacy-rights.md).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Withdrawal of consent (when, and how it was asked), and a restriction kept instead of an erasure the law forbids.
      await db.schema.alterTable("submissions").addColumn("withdrawn_at", "text").execute();
      await db.schema.alterTable("submissions").addColumn("withdrawn_how", "text").execute();
      await db.schema.alterTable("submissions").addColumn("restricted_until", "text").execute();
      await db.schema.alterTable("submissions").addColumn("restricted_reason", "text").execute();
      // The consent record: sha256 of the notice the person was shown beside the form (its language is `lang`).
      await db.schema.alterTable("submissions").addColumn("notice_sha256", "text").execute();
      // Which message an outbox row carries when it is not the submission's own lead email or webhook.
      await db.schema.alterTable("outbox").addColumn("message", "text").execute();
      // The state of each privacy request; its submission (form "privacy-request") holds what the person asked.
      await db.schema
        .createTable("privacy_requests")
        .addColumn("reference", "text", (c) => c.primaryKey().references("submissions.reference"))
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("confirmed_at", "text")
        .addColumn("answer_by", "text")
        .addColumn("copy_token_hash", "text", (c) => c.unique())
        .addColumn("copy_expires_at", "text")
        .addColumn("copy_used_at", "text")
        .addColumn("outcome", "text")
        .addColumn("done_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("privacy_requests_status").on("privacy_requests").columns(["status", "created_at"]).execute();
      // One row per day the retention purge ran: the first process to insert the day's row runs it, the others skip.
      await db.schema
        .createTable("retention_runs")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("owner", "text", (c) => c.notNull())
        .addColumn("started_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text")
        .addColumn("counts", "text")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("retention_runs").execute();
      await db.schema.dropTable("privacy_requests").execute();
      await db.schema.alterTable("outbox").dropColumn("message").execute();
      for (const column of ["notice_sha256", "restricted_reason", "restricted_until", "withdrawn_how", "withdrawn_at"]) {
        await db.schema.alterTable("submissions").dropColumn(column).execute();
      }
    },
  };
}
