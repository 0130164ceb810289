// The recruiter's "opening" filter offers the openings applied for: the
// distinct values of a listed hidden field (forms/job-application.ts: jobId).
// Read from the fields' JSON, that parsed every application (3.3 s p95 for
// the job applications' first page at 150,000 of them, bench:staff); with an
// index on the value, the options are found by skipping from one value to the
// next through it (field-value-index.ts), a few index reads an option. One index per
// listed hidden field declared today; a field declared later is still offered,
// by the slower scan, until a migration gives it its index.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import { allForms } from "../../form-registry/registry";
import { fieldLiteral } from "../field-value-index";

export function migration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const { form } of allForms)
        for (const [name, spec] of Object.entries(form.fields)) {
          if (spec.kind !== "hidden" || !spec.list) continue;
          const index = sql.id(`submissions_field_${name.replace(/[^a-z0-9]/gi, "").toLowerCase()}`);
          await sql`create index ${index} on submissions (form, (${fieldLiteral(kind, name)}))`.execute(db);
        }
    },
  };
}
