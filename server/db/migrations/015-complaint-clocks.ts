// Each complaint keeps the legal clock it was filed under
// (docs/decisions/092-complaint-clocks.md): its kind (borrower, shareholder,
// privacy), the clock in days, and the day it goes to the Principal Nodal
// Officer if still open. A later change of rules then moves no old deadline.
// Complaints filed before kinds existed are borrowers' complaints on the
// 30-day clock, escalated on day 21, as they always were.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { addDays, indiaDate } from "#shared/india-dates";
import { addColumns, createIndexes } from "./table-kit";

type Row = Record<string, unknown>;

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "complaints")`kind text not null default 'borrower', clock_days integer not null default 30, escalate_on text`;
      const q = db as unknown as Kysely<Record<string, Row>>;
      // Aliased: the app's database rewrites result names (CamelCasePlugin), a one-word alias stays as written.
      for (const r of await q.selectFrom("complaints").select(["reference", "created_at as filed"]).execute()) {
        await q
          .updateTable("complaints")
          .set({ escalate_on: addDays(indiaDate(String(r.filed)), 21) })
          .where("reference", "=", r.reference)
          .execute();
      }
      await createIndexes(db, "complaints")`complaints_escalate_on (escalate_on)`;
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("complaints_escalate_on").execute();
      for (const column of ["escalate_on", "clock_days", "kind"]) await db.schema.alterTable("complaints").dropColumn(column).execute();
    },
  };
}
