// Staff accounts that nobody else can take over (docs/decisions/102-staff-accounts-invitations-recovery.md):
// invitations with an id (listed, revoked), recoveries approved by a second
// administrator, the passkey each session was opened with, and the staff's
// own emails (invitations, recovery links, audit checkpoints) as outbox rows
// of their own channel, which belong to no submission.
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";

type Row = Record<string, unknown>;

export function migration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const q = db as Kysely<Record<string, Row>>;
      await db.schema.alterTable("staff_invitations").addColumn("id", "text").execute();
      await db.schema.alterTable("staff_invitations").addColumn("revoked_at", "text").execute();
      await db.schema.alterTable("staff_invitations").addColumn("revoked_by", "text").execute();
      for (const r of await q.selectFrom("staff_invitations").select("token_hash").execute())
        await q.updateTable("staff_invitations").set({ id: randomUUID() }).where("token_hash", "=", r.token_hash!).execute();
      await db.schema.createIndex("staff_invitations_id").on("staff_invitations").column("id").unique().execute();
      await db.schema.createIndex("staff_invitations_email").on("staff_invitations").column("email").execute();

      await db.schema
        .createTable("staff_recoveries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id"))
        .addColumn("started_by", "text", (c) => c.notNull())
        .addColumn("started_at", "text", (c) => c.notNull())
        .addColumn("approved_by", "text")
        .addColumn("approved_at", "text")
        .addColumn("token_hash", "text", (c) => c.unique())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("completed_at", "text")
        .addColumn("cancelled_at", "text")
        .addColumn("cancelled_by", "text")
        .execute();
      await db.schema.createIndex("staff_recoveries_user_id").on("staff_recoveries").column("user_id").execute();

      await db.schema.alterTable("staff_sessions").addColumn("passkey_id", "text").execute();

      await db.schema
        .createTable("staff_mail")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("subject_id", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
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
  await db.schema
    .createTable("outbox_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("submission_id", "text", (c) => c.references("submissions.id"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .addColumn("message", "text")
    .execute();
  const columns = sql.raw(
    "id, submission_id, channel, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, created_at, delivered_at, message",
  );
  await sql`insert into outbox_next (${columns}) select ${columns} from outbox`.execute(db);
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
  await db.schema.createIndex("outbox_status_next_attempt_at").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_submission_id").on("outbox").column("submission_id").execute();
}
