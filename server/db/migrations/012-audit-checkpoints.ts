// Signed checkpoints of the audit trail (server/audit/checkpoints.ts,
// docs/decisions/104-keys-outside-the-database.md): each names the row count
// and the head hash at a moment, signed with a key outside the database. The
// daily one is claimed by its India day (unique), so one process makes it.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("audit_checkpoints")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("day", "text", (c) => c.unique())
        .addColumn("rows", "integer", (c) => c.notNull())
        .addColumn("head", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("key_id", "text", (c) => c.notNull())
        .addColumn("signature", "text", (c) => c.notNull())
        .addColumn("made_by", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("audit_checkpoints_at").on("audit_checkpoints").column("at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("audit_checkpoints").execute();
    },
  };
}
