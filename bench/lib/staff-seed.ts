// The database bench:staff measures: migrated by the server's own code, then
// filled with generated leads (staff-rows.ts) whose search columns are
// computed by the server's own searchColumns, as an insert through the form
// route stores them. On SQLite the FTS5 trigram table is filled by its
// triggers, row by row, as in real life; on PostgreSQL the pg_trgm GIN index
// takes the rows as they come. With keep, the database is left behind and a
// later run with as many rows reuses it rather than generating it again.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import SQLite from "better-sqlite3";
import pg from "pg";
import { openDatabase } from "../../server/db/database";
import { formByName } from "../../server/form-registry/registry";
import { searchColumns } from "../../server/submissions/search-columns";
import { BENCH_USER, STAFF, benchLead } from "./staff-rows";

const COLUMNS = [
  "id",
  "reference",
  "form",
  "lang",
  "fields",
  "dedupe_key",
  "created_at",
  "search_name",
  "search_email",
  "search_phone",
  "sort_amount",
  "search_text",
  "status",
  "assignee_id",
  "follow_up_on",
  "follow_up_note",
  "version",
] as const;
const PG_TYPES = [
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "text",
  "bigint",
  "text",
  "text",
  "text",
  "text",
  "text",
  "int",
];

function rowValues(i: number, now: number): unknown[] {
  const lead = benchLead(i, now);
  const s = searchColumns(formByName(lead.form)?.form, lead.fields, lead.reference);
  return [
    lead.id,
    lead.reference,
    lead.form,
    lead.lang,
    JSON.stringify(lead.fields),
    lead.dedupeKey,
    lead.createdAt,
    s.searchName,
    s.searchEmail,
    s.searchPhone,
    s.sortAmount,
    s.searchText,
    lead.status,
    lead.assigneeId,
    lead.followUpOn,
    lead.followUpNote,
    lead.version,
  ];
}

/** A database for the bench: how to point the server at it, what it holds, and how to put it away. */
export type BenchDatabase = {
  kind: "sqlite" | "postgres";
  env: Record<string, string>;
  rows: number;
  seededSeconds: number | undefined;
  /** A fresh session cookie of the bench user (sales and hr), re-authenticated just now. */
  signIn(): Promise<string>;
  /** The query planner's words for a statement (EXPLAIN QUERY PLAN / EXPLAIN ANALYZE). */
  explain(statement: string, params?: unknown[]): Promise<string>;
  close(): Promise<void>;
};

