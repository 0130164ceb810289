// A person's own views of the lead list: a name and the filters (the list's
// address query), shown beside the ready-made views with their counts. And
// interview feedback on a job application: one 1-5 rating and note per
// interviewer (a second one replaces the first).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndexes, createTable } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "saved_lead_views")`
        id text primary key, user_id text not null references staff_users.id,
        name text not null, search text not null, created_at text not null`;
      await createIndexes(db, "saved_lead_views")`saved_lead_views_user (user_id, created_at)`;
      await createTable(db, "lead_ratings")`
        submission_id text not null references submissions.id, author_id text not null references staff_users.id,
        rating integer not null, feedback text not null, created_at text not null,
        constraint lead_ratings_pk primary key (submission_id, author_id)`;
    },
  };
}
