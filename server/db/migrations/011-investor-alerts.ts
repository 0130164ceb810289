// Investors who follow new publications by email (server/investor-alerts/): a list of its own, apart from the
// newsletter. Tokens are kept as sha256 only, so a copy of the database opens no confirm or unsubscribe link.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

type Row = Record<string, unknown>;

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("investor_alert_subscribers")
        .addColumn("email", "text", (c) => c.primaryKey())
        .addColumn("lang", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("confirm_token_hash", "text", (c) => c.unique())
        .addColumn("unsubscribe_token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("confirmed_at", "text")
        .addColumn("unsubscribed_at", "text")
        .execute();
      await db.schema.createIndex("investor_alert_subscribers_status").on("investor_alert_subscribers").column("status").execute();
      // The sign-up whose confirmation made the address a subscriber: its alerts are outbox rows of that submission.
      await db.schema.alterTable("investor_alert_subscribers").addColumn("submission_id", "text").execute();
      // When a document's alerts were queued: the job takes a document once, by a conditional UPDATE of this
      // column. Documents already live when the list starts are marked, so nobody is emailed about old news.
      await db.schema.alterTable("published_documents").addColumn("alerted_at", "text").execute();
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
