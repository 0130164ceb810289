// Complaint case work in the staff console (docs/decisions/090-grievance-and-disclosures.md).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { addColumns, createIndexes, createTable } from "./table-kit";

type Row = Record<string, unknown>;

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Copies of the category and language (the queue filters on them without parsing every submission),
      // the officer assigned, a version for concurrent edits, a rejection awaiting its second officer,
      // the moment it was disposed of (the report's day) and the escalation's "sent" marker.
      await addColumns(db, "complaints")`
        category text, lang text, assignee_id text,
        rejection_proposed_by text, rejection_proposed_at text, rejection_note text,
        disposed_at text, disposed_as text, escalated_at text,
        version integer not null default 0`;
      await addColumns(db, "complaint_history")`actor text`;
      const q = db as unknown as Kysely<Record<string, Row>>;
      for (const r of await q.selectFrom("submissions").select(["reference", "lang", "fields"]).where("form", "=", "complaint").execute()) {
        const fields = JSON.parse(String(r.fields)) as Row;
        await q
          .updateTable("complaints")
          .set({ category: String(fields.category ?? "other"), lang: String(r.lang) })
          .where("reference", "=", r.reference)
          .execute();
      }
      await createIndexes(db, "complaints")`
        complaints_status_answer_by (status, answer_by), complaints_created_at (created_at), complaints_disposed_at (disposed_at)`;
      await createTable(db, "complaint_notes")`
        id text primary key, reference text not null references complaints.reference,
        author_id text not null references staff_users.id, text text not null, created_at text not null`;
      await createIndexes(db, "complaint_notes")`complaint_notes_reference (reference)`;
      // Only the sha256 of a private tracking link's token: a copy of the database opens no complaint.
      await createTable(db, "complaint_tracking_tokens")`
        token_hash text primary key, reference text not null references complaints.reference, created_at text not null`;
      await createIndexes(db, "complaint_tracking_tokens")`complaint_tracking_tokens_reference (reference)`;
      // What an outbox row of the complaint-email channel says (acknowledgement, update, escalation).
      await createTable(db, "complaint_mail")`
        id text primary key, kind text not null, reference text not null, history_id text, digest_day text, created_at text not null`;
      await createIndexes(db, "complaint_mail")`complaint_mail_reference (reference)`;
      // The Ombudsman's figures for a period, entered by staff.
      await createTable(db, "complaint_ombudsman")`
        period_from text not null, period_to text not null, figures text not null, updated_by text not null, updated_at text not null,
        constraint complaint_ombudsman_pk primary key (period_from, period_to)`;
      // One row per day the grievance team's digest went out: the unique key makes it once across processes.
      await createTable(db, "complaint_digests")`day text primary key, created_at text not null`;
    },
  };
}
