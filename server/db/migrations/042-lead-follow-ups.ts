// A lead's follow-up: the day (YYYY-MM-DD, in India) someone means to come
// back to it, and a note of what for. The "Follow-up due" view lists the
// leads whose day has come, through the index on that day.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("follow_up_on", "text").execute();
      await db.schema.alterTable("submissions").addColumn("follow_up_note", "text").execute();
      await db.schema.createIndex("submissions_follow_up_on").on("submissions").columns(["follow_up_on", "created_at"]).execute();
    },
  };
}
