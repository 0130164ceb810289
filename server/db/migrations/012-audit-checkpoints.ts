// Signed checkpoints of the audit trail (server/audit/checkpoints.ts,
// docs/decisions/104-keys-outside-the-database.md): each names the row count
// and the head hash at a moment, signed with a key outside the database. The
// daily one is claimed by its India day (unique), so one process makes it.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndexes, createTable } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "audit_checkpoints")`
        id text primary key, day text unique, rows integer not null, head text not null, at text not null,
        key_id text not null, signature text not null, made_by text not null`;
      await createIndexes(db, "audit_checkpoints")`audit_checkpoints_at (at)`;
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("audit_checkpoints").execute();
    },
  };
}
