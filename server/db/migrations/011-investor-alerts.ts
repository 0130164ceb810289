// Investors who follow new publications by email (server/investor-alerts/): a list of its own, apart from the
// newsletter. Tokens are kept as sha256 only, so a copy of the database opens no confirm or unsubscribe link.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { addColumns, createIndexes, createTable } from "./table-kit";

type Row = Record<string, unknown>;

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "investor_alert_subscribers")`
        email text primary key, lang text not null, status text not null,
        confirm_token_hash text unique, unsubscribe_token_hash text not null unique,
        created_at text not null, updated_at text not null, confirmed_at text, unsubscribed_at text`;
      await createIndexes(db, "investor_alert_subscribers")`investor_alert_subscribers_status (status)`;
      // The sign-up whose confirmation made the address a subscriber: its alerts are outbox rows of that submission.
      await addColumns(db, "investor_alert_subscribers")`submission_id text`;
      // When a document's alerts were queued: the job takes a document once, by a conditional UPDATE of this
      // column. Documents already live when the list starts are marked, so nobody is emailed about old news.
      await addColumns(db, "published_documents")`alerted_at text`;
      const now = new Date().toISOString();
      await (db as Kysely<Record<string, Row>>)
        .updateTable("published_documents")
        .set({ alerted_at: now })
        .where("publish_at", "<=", now)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("published_documents").dropColumn("alerted_at").execute();
      await db.schema.dropTable("investor_alert_subscribers").execute();
    },
  };
}
