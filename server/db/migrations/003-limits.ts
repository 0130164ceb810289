// docs/decisions/030-hostile-input.md: the key of the address hashes, request counters shared by
// every process on one PostgreSQL, and the daily resume-byte totals
// (server/limits/). Counters are used on PostgreSQL only; SQLite counts
// in memory, but the table exists on both so the schema is one.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndexes, createTable } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "limits_secret")`id integer primary key, secret text not null`;
      await createTable(db, "rate_counters")`
        bucket text not null, key text not null, window_start bigint not null, count integer not null, expires_at bigint not null,
        constraint rate_counters_pk primary key (bucket, key, window_start)`;
      await createIndexes(db, "rate_counters")`rate_counters_expires_at (expires_at)`;
      await createTable(db, "upload_quota")`
        day text not null, key text not null, bytes bigint not null, constraint upload_quota_pk primary key (day, key)`;
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["upload_quota", "rate_counters", "limits_secret"]) await db.schema.dropTable(table).execute();
    },
  };
}
