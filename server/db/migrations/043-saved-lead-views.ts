// A person's own views of the lead list: a name and the filters (the list's
// address query), shown beside the ready-made views with their counts. And
// interview feedback on a job application: one 1-5 rating and note per
// interviewer (a second one replaces the first).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("saved_lead_views")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("search", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("saved_lead_views_user").on("saved_lead_views").columns(["user_id", "created_at"]).execute();
      await db.schema
        .createTable("lead_ratings")
        .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id"))
        .addColumn("author_id", "text", (c) => c.notNull().references("staff_users.id"))
        .addColumn("rating", "integer", (c) => c.notNull())
        .addColumn("feedback", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("lead_ratings_pk", ["submission_id", "author_id"])
        .execute();
    },
  };
}
