// Decision 030: an idempotency key is bound to its form and a hash of what was
// submitted (a reuse with another body is refused, not answered with the
// first submission's reference), and expired keys are deleted as new ones
// are stored, which the created_at index keeps cheap.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("idempotency_keys").addColumn("body_hash", "text").execute();
      await db.schema.createIndex("idempotency_keys_created_at").on("idempotency_keys").column("created_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("idempotency_keys_created_at").execute();
      await db.schema.alterTable("idempotency_keys").dropColumn("body_hash").execute();
    },
  };
}
