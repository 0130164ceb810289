// The submissions stored before a migration, read a batch at a time in id order (a million rows are never held at
// once), for the migrations that fill a new column from each row's fields (007, 040, 044). Frozen like
// table-kit.ts: what it reads and in which order must never change; a new need is a new function.
import type { Kysely } from "kysely";

type Row = Record<string, unknown>;

/** Calls `each` on every submission (of `form` only, when given), with `columns` read, 1,000 rows a query. */
export async function forEachSubmission(
  db: Kysely<unknown>,
  options: { columns: string[]; form?: string },
  each: (row: Row) => Promise<void>,
): Promise<void> {
  const q = db as unknown as Kysely<Record<string, Row>>;
  let after = "";
  for (;;) {
    let query = q.selectFrom("submissions").select(options.columns);
    if (options.form !== undefined) query = query.where("form", "=", options.form);
    const rows = await query.where("id", ">", after).orderBy("id").limit(1000).execute();
    if (rows.length === 0) return;
    for (const row of rows) await each(row);
    after = String(rows.at(-1)!.id);
  }
}
