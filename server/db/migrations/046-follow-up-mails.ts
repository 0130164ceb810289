// The morning email of follow-ups due (server/staff-mail/follow-up-mail.ts):
// one row per person and India day, whose key is the claim. Every server
// process runs the job; the insert that finds the (day, user) taken does
// nothing, so a person gets one email a day however many processes share the
// database. The row is also what the staff-email outbox row sends (its id).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createTable } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "follow_up_mails")`
        id text primary key, day text not null, user_id text not null references staff_users.id, created_at text not null,
        constraint follow_up_mails_day_user unique (day, user_id)`;
    },
  };
}
