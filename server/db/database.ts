// Opens the database the config names: PostgreSQL when DATABASE_URL is set,
// otherwise a SQLite file. Migrations run before anything else touches it.
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, CompiledQuery, type Driver, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations";
import type { Database } from "./schema";

export type DatabaseKind = "sqlite" | "postgres";

export type DatabaseOptions = {
  /** postgres://...; when set, sqlitePath is ignored. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
};

export type Db = {
  kind: DatabaseKind;
  kysely: Kysely<Database>;
  /** Cheap round trip for /api/health. */
  check(): Promise<void>;
  close(): Promise<void>;
};

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const kind: DatabaseKind = options.databaseUrl ? "postgres" : "sqlite";
  const kysely = new Kysely<Database>({
    dialect: kind === "postgres" ? postgres(options.databaseUrl!) : sqlite(options.sqlitePath),
    plugins: [new CamelCasePlugin()],
  });
  try {
    await migrateToLatest(kysely as Kysely<unknown>, kind);
    // SQLite plans from the statistics ANALYZE keeps, and nothing else here runs it: without them, at a million
    // leads, it read "any of four forms" through a form's index and sorted every lead to show fifty (bench:staff).
    // This analyses what has none or has grown tenfold since (the first time on a large file: seconds), else nothing.
    if (kind === "sqlite") await sql`pragma optimize = 0x10002`.execute(kysely);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return {
    kind,
    kysely,
    check: async () => {
      await sql`select 1`.execute(kysely);
    },
    close: () => kysely.destroy(),
  };
}

function sqlite(file: string): SqliteDialect {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  // WAL lets readers (exports) run beside writers; synchronous=FULL fsyncs the
  // WAL on every commit, so a row we answered 2xx for survives a power cut.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  // Deleted rows are overwritten with zeros rather than left in free pages,
  // so a purge removes the data, not only its index entries (see forget.ts).
  database.pragma("secure_delete = ON");
  return new ImmediateSqliteDialect({ database });
}

/**
 * Every transaction begins IMMEDIATE, taking SQLite's write lock first and so waiting its turn (busy_timeout) when
 * another process writes (`npm run staff`, `npm run leads` beside the server). A plain BEGIN takes it at the first
 * write: a transaction that read first (an audit row reads the last one's hash) is then refused at once with
 * "database is locked", whatever the timeout, when another process committed since it read (seen in CI: a resume
 * download answered 500 while a test invited staff from the command line). The server has one connection, whose
 * transactions run one at a time anyway; write-transaction.ts was the same for a few call sites.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

function postgres(url: string): PostgresDialect {
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) });
}
