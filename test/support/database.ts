// For tests: a fresh database per test file. SQLite: a temporary file.
// PostgreSQL (when TEST_DATABASE_URL is set): a database of its own, dropped
// afterwards. (Not a schema: Kysely's migrator looks for its tables in every
// schema, so a second schema would see the first one's bookkeeping.)
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../server/db/database";

export type TestDatabase = {
  kind: "sqlite" | "postgres";
  sqlitePath: string;
  databaseUrl: string | undefined;
  cleanup(): Promise<void>;
};

/**
 * SQLite: a copy of a database migrated once per test worker (migrating a new file took ~0.4 s,
 * ~60 times a run), so opening it finds every migration applied; `empty` for a test of the
 * migrations themselves. PostgreSQL: an empty database, which opening it migrates.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "site-db-test-"));
  const sqlitePath = path.join(dir, "site.db");
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    if (!options.empty) await copyMigratedSqlite(sqlitePath);
    return { kind: "sqlite", sqlitePath, databaseUrl: undefined, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    kind: "postgres",
    sqlitePath,
    databaseUrl: url.toString(),
    cleanup: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // Closed pools finish disconnecting in the background: wait for them
      // rather than force, which would kill a connection mid-goodbye.
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50 || (error as { code?: string }).code !== "55006") throw error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await c.end();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

let template: Promise<Buffer> | undefined;

/** Writes a migrated SQLite database at `sqlitePath`. */
export async function copyMigratedSqlite(sqlitePath: string): Promise<void> {
  await writeFile(sqlitePath, await migratedSqlite());
}

/** The bytes of a SQLite database migrated once in this worker (closed first, so they need no -wal beside them). */
function migratedSqlite(): Promise<Buffer> {
  template ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "site-db-template-"));
    try {
      const sqlitePath = path.join(dir, "site.db");
      const db = await openDatabase({ sqlitePath, databaseUrl: undefined });
      await db.close();
      return await readFile(sqlitePath);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return template;
}
