// The staff console (docs/decisions/100-staff-sign-in-sessions-audit.md).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import { frozenSearchColumns } from "./frozen-lead-fields";
import { addColumns, createIndexes, createTable } from "./table-kit";
import { forEachSubmission } from "./submission-batches";

export function migration(kind: DatabaseKind): Migration {
  const bytes = kind === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      // The lead's work and its indexed contact copies live on the submission row itself: the
      // inbox filters and pages over one table, and a purge removes them with the submission.
      await addColumns(db, "submissions")`
        search_name text, search_email text, search_phone text,
        status text not null default 'new', assignee_id text, version integer not null default 0`;
      await backfillSearchColumns(db);
      await createIndexes(db, "submissions")`
        -- Keyset pages go newest first by (created_at, id), over all forms or one.
        submissions_created_at_id (created_at, id), submissions_form_created_at_id (form, created_at, id),
        submissions_status_created_at (status, created_at), submissions_assignee_created_at (assignee_id, created_at),
        submissions_search_email (search_email), submissions_search_phone (search_phone), submissions_search_name (search_name)`;

      await createTable(db, "staff_users")`
        id text primary key, email text not null unique, name text not null, roles text not null,
        disabled integer not null default 0, version integer not null default 0, created_at text not null, last_sign_in_at text`;
      await createTable(db, "staff_passkeys")`
        id text primary key, user_id text not null references staff_users.id,
        public_key ${bytes} not null, counter bigint not null, transports text not null, name text not null,
        created_at text not null, last_used_at text`;
      await createIndexes(db, "staff_passkeys")`staff_passkeys_user_id (user_id)`;
      await createTable(db, "staff_invitations")`
        token_hash text primary key, email text not null, name text not null, roles text not null,
        created_by text not null, created_at text not null, expires_at text not null, used_at text`;
      await createTable(db, "staff_challenges")`
        challenge text primary key, purpose text not null, user_id text, invitation_hash text, expires_at text not null`;
      await createIndexes(db, "staff_challenges")`staff_challenges_expires_at (expires_at)`;
      await createTable(db, "staff_sessions")`
        token_hash text primary key, user_id text not null references staff_users.id,
        created_at text not null, last_seen_at text not null, reauthenticated_at text`;
      await createIndexes(db, "staff_sessions")`staff_sessions_user_id (user_id)`;
      await createTable(db, "lead_notes")`
        id text primary key, submission_id text not null references submissions.id,
        author_id text not null references staff_users.id, text text not null, created_at text not null`;
      await createIndexes(db, "lead_notes")`lead_notes_submission_id (submission_id)`;
      await createTable(db, "staff_audit")`
        seq integer primary key, at text not null,
        actor text not null, action text not null, subject text not null, detail text not null, hash text not null`;
      await createIndexes(
        db,
        "staff_audit",
      )`staff_audit_subject_seq (subject, seq), staff_audit_actor_seq (actor, seq), staff_audit_at (at)`;
      await createTable(db, "staff_audit_head")`id integer primary key, seq integer not null, hash text not null`;
    },
  };
}

type Row = Record<string, unknown>;

/** Fills the staff inbox's search columns of the submissions stored before them, a batch at a time. */
async function backfillSearchColumns(db: Kysely<unknown>) {
  const q = db as unknown as Kysely<Record<string, Row>>;
  await forEachSubmission(db, { columns: ["id", "form", "fields"] }, async (r) => {
    const values = frozenSearchColumns(String(r.form), JSON.parse(String(r.fields)) as Record<string, string>);
    await q
      .updateTable("submissions")
      .set({ search_name: values.searchName, search_email: values.searchEmail, search_phone: values.searchPhone })
      .where("id", "=", r.id!)
      .execute();
  });
}
