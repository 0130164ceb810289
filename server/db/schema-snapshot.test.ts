// The schema every migration together gives a fresh database, on SQLite and on PostgreSQL, against a committed
// snapshot (server/db/schema-snapshot/): a migration already applied in production is never run there again, so
// its body may be reworded only if a new database still gets the schema the old ones have, to the byte. A change
// that alters the schema fails here with a diff; a new migration updates the snapshot on purpose, on both
// databases at once (docs/how-to/add-a-migration.md):
//   UPDATE_SCHEMA_SNAPSHOT=1 TEST_DATABASE_URL=<url> npx vitest run server/db/schema-snapshot.test.ts
// Kysely's own bookkeeping tables (kysely_migration*) are left out: they come from Kysely, not from a migration.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type DatabaseKind, openDatabase } from "./database";
import { DATABASE_KINDS } from "#test/database-kinds";
import { createTestDatabase } from "#test/database";

const snapshotFile = (kind: DatabaseKind) => path.join(import.meta.dirname, "schema-snapshot", `${kind}.txt`);

/** sqlite_master holds each table's, index's and trigger's text as SQLite keeps it (ALTER TABLE rewrites it). */
function sqliteSchema(file: string): string {
  const database = new SQLite(file, { readonly: true });
  try {
    const rows = database
      .prepare(
        `select type, name, tbl_name, sql from sqlite_master
         where tbl_name not like 'kysely\\_%' escape '\\' and name not like 'sqlite\\_stat%' escape '\\'
         order by type, name`,
      )
      .all() as { type: string; name: string; tbl_name: string; sql: string | null }[];
    return rows.map((r) => `-- ${r.type} ${r.name} on ${r.tbl_name}\n${r.sql ?? "(made by SQLite)"}\n`).join("\n");
  } finally {
    database.close();
  }
}

// The public schema's objects, leaving out those an extension brings (pg_trgm's functions belong to pg_trgm).
const notFromExtension = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

const POSTGRES_SECTIONS: [title: string, query: string][] = [
  ["extensions", `select extname as line from pg_extension order by 1`],
  [
    "columns (table.column #position type, null, default, identity, generated)",
    `select c.relname || '.' || a.attname || ' #' || a.attnum || ' ' || format_type(a.atttypid, a.atttypmod)
         || case when a.attnotnull then ' not null' else ' null' end
         || coalesce(' default ' || pg_get_expr(ad.adbin, ad.adrelid), '')
         || case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end
         || case when a.attgenerated <> '' then ' generated ' || a.attgenerated::text else '' end as line
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped
         and c.relname not like 'kysely\\_%' and ${notFromExtension("pg_class", "c.oid")}
       order by c.relname, a.attnum`,
  ],
  [
    "constraints",
    `select t.relname || ' ' || k.conname || ' ' || k.contype::text || ': ' || pg_get_constraintdef(k.oid) as line
       from pg_constraint k
       join pg_class t on t.oid = k.conrelid
       join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = 'public' and t.relname not like 'kysely\\_%'
       order by t.relname, k.conname`,
  ],
  [
    "indexes",
    `select indexdef as line from pg_indexes
       where schemaname = 'public' and tablename not like 'kysely\\_%'
       order by tablename, indexname`,
  ],
  [
    "sequences and other relations",
    `select c.relname || ' ' || c.relkind::text as line
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind not in ('r', 'i', 'p', 'I', 'v', 'm', 'f', 't', 'c')
         and c.relname not like 'kysely\\_%' and ${notFromExtension("pg_class", "c.oid")}
       order by 1`,
  ],
  [
    "triggers",
    `select pg_get_triggerdef(g.oid) as line
       from pg_trigger g join pg_class t on t.oid = g.tgrelid join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = 'public' and not g.tgisinternal
       order by t.relname, g.tgname`,
  ],
  [
    "functions",
    `select pg_get_functiondef(p.oid) as line
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and ${notFromExtension("pg_proc", "p.oid")}
       order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  ],
];

async function postgresSchema(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sections: string[] = [];
    for (const [title, query] of POSTGRES_SECTIONS) {
      const { rows } = await client.query<{ line: string }>(query);
      sections.push(`-- ${title}\n${rows.map((r) => r.line.trimEnd()).join("\n")}\n`);
    }
    return sections.join("\n");
  } finally {
    await client.end();
  }
}

/** Runs every migration on a new, empty database of the kind, and reads back its schema. */
async function freshSchema(kind: DatabaseKind): Promise<string> {
  if (kind === "postgres") {
    const t = await createTestDatabase({ empty: true });
    try {
      const db = await openDatabase({ sqlitePath: t.sqlitePath, databaseUrl: t.databaseUrl });
      await db.close();
      return await postgresSchema(t.databaseUrl!);
    } finally {
      await t.cleanup();
    }
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "schema-snapshot-"));
  try {
    const sqlitePath = path.join(dir, "site.db");
    const db = await openDatabase({ sqlitePath, databaseUrl: undefined });
    await db.close();
    return sqliteSchema(sqlitePath);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(DATABASE_KINDS)("the migrations' schema on %s", (kind) => {
  it("is the committed snapshot, to the byte", async () => {
    const actual = await freshSchema(kind);
    const file = snapshotFile(kind);
    if (process.env.UPDATE_SCHEMA_SNAPSHOT === "1") await writeFile(file, actual);
    expect(existsSync(file), `${file} is missing: see the top of this test for the command that writes it`).toBe(true);
    const expected = await readFile(file, "utf8");
    expect(actual, `the schema a fresh ${kind} database gets differs from ${path.relative(process.cwd(), file)}`).toBe(expected);
  });
});
