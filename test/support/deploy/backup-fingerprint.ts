// What a restored backup must hold: for every table (whatever tables later
// migrations add), its row count and a sha256 over its rows in a canonical
// form, so a missing row, a changed byte of a stored file or a broken audit
// hash shows as a different fingerprint. Rows are compared as a sorted set,
// since neither database promises an order without ORDER BY.
import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";

type TableFingerprint = { rows: number; sha256: string };
export type Fingerprint = Record<string, TableFingerprint>;

/** A value as JSON can hold it, the same way on every read: bytes as base64, dates as ISO, keys sorted. */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { bytes: Buffer.from(value).toString("base64") };
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function fingerprintRows(rows: Record<string, unknown>[]): TableFingerprint {
  const lines = rows.map((r) => JSON.stringify(canonical(r))).sort();
  const hash = createHash("sha256");
  for (const line of lines) hash.update(line).update("\n");
  return { rows: rows.length, sha256: hash.digest("hex") };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function fingerprintPostgres(databaseUrl: string): Promise<Fingerprint> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    );
    const out: Fingerprint = {};
    for (const { name } of tables.rows)
      out[name] = fingerprintRows((await client.query<Record<string, unknown>>(`select * from ${quoted(name)}`)).rows);
    return out;
  } finally {
    await client.end();
  }
}

export function fingerprintSqlite(file: string): Fingerprint {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name")
      .all() as { name: string }[];
    const out: Fingerprint = {};
    for (const { name } of tables)
      out[name] = fingerprintRows(db.prepare(`select * from ${quoted(name)}`).all() as Record<string, unknown>[]);
    return out;
  } finally {
    db.close();
  }
}
