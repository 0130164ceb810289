// People's rights over their data (server/privacy/, docs/decisions/110-privacy-rights.md).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { addColumns, createIndexes, createTable } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Withdrawal of consent (when, and how it was asked), and a restriction kept instead of an erasure the law forbids.
      await addColumns(db, "submissions")`
        withdrawn_at text, withdrawn_how text, restricted_until text, restricted_reason text,
        -- The consent record: sha256 of the notice the person was shown beside the form (its language is lang).
        notice_sha256 text`;
      // Which message an outbox row carries when it is not the submission's own lead email or webhook.
      await addColumns(db, "outbox")`message text`;
      // The state of each privacy request; its submission (form "privacy-request") holds what the person asked.
      await createTable(db, "privacy_requests")`
        reference text primary key references submissions.reference, action text not null, status text not null,
        token_hash text not null unique, expires_at text not null, confirmed_at text, answer_by text,
        copy_token_hash text unique, copy_expires_at text, copy_used_at text,
        outcome text, done_at text, created_at text not null`;
      await createIndexes(db, "privacy_requests")`privacy_requests_status (status, created_at)`;
      // One row per day the retention purge ran: the first process to insert the day's row runs it, the others skip.
      await createTable(db, "retention_runs")`
        day text primary key, owner text not null, started_at text not null, finished_at text, counts text`;
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
