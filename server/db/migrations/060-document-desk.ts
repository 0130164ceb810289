// The secretary's desk (issue 31): a Hindi title for the Hindi library and
// feed, and for each version the incoming file's own name and the required
// "what changed" note that the version history and the update alert show.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { addColumns } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "published_documents")`title_hi text`;
      await addColumns(db, "published_document_versions")`note text, source_name text`;
    },
  };
}
