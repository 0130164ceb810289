// Complaints (docs/decisions/090-grievance-and-disclosures.md): each one's
// status and its history of changes, beside the submission that filed it.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The current state of each complaint, one row per complaint submission.
      await db.schema
        .createTable("complaints")
        .addColumn("reference", "text", (c) => c.primaryKey().references("submissions.reference"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("answer_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      // Every change of status, with the note the complainant is shown (if any); never updated, only added to.
      await db.schema
        .createTable("complaint_history")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("reference", "text", (c) => c.notNull().references("complaints.reference"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("public_note", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("complaint_history_reference_created_at")
        .on("complaint_history")
        .columns(["reference", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("complaint_history").execute();
      await db.schema.dropTable("complaints").execute();
    },
  };
}