const progress = (done: number, total: number, started: number) =>
  process.stdout.write(
    `\r  ${done.toLocaleString("en-IN")} / ${total.toLocaleString("en-IN")} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );

const staffRows = (now: string) =>
  STAFF.map((s) => [s.id, `${s.id}@bench.example.in`, s.name, JSON.stringify(s.roles), 0, 0, now] as const);

const sessionValues = (now: string) => {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: createHash("sha256").update(token).digest("hex"), now };
};

export async function sqliteBench(file: string, rows: number, keep: boolean): Promise<BenchDatabase> {
  let seededSeconds: number | undefined;
  const reuse = keep && existsSync(file) && countSqlite(file) === rows;
  if (!reuse) {
    rmSync(file, { force: true });
    await (await openDatabase({ sqlitePath: file })).close();
    const started = performance.now();
    const db = new SQLite(file);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = OFF");
    db.pragma("cache_size = -1000000");
    // The b-tree indexes are built again once the rows are in (the same definitions, from the catalogue): a bulk
    // load's shortcut that leaves them as row-by-row inserts would. The FTS5 table is filled by its triggers.
    const indexes = db
      .prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = 'submissions' and sql is not null")
      .all() as {
      name: string;
      sql: string;
    }[];
    for (const { name } of indexes) db.exec(`drop index ${name}`);
    const now = new Date().toISOString();
    const staff = db.prepare(
      "insert into staff_users (id, email, name, roles, disabled, version, created_at) values (?, ?, ?, ?, ?, ?, ?)",
    );
    for (const s of staffRows(now)) staff.run(...s);
    const insert = db.prepare(`insert into submissions (${COLUMNS.join(", ")}) values (${COLUMNS.map(() => "?").join(", ")})`);
    const batch = db.transaction((from: number, to: number, t: number) => {
      for (let i = from; i < to; i++) insert.run(...rowValues(i, t));
    });
    const t = Date.now();
    for (let from = 0; from < rows; from += 20_000) {
      batch(from, Math.min(rows, from + 20_000), t);
      progress(Math.min(rows, from + 20_000), rows, started);
    }
    for (const { sql } of indexes) db.exec(sql);
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
    seededSeconds = (performance.now() - started) / 1000;
    process.stdout.write("\n");
  }
  const db = new SQLite(file);
  return {
    kind: "sqlite",
    env: { SQLITE_PATH: file },
    rows,
    seededSeconds,
    async signIn() {
      const s = sessionValues(new Date().toISOString());
      db.prepare("delete from staff_sessions where user_id = ?").run(BENCH_USER);
      db.prepare(
        "insert into staff_sessions (token_hash, user_id, created_at, last_seen_at, reauthenticated_at) values (?, ?, ?, ?, ?)",
      ).run(s.hash, BENCH_USER, s.now, s.now, s.now);
      return s.token;
    },
    async explain(statement, params = []) {
      const plan = db.prepare(`explain query plan ${statement}`).all(...params) as { detail: string }[];
      return plan.map((p) => p.detail).join("\n");
    },
    async close() {
      db.close();
      if (!keep) for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    },
  };
}

function countSqlite(file: string): number {
  const db = new SQLite(file, { readonly: true });
  try {
    return Number((db.prepare("select count(*) as n from submissions").get() as { n: number }).n);
  } catch {
    return -1;
  } finally {
    db.close();
  }
}

export async function postgresBench(base: string, rows: number, keep: boolean): Promise<BenchDatabase> {
  const name = keep ? `bench_staff_${rows}` : `bench_staff_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  const client = () => new pg.Client({ connectionString: databaseUrl });
  let reuse = false;
  if (exists) {
    const c = client();
    await c.connect();
    reuse = Number((await c.query("select count(*) as n from submissions").catch(() => ({ rows: [{ n: -1 }] }))).rows[0].n) === rows;
    await c.end();
    if (!reuse) await admin.query(`drop database ${name}`);
  }
  let seededSeconds: number | undefined;
  if (!reuse) {
    await admin.query(`create database ${name}`);
    await (await openDatabase({ databaseUrl, sqlitePath: "" })).close();
    const started = performance.now();
    const c = client();
    await c.connect();
    const now = new Date().toISOString();
    for (const s of staffRows(now))
      await c.query("insert into staff_users (id, email, name, roles, disabled, version, created_at) values ($1, $2, $3, $4, $5, $6, $7)", [
        ...s,
      ]);
    // As on SQLite: the indexes (the pg_trgm GIN one too) are built again from their definitions once the rows are in.
    const indexes = (
      await c.query(
        "select indexname, indexdef from pg_indexes where tablename = 'submissions' and indexname not in (select conname from pg_constraint)",
      )
    ).rows as { indexname: string; indexdef: string }[];
    for (const { indexname } of indexes) await c.query(`drop index ${indexname}`);
    const t = Date.now();
    const types = PG_TYPES.map((type, k) => `$${k + 1}::${type}[]`).join(", ");
    for (let from = 0; from < rows; from += 5000) {
      const columns: unknown[][] = COLUMNS.map(() => []);
      for (let i = from; i < Math.min(rows, from + 5000); i++) rowValues(i, t).forEach((v, k) => columns[k]!.push(v));
      await c.query(`insert into submissions (${COLUMNS.join(", ")}) select * from unnest(${types})`, columns);
      if ((from / 5000) % 10 === 9 || from + 5000 >= rows) progress(Math.min(rows, from + 5000), rows, started);
    }
    process.stdout.write("\n");
    await c.query("set maintenance_work_mem = '512MB'");
    for (const { indexdef } of indexes) await c.query(indexdef);
    await c.query("vacuum analyze submissions");
    await c.end();
    seededSeconds = (performance.now() - started) / 1000;
  }
  const db = client();
  await db.connect();
  return {
    kind: "postgres",
    env: { DATABASE_URL: databaseUrl },
    rows,
    seededSeconds,
    async signIn() {
      const s = sessionValues(new Date().toISOString());
      await db.query("delete from staff_sessions where user_id = $1", [BENCH_USER]);
      await db.query(
        "insert into staff_sessions (token_hash, user_id, created_at, last_seen_at, reauthenticated_at) values ($1, $2, $3, $3, $3)",
        [s.hash, BENCH_USER, s.now],
      );
      return s.token;
    },
    async explain(statement, params = []) {
      const plan = await db.query(`explain (analyze, buffers) ${statement}`, params);
      return plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n");
    },
    async close() {
      await db.end();
      if (!keep)
        await admin.query(`drop database if exists ${name}`).catch((e: Error) => console.error(`could not drop ${name}: ${e.message}`));
      await admin.end();
    },
  };
}
