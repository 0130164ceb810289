// SEBI's five-year rule (issue 31, docs/archive-policy.md): withdrawing a
// disclosure less than five years old is first requested, with a reason
// category, and done only when a second secretarial officer approves it.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { addColumns } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "published_documents")`
        withdrawal_requested_by text, withdrawal_requested_at text, withdrawal_category text, withdrawal_reason text`;
    },
  };
}
