// The delivery outbox (server/delivery/): a submission's rows are written in its transaction.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndexes, createTable } from "./table-kit";

/** The outbox's columns after its submission's, as made here (migration 013 rebuilds the table with them on SQLite). */
export const OUTBOX_WORK = `
  channel text not null, status text not null,
  attempts integer not null default 0, next_attempt_at text not null, lease_owner text, lease_until text, last_error text,
  created_at text not null, delivered_at text`;

/** The worker's claim looks for due rows by status and time; purge and the CLI go by submission. */
export const OUTBOX_INDEXES = "outbox_status_next_attempt_at (status, next_attempt_at), outbox_submission_id (submission_id)";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "outbox")`id text primary key, submission_id text not null references submissions.id, ${OUTBOX_WORK}`;
      await createIndexes(db, "outbox")`${OUTBOX_INDEXES}`;
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("outbox").execute();
    },
  };
}
