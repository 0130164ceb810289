// The lead list's view counts at a million leads (issue 29, bench:staff): how
// many workable leads (not restricted) each form holds per status and
// assignee, kept in step with every insert, change and erasure by triggers in
// the same transaction as the row, so "Unassigned", "Mine" and one view per
// form are a sum over a few hundred rows rather than a scan of the leads
// (docs/quality.md#staff-inbox-at-1000000-submissions). An unassigned lead's
// assignee is '' (a key column cannot be NULL).
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import { createTable } from "./table-kit";

async function sqliteTriggers(db: Kysely<unknown>) {
  const add = (row: "new") =>
    sql.raw(`insert into lead_counts (form, status, assignee, n)
      select ${row}.form, ${row}.status, coalesce(${row}.assignee_id, ''), 1 where ${row}.restricted_until is null
      on conflict (form, status, assignee) do update set n = n + 1;`);
  const remove = (row: "old") =>
    sql.raw(`update lead_counts set n = n - 1
      where ${row}.restricted_until is null and form = ${row}.form and status = ${row}.status and assignee = coalesce(${row}.assignee_id, '');`);
  await sql`create trigger lead_counts_insert after insert on submissions begin ${add("new")} end`.execute(db);
  await sql`create trigger lead_counts_delete after delete on submissions begin ${remove("old")} end`.execute(db);
  await sql`create trigger lead_counts_update after update of form, status, assignee_id, restricted_until on submissions
    begin ${remove("old")} ${add("new")} end`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  // The two counts a change moves are touched in key order, so two changes crossing (new -> contacted beside
  // contacted -> new) wait for each other rather than deadlock.
  await sql`create function lead_counts_change() returns trigger language plpgsql as $$
    declare
      old_key text[] := case when tg_op <> 'INSERT' and old.restricted_until is null
        then array[old.form, old.status, coalesce(old.assignee_id, '')] end;
      new_key text[] := case when tg_op <> 'DELETE' and new.restricted_until is null
        then array[new.form, new.status, coalesce(new.assignee_id, '')] end;
    begin
      if old_key is not null and (new_key is null or old_key <= new_key) then
        update lead_counts set n = n - 1 where form = old_key[1] and status = old_key[2] and assignee = old_key[3];
        old_key := null;
      end if;
      if new_key is not null then
        insert into lead_counts (form, status, assignee, n) values (new_key[1], new_key[2], new_key[3], 1)
          on conflict (form, status, assignee) do update set n = lead_counts.n + 1;
      end if;
      if old_key is not null then
        update lead_counts set n = n - 1 where form = old_key[1] and status = old_key[2] and assignee = old_key[3];
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger lead_counts after insert or delete or update of form, status, assignee_id, restricted_until
    on submissions for each row execute function lead_counts_change()`.execute(db);
}

export function migration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "lead_counts")`
        form text not null, status text not null, assignee text not null, n integer not null,
        constraint lead_counts_key primary key (form, status, assignee)`;
      await sql`insert into lead_counts (form, status, assignee, n)
        select form, status, coalesce(assignee_id, ''), count(*) from submissions where restricted_until is null
        group by form, status, coalesce(assignee_id, '')`.execute(db);
      await (kind === "postgres" ? postgresTriggers(db) : sqliteTriggers(db));
    },
  };
}
