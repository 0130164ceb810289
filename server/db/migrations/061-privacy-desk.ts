// The privacy officer's desk (issue 31, docs/decisions/112-privacy-mobile-match.md):
// a request can also cover what is held under a mobile number, once the
// officer has checked that the person controls it (who checked, when); and a
// request can be closed without acting, with a reason from a list.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { addColumns } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(
        db,
        "privacy_requests",
      )`mobile text, mobile_checked_by text, mobile_checked_at text, closed_reason text, closed_note text`;
    },
  };
}
