// Complaint case work in the staff console (docs/decisions/090-grievance-and-disclosures.md).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

type Row = Record<string, unknown>;

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Copies of the category and language (the queue filters on them without parsing every submission),
      // the officer assigned, a version for concurrent edits, a rejection awaiting its second officer,
      // the moment it was disposed of (the report's day) and the escalation's "sent" marker.
      for (const column of [
        "category",
        "lang",
        "assignee_id",
        "rejection_proposed_by",
        "rejection_proposed_at",
        "rejection_note",
        "disposed_at",
        "disposed_as",
        "escalated_at",
      ]) {
        await db.schema.alterTable("complaints").addColumn(column, "text").execute();
      }
      await db.schema
        .alterTable("complaints")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("complaint_history").addColumn("actor", "text").execute();
      const q = db as unknown as Kysely<Record<string, Row>>;
      for (const r of await q.selectFrom("submissions").select(["reference", "lang", "fields"]).where("form", "=", "complaint").execute()) {
        const fields = JSON.parse(String(r.fields)) as Row;
        await q
          .updateTable("complaints")
          .set({ category: String(fields.category ?? "other"), lang: String(r.lang) })
          .where("reference", "=", r.reference)
          .execute();
      }
      await db.schema.createIndex("complaints_status_answer_by").on("complaints").columns(["status", "answer_by"]).execute();
      await db.schema.createIndex("complaints_created_at").on("complaints").column("created_at").execute();
      await db.schema.createIndex("complaints_disposed_at").on("complaints").column("disposed_at").execute();
      await db.schema
        .createTable("complaint_notes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("reference", "text", (c) => c.notNull().references("complaints.reference"))
        .addColumn("author_id", "text", (c) => c.notNull().references("staff_users.id"))
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("complaint_notes_reference").on("complaint_notes").column("reference").execute();
      // Only the sha256 of a private tracking link's token: a copy of the database opens no complaint.
      await db.schema
        .createTable("complaint_tracking_tokens")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("reference", "text", (c) => c.notNull().references("complaints.reference"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("complaint_tracking_tokens_reference").on("complaint_tracking_tokens").column("reference").execute();
      // What an outbox row of the complaint-email channel says (acknowledgement, update, escalation).
      await db.schema
        .createTable("complaint_mail")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("reference", "text", (c) => c.notNull())
        .addColumn("history_id", "text")
        .addColumn("digest_day", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("complaint_mail_reference").on("complaint_mail").column("reference").execute();
      // The Ombudsman's figures for a period, entered by staff.
      await db.schema
        .createTable("complaint_ombudsman")
        .addColumn("period_from", "text", (c) => c.notNull())
        .addColumn("period_to", "text", (c) => c.notNull())
        .addColumn("figures", "text", (c) => c.notNull())
        .addColumn("updated_by", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("complaint_ombudsman_pk", ["period_from", "period_to"])
        .execute();
      // One row per day the grievance team's digest went out: the unique key makes it once across processes.
      await db.schema
        .createTable("complaint_digests")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
