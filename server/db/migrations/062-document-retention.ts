// SEBI's five-year rule (issue 31, docs/archive-policy.md): withdrawing a
// disclosure less than five years old is first requested, with a reason
// category, and done only when a second secretarial officer approves it.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ["withdrawal_requested_by", "withdrawal_requested_at", "withdrawal_category", "withdrawal_reason"])
        await db.schema.alterTable("published_documents").addColumn(column, "text").execute();
    },
  };
}
