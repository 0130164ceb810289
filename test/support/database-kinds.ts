// For the limits' tests: each runs on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set (as CI does), in the same run.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Db, type DatabaseKind, type DatabaseOptions, openDatabase } from "../../server/db/database";
import { copyMigratedSqlite, createTestDatabase } from "./database";

export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export type OpenTestDatabase = { db: Db; options: DatabaseOptions; cleanup(): Promise<void> };

export async function openTestDatabase(kind: DatabaseKind): Promise<OpenTestDatabase> {
  if (kind === "postgres") {
    const t = await createTestDatabase();
    const options = { sqlitePath: t.sqlitePath, databaseUrl: t.databaseUrl };
    const db = await openDatabase(options);
    return {
      db,
      options,
      cleanup: async () => {
        await db.close();
        await t.cleanup();
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "limits-test-"));
  const options = { sqlitePath: path.join(dir, "site.db"), databaseUrl: undefined };
  await copyMigratedSqlite(options.sqlitePath);
  const db = await openDatabase(options);
  return {
    db,
    options,
    cleanup: async () => {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
