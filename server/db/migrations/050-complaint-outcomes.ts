// Outcomes that say what was decided (issue 30, docs/decisions/094-complaint-outcomes.md):
// a rejection is proposed in full or in part, and a partial one says what was
// accepted; the history row that publishes it keeps that, so the tracker and
// the email say "rejected in part" and what was accepted, however long after.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { addColumns } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "complaints")`rejection_extent text, rejection_accepted text`;
      await addColumns(db, "complaint_history")`accepted text`;
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("complaint_history").dropColumn("accepted").execute();
      await db.schema.alterTable("complaints").dropColumn("rejection_accepted").execute();
      await db.schema.alterTable("complaints").dropColumn("rejection_extent").execute();
    },
  };
}
