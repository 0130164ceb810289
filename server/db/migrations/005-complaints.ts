// Complaints (docs/decisions/090-grievance-and-disclosures.md): each one's
// status and its history of changes, beside the submission that filed it.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndexes, createTable } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The current state of each complaint, one row per complaint submission.
      await createTable(db, "complaints")`
        reference text primary key references submissions.reference,
        status text not null, answer_by text not null, created_at text not null, updated_at text not null`;
      // Every change of status, with the note the complainant is shown (if any); never updated, only added to.
      await createTable(db, "complaint_history")`
        id text primary key, reference text not null references complaints.reference,
        status text not null, public_note text, created_at text not null`;
      await createIndexes(db, "complaint_history")`complaint_history_reference_created_at (reference, created_at)`;
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("complaint_history").execute();
      await db.schema.dropTable("complaints").execute();
    },
  };
}
