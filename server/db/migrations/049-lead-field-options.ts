// The recruiter's "opening" filter offers the openings applied for: the
// distinct values of a listed hidden field (forms/job-application.ts: jobId).
// Read from the fields' JSON, that parsed every application (3.3 s p95 for
// the job applications' first page at 150,000 of them, bench:staff); with an
// index on the value, the options are found by skipping from one value to the
// next through it (field-value-index.ts), a few index reads an option. One index per
// listed hidden field declared on the day (frozen here: a migration must not change
// when today's forms do); a field declared later is still offered, by the slower
// scan, until a migration gives it its index.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import { fieldLiteral } from "../field-value-index";

/** The listed hidden fields of the forms' declarations on 27 November 2026. */
const LISTED_HIDDEN_FIELDS = ["jobId"] as const;

export function migration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const name of LISTED_HIDDEN_FIELDS) {
        const index = sql.id(`submissions_field_${name.toLowerCase()}`);
        await sql`create index ${index} on submissions (form, (${fieldLiteral(kind, name)}))`.execute(db);
      }
    },
  };
}
