// The privacy officer's desk (issue 31, docs/decisions/112-privacy-mobile-match.md):
// a request can also cover what is held under a mobile number, once the
// officer has checked that the person controls it (who checked, when); and a
// request can be closed without acting, with a reason from a list.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ["mobile", "mobile_checked_by", "mobile_checked_at", "closed_reason", "closed_note"])
        await db.schema.alterTable("privacy_requests").addColumn(column, "text").execute();
    },
  };
}
