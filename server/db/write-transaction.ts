// A transaction that reads before it writes, safe against another process's
// writes on SQLite. SQLite's plain BEGIN takes its write lock at the first
// write: a transaction that reads first and another process that writes
// meanwhile can deadlock, and SQLite then answers "database is locked" at
// once, without waiting (found when `npm run staff -- invite` ran beside a busy
// server). BEGIN IMMEDIATE takes the write lock first, so it waits its turn
// (busy_timeout). PostgreSQL's transactions need nothing more.
import { type Kysely, sql } from "kysely";
import type { DatabaseKind } from "./database";
import type { Database } from "./schema";

export async function writeTransaction<T>(
  db: Kysely<Database>,
  kind: DatabaseKind,
  work: (tx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (kind === "postgres") return db.transaction().execute(work);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}
