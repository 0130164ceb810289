// The schema the migrations give a fresh database, on SQLite and on PostgreSQL, against a committed snapshot
// (server/db/schema-snapshot/): <kind>.txt the schema after the last one, <kind>-steps.txt what each migration
// added and removed, run one at a time (001's tables are gone after 002, and SQLite's outbox is rebuilt by 013, so
// the end alone would not show them). A migration already applied in production never runs there again, so its
// body may be reworded only if a new database still gets, step by step, the schema the old ones got, to the byte.
// A change that alters it fails here with a diff; a new migration updates the snapshot on purpose, on both
// databases at once (docs/how-to/add-a-migration.md):
//   UPDATE_SCHEMA_SNAPSHOT=1 TEST_DATABASE_URL=<url> npx vitest run server/db/schema-snapshot.test.ts
// Kysely's own bookkeeping tables (kysely_migration*) are left out: they come from Kysely, not from a migration.
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { DatabaseKind } from "./database";
import { migrateToLatest } from "./migrations";
import { DATABASE_KINDS } from "#test/database-kinds";
import { createTestDatabase } from "#test/database";

const snapshotFile = (name: string) => path.join(import.meta.dirname, "schema-snapshot", `${name}.txt`);

/** sqlite_master holds each table's, index's and trigger's text as SQLite keeps it (ALTER TABLE rewrites it). */
const SQLITE_SCHEMA = `select '-- ' || type || ' ' || name || ' on ' || tbl_name || char(10) || coalesce(sql, '(made by SQLite)') as line
  from sqlite_master
  where tbl_name not like 'kysely\\_%' escape '\\' and name not like 'sqlite\\_stat%' escape '\\'
  order by type, name`;

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

/** The schema as entries (a sqlite_master row; a PostgreSQL section and line), in a stable order. */
async function schemaEntries(db: Kysely<unknown>, kind: DatabaseKind): Promise<string[]> {
  const lines = async (query: string) => (await sql.raw<{ line: string }>(query).execute(db)).rows.map((r) => r.line.trimEnd());
  if (kind === "sqlite") return lines(SQLITE_SCHEMA);
  const entries: string[] = [];
  for (const [title, query] of POSTGRES_SECTIONS) entries.push(...(await lines(query)).map((line) => `-- ${title}\n${line}`));
  return entries;
}

/** The final schema as a file: SQLite's rows apart; PostgreSQL's lines under their section's title. */
function schemaText(entries: string[], kind: DatabaseKind): string {
  if (kind === "sqlite") return entries.map((e) => `${e}\n`).join("\n");
  return POSTGRES_SECTIONS.map(([title]) => {
    const mine = entries.filter((e) => e.startsWith(`-- ${title}\n`)).map((e) => e.slice(title.length + 4));
    return `-- ${title}\n${mine.map((line) => `${line}\n`).join("")}`;
  }).join("\n");
}

/** What one migration removed (-) and added (+), each entry's lines marked. */
function stepText(name: string, before: string[], after: string[]): string {
  const mark = (sign: string, entries: string[]) => entries.flatMap((e) => e.split("\n").map((l) => `${sign} ${l}`));
  const removed = before.filter((e) => !after.includes(e));
  const added = after.filter((e) => !before.includes(e));
  return [`== ${name}`, ...mark("-", removed), ...mark("+", added), ""].join("\n");
}

// Migration keys are the file names with underscores (001-leads.ts is "001_leads"); the test checks that Kysely
// ran exactly these, so a file missing from migrations.ts fails here too.
const MIGRATION_KEYS = readdirSync(path.join(import.meta.dirname, "migrations"))
  .filter((f) => /^\d{3}-[a-z0-9-]+\.ts$/.test(f))
  .map((f) => f.slice(0, -3).replaceAll("-", "_"))
  .sort();

/** A new, empty database of the kind (the app's CamelCasePlugin, as migrations run in the server). */
async function emptyDatabase(kind: DatabaseKind): Promise<{ db: Kysely<unknown>; cleanup(): Promise<void> }> {
  const t =
    kind === "postgres"
      ? await createTestDatabase({ empty: true })
      : { sqlitePath: path.join(await mkdtemp(path.join(os.tmpdir(), "schema-snapshot-")), "site.db"), databaseUrl: undefined };
  const db = new Kysely<unknown>({
    dialect: t.databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: t.databaseUrl, max: 1 }) })
      : new SqliteDialect({ database: new SQLite(t.sqlitePath) }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      await ("cleanup" in t ? t.cleanup() : rm(path.dirname(t.sqlitePath), { recursive: true, force: true }));
    },
  };
}

async function compareWithSnapshot(name: string, actual: string) {
  const file = snapshotFile(name);
  if (process.env.UPDATE_SCHEMA_SNAPSHOT === "1") await writeFile(file, actual);
  expect(existsSync(file), `${file} is missing: see the top of this test for the command that writes it`).toBe(true);
  const expected = await readFile(file, "utf8");
  expect(actual, `the schema the migrations give a new database differs from ${path.relative(process.cwd(), file)}`).toBe(expected);
}

describe.each(DATABASE_KINDS)("the migrations' schema on %s", (kind) => {
  it("is the committed snapshot to the byte, after each migration and at the end", async () => {
    const { db, cleanup } = await emptyDatabase(kind);
    try {
      const steps: string[] = [];
      let before: string[] = [];
      for (const key of MIGRATION_KEYS) {
        await migrateToLatest(db, kind, key);
        const after = await schemaEntries(db, kind);
        steps.push(stepText(key, before, after));
        before = after;
      }
      const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(ran.rows.map((r) => r.name)).toEqual(MIGRATION_KEYS);
      await compareWithSnapshot(`${kind}-steps`, steps.join("\n"));
      await compareWithSnapshot(kind, schemaText(before, kind));
    } finally {
      await cleanup();
    }
  });
});
