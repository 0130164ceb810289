// Internal notes and an assignee on a privacy request (issue 31). The notes
// live on the request's row (a JSON list), so they go with it when the
// request is purged or its person erased, with no table to forget.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("privacy_requests").addColumn("notes", "text").execute();
      await db.schema.alterTable("privacy_requests").addColumn("assignee_id", "text").execute();
    },
  };
}
