// Staff accounts that nobody else can take over (docs/decisions/102-staff-accounts-invitations-recovery.md):
// invitations with an id (listed, revoked), recoveries approved by a second
// administrator, the passkey each session was opened with, and the staff's
// own emails (invitations, recovery links, audit checkpoints) as outbox rows
// of their own channel, which belong to no submission.
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import { OUTBOX_INDEXES, OUTBOX_WORK } from "./004-outbox";
import { addColumns, createIndexes, createTable } from "./table-kit";

type Row = Record<string, unknown>;

export function migration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const q = db as Kysely<Record<string, Row>>;
      await addColumns(db, "staff_invitations")`id text, revoked_at text, revoked_by text`;
      for (const r of await q.selectFrom("staff_invitations").select("token_hash").execute())
        await q.updateTable("staff_invitations").set({ id: randomUUID() }).where("token_hash", "=", r.token_hash!).execute();
      await createIndexes(db, "staff_invitations")`unique staff_invitations_id (id), staff_invitations_email (email)`;

      await createTable(db, "staff_recoveries")`
        id text primary key, user_id text not null references staff_users.id,
        started_by text not null, started_at text not null, approved_by text, approved_at text,
        token_hash text unique, expires_at text not null, completed_at text, cancelled_at text, cancelled_by text`;
      await createIndexes(db, "staff_recoveries")`staff_recoveries_user_id (user_id)`;

      await db.schema.alterTable("staff_sessions").addColumn("passkey_id", "text").execute();

      await createTable(db, "staff_mail")`id text primary key, kind text not null, subject_id text not null, created_at text not null`;
      await outboxWithoutSubject(db, kind);
    },
  };
}

/** outbox.submission_id may be null (a staff email belongs to no submission). SQLite cannot drop NOT NULL: the table is rebuilt. */
async function outboxWithoutSubject(db: Kysely<unknown>, kind: DatabaseKind) {
  if (kind === "postgres") {
    await sql`alter table outbox alter column submission_id drop not null`.execute(db);
    return;
  }
  // The columns 004 made, submission_id now nullable, and the message column 010 added.
  await createTable(db, "outbox_next")`id text primary key, submission_id text references submissions.id, ${OUTBOX_WORK}, message text`;
  const columns = sql.raw(
    "id, submission_id, channel, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, created_at, delivered_at, message",
  );
  await sql`insert into outbox_next (${columns}) select ${columns} from outbox`.execute(db);
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
  await createIndexes(db, "outbox")`${OUTBOX_INDEXES}`;
}
