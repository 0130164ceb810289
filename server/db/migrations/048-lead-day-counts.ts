// The two view counts lead_counts cannot hold (migration 047), because they
// depend on the day: "New today" (received since midnight in India) and
// "Follow-up due" (a follow-up day up to today). Each is counted from an index
// that holds the form and status beside the day, for the workable leads only,
// so the count reads the index alone rather than every matching lead's row:
// at a million leads the follow-up count read 28,000 table pages in 730 ms on
// PostgreSQL (docs/quality.md#staff-inbox-at-1000000-submissions).
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Only leads with a follow-up are in it (a few in a hundred), so the planner sees how few a "due" count reads.
      await sql`create index submissions_follow_up_counts on submissions (follow_up_on, form, status, assignee_id)
        where follow_up_on is not null and restricted_until is null`.execute(db);
      await sql`create index submissions_created_counts on submissions (form, created_at, status, assignee_id) where restricted_until is null`.execute(
        db,
      );
    },
  };
}
