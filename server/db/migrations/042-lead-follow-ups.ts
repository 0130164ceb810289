// A lead's follow-up: the day (YYYY-MM-DD, in India) someone means to come
// back to it, and a note of what for. The "Follow-up due" view lists the
// leads whose day has come, through the index on that day.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { addColumns, createIndexes } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "submissions")`follow_up_on text, follow_up_note text`;
      await createIndexes(db, "submissions")`submissions_follow_up_on (follow_up_on, created_at)`;
    },
  };
}
