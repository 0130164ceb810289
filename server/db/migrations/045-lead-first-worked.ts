// When staff first moved a lead on from its form's first status (new →
// contacted, screening → interview...): the team lead's dashboard measures the
// median time from a submission to it (docs/decisions/140-lead-workbench.md).
// Kept on the row, set once in the change's transaction (lead-work.ts), so the
// dashboard reads one indexed column instead of the audit trail. Leads worked
// before this migration take the time of their first status change in the trail.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("first_worked_at", "text").execute();
      await sql`update submissions set first_worked_at = (
        select min(a.at) from staff_audit a where a.action = 'lead.status' and a.subject = submissions.reference
      )`.execute(db);
    },
  };
}
