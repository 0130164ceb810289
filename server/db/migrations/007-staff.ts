// The staff console (docs/decisions/100-staff-sign-in-sessions-audit.md).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import { frozenSearchColumns } from "./frozen-lead-fields";

export function migration(kind: DatabaseKind): Migration {
  const bytes = kind === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      // The lead's work and its indexed contact copies live on the submission row itself: the
      // inbox filters and pages over one table, and a purge removes them with the submission.
      await db.schema.alterTable("submissions").addColumn("search_name", "text").execute();
      await db.schema.alterTable("submissions").addColumn("search_email", "text").execute();
      await db.schema.alterTable("submissions").addColumn("search_phone", "text").execute();
      await db.schema
        .alterTable("submissions")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .execute();
      await db.schema.alterTable("submissions").addColumn("assignee_id", "text").execute();
      await db.schema
        .alterTable("submissions")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await backfillSearchColumns(db);
      // Keyset pages go newest first by (created_at, id), over all forms or one.
      await db.schema.createIndex("submissions_created_at_id").on("submissions").columns(["created_at", "id"]).execute();
      await db.schema.createIndex("submissions_form_created_at_id").on("submissions").columns(["form", "created_at", "id"]).execute();
      await db.schema.createIndex("submissions_status_created_at").on("submissions").columns(["status", "created_at"]).execute();
      await db.schema.createIndex("submissions_assignee_created_at").on("submissions").columns(["assignee_id", "created_at"]).execute();
      await db.schema.createIndex("submissions_search_email").on("submissions").column("search_email").execute();
      await db.schema.createIndex("submissions_search_phone").on("submissions").column("search_phone").execute();
      await db.schema.createIndex("submissions_search_name").on("submissions").column("search_name").execute();

      await db.schema
        .createTable("staff_users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("roles", "text", (c) => c.notNull())
        .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_sign_in_at", "text")
        .execute();
      await db.schema
        .createTable("staff_passkeys")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id"))
        .addColumn("public_key", bytes, (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull())
        .addColumn("transports", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_used_at", "text")
        .execute();
      await db.schema.createIndex("staff_passkeys_user_id").on("staff_passkeys").column("user_id").execute();
      await db.schema
        .createTable("staff_invitations")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("roles", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema
        .createTable("staff_challenges")
        .addColumn("challenge", "text", (c) => c.primaryKey())
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("user_id", "text")
        .addColumn("invitation_hash", "text")
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("staff_challenges_expires_at").on("staff_challenges").column("expires_at").execute();
      await db.schema
        .createTable("staff_sessions")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .addColumn("reauthenticated_at", "text")
        .execute();
      await db.schema.createIndex("staff_sessions_user_id").on("staff_sessions").column("user_id").execute();
      await db.schema
        .createTable("lead_notes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id"))
        .addColumn("author_id", "text", (c) => c.notNull().references("staff_users.id"))
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_notes_submission_id").on("lead_notes").column("submission_id").execute();
      await db.schema
        .createTable("staff_audit")
        .addColumn("seq", "integer", (c) => c.primaryKey())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .addColumn("hash", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("staff_audit_subject_seq").on("staff_audit").columns(["subject", "seq"]).execute();
      await db.schema.createIndex("staff_audit_actor_seq").on("staff_audit").columns(["actor", "seq"]).execute();
      await db.schema.createIndex("staff_audit_at").on("staff_audit").column("at").execute();
      await db.schema
        .createTable("staff_audit_head")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("hash", "text", (c) => c.notNull())
        .execute();
    },
  };
}

type Row = Record<string, unknown>;

/** Fills the staff inbox's search columns of the submissions stored before them, a batch at a time. */
async function backfillSearchColumns(db: Kysely<unknown>) {
  const q = db as unknown as Kysely<Record<string, Row>>;
  let after = "";
  for (;;) {
    const rows = await q
      .selectFrom("submissions")
      .select(["id", "form", "fields"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    if (rows.length === 0) return;
    for (const r of rows) {
      const values = frozenSearchColumns(String(r.form), JSON.parse(String(r.fields)) as Record<string, string>);
      await q
        .updateTable("submissions")
        .set({ search_name: values.searchName, search_email: values.searchEmail, search_phone: values.searchPhone })
        .where("id", "=", r.id!)
        .execute();
    }
    after = String(rows.at(-1)!.id);
  }
}
