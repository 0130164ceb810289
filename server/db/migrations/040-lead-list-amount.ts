// The lead list sorts a form's leads by amount (issue 29): the amount is copied
// out of the fields' JSON into an indexed column at insert (search-columns.ts),
// as the name, email and phone are, and filled here for the rows before it.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { FROZEN_AMOUNT_FIELDS } from "./frozen-lead-fields";
import { forEachSubmission } from "./submission-batches";

type Row = Record<string, unknown>;

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("sort_amount", "integer").execute();
      const q = db as unknown as Kysely<Record<string, Row>>;
      for (const [form, field] of FROZEN_AMOUNT_FIELDS) {
        await forEachSubmission(db, { columns: ["id", "fields"], form }, async (r) => {
          const amount = Number((JSON.parse(String(r.fields)) as Record<string, unknown>)[field]);
          if (Number.isFinite(amount)) await q.updateTable("submissions").set({ sort_amount: amount }).where("id", "=", r.id!).execute();
        });
      }
      // Keyset pages by amount within one form, largest or smallest first, the id breaking ties.
      await db.schema.createIndex("submissions_form_sort_amount_id").on("submissions").columns(["form", "sort_amount", "id"]).execute();
    },
  };
}
