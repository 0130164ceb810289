// After a purge, make the database forget what it deleted. A DELETE only
// marks rows free: their bytes stay in the SQLite file (and its write-ahead
// log) or in PostgreSQL's table files until overwritten, and anyone with a
// copy of the file could read them (docs/decisions/030-hostile-input.md).
//
// SQLite: secure_delete (set when the database is opened) zeroes deleted
// content; a TRUNCATE checkpoint moves the log into the file and empties it;
// VACUUM rewrites the file without free pages; a last checkpoint empties the
// log VACUUM wrote. PostgreSQL: VACUUM FULL rewrites each table (and its
// TOAST table, which holds resumes) into a new file and deletes the old one.
// Neither reaches copies outside the live database: backups, PostgreSQL's
// write-ahead log archive, disk snapshots, or blocks the file system freed.
import { sql } from "kysely";
import type { Db } from "./database";

type ForgetResult = {
  /** False when another connection kept SQLite from emptying its write-ahead log (run it again later). */
  complete: boolean;
};

type Checkpoint = { busy: number; log: number; checkpointed: number };

/**
 * Call after deleting visitors' data (leads purge). `tables`: PostgreSQL table
 * names (snake_case) that lost rows; without them the whole database is
 * rewritten. It locks each table it rewrites while it runs; on SQLite it
 * needs a moment with no other writer.
 */
export async function forgetDeleted(db: Pick<Db, "kind" | "kysely">, tables?: readonly string[]): Promise<ForgetResult> {
  if (db.kind === "postgres") {
    // VACUUM cannot run inside a transaction; each statement here is its own.
    if (!tables?.length) await sql`vacuum (full, analyze)`.execute(db.kysely);
    for (const table of tables ?? []) await sql`vacuum (full, analyze) ${sql.id(table)}`.execute(db.kysely);
    return { complete: true };
  }
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db.kysely);
  await sql`vacuum`.execute(db.kysely);
  const after = await sql<Checkpoint>`pragma wal_checkpoint(TRUNCATE)`.execute(db.kysely);
  return { complete: after.rows[0]?.busy === 0 };
}
