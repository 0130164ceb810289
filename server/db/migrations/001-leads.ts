// The first round's tables, one per form (newsletter, partner and loan
// enquiries, job applications with the resume inline); 002 moves their rows
// into submissions, and they stay only so that an old database upgrades.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import { createTable } from "./table-kit";

export function migration(kind: DatabaseKind): Migration {
  const bytes = kind === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "newsletter_subscriptions")`id text primary key, email text not null unique, created_at text not null`;
      await createTable(db, "partner_enquiries")`
        id text primary key,
        name text not null, email text not null, phone text not null, company text not null,
        loan_amount text, purpose text, message text,
        created_at text not null`;
      await createTable(db, "job_applications")`
        id text primary key, job_id text not null,
        first_name text not null, last_name text not null, email text not null, phone text not null,
        experience text not null, location text not null, company text not null,
        current_ctc text not null, expected_ctc text not null, notice_period text not null, cover_letter text not null,
        resume_file_name text not null, resume_type text not null, resume_size integer not null,
        resume_sha256 text not null, resume ${bytes} not null,
        created_at text not null`;
      await createTable(db, "loan_enquiries")`
        id text primary key,
        name text not null, mobile text not null, company text not null,
        product text not null, amount integer not null, city text not null, message text,
        created_at text not null`;
      // Exports filter and purges delete by age.
      for (const table of ["newsletter_subscriptions", "partner_enquiries", "job_applications", "loan_enquiries"]) {
        await db.schema.createIndex(`${table}_created_at`).on(table).column("created_at").execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["loan_enquiries", "job_applications", "partner_enquiries", "newsletter_subscriptions"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
