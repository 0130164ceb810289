// The migrations' table kit: a declaration makes what the builder calls it stands for make, to the byte
// (schema-snapshot.test.ts proves it for every migration; this shows each word on its own), and a word it does
// not know fails the migration instead of being dropped.
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { addColumns, createIndexes, createTable } from "./migrations/table-kit";

let db: Kysely<unknown>;
beforeEach(() => {
  db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
});
afterEach(() => db.destroy());

const schema = async () =>
  (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where sql is not null order by name`.execute(db)).rows;

it("makes the table, columns and indexes the builder calls make", async () => {
  await createTable(db, "kit")`
    id text primary key, owner text not null references people.id,
    -- a comment, with a comma and (parentheses), is left out
    state text not null default 'new', tries integer not null default 0, note text unique, body ${"blob"} not null,
    constraint kit_owner_state unique (owner, state)`;
  await addColumns(db, "kit")`done_at text, weight bigint not null default 1`;
  await createIndexes(db, "kit")`kit_owner (owner, state), unique kit_note (note)`;
  const declared = await schema();

  await sql`drop table kit`.execute(db);
  await db.schema
    .createTable("kit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner", "text", (c) => c.notNull().references("people.id"))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("note", "text", (c) => c.unique())
    .addColumn("body", "blob", (c) => c.notNull())
    .addUniqueConstraint("kit_owner_state", ["owner", "state"])
    .execute();
  await db.schema.alterTable("kit").addColumn("done_at", "text").execute();
  await db.schema
    .alterTable("kit")
    .addColumn("weight", "bigint", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("kit_owner").on("kit").columns(["owner", "state"]).execute();
  await db.schema.createIndex("kit_note").on("kit").column("note").unique().execute();

  expect(declared).toEqual(await schema());
  expect(declared.find((r) => r.name === "kit")?.sql).toContain(`"state" text default 'new' not null`);
});

it("refuses a word, type or default it does not know, and makes nothing", async () => {
  await expect(createTable(db, "a")`id text primary key, name text not nul`).rejects.toThrow('"name text not nul": unknown word not');
  await expect(createTable(db, "b")`id txt primary key`).rejects.toThrow("unknown type txt");
  await expect(createTable(db, "c")`n integer default zero`).rejects.toThrow("default zero is neither");
  await expect(addColumns(db, "d")`constraint d_pk primary key (n)`).rejects.toThrow("takes columns only");
  await expect(createIndexes(db, "e")`e_name name`).rejects.toThrow('index "e_name name" is not');
  expect(await schema()).toEqual([]);
});
