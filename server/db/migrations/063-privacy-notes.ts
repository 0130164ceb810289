// Internal notes and an assignee on a privacy request (issue 31). The notes
// live on the request's row (a JSON list), so they go with it when the
// request is purged or its person erased, with no table to forget.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { addColumns } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "privacy_requests")`notes text, assignee_id text`;
    },
  };
}
