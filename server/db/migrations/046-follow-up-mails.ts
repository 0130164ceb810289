// The morning email of follow-ups due (server/staff-mail/follow-up-mail.ts):
// one row per person and India day, whose key is the claim. Every server
// process runs the job; the insert that finds the (day, user) taken does
// nothing, so a person gets one email a day however many processes share the
// database. The row is also what the staff-email outbox row sends (its id).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("follow_up_mails")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addUniqueConstraint("follow_up_mails_day_user", ["day", "user_id"])
        .execute();
    },
  };
}
