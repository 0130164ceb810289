// Purged data is gone from the database's files (docs/decisions/030-hostile-input.md): a row
// with a marker is inserted, deleted, and after forgetDeleted() the marker's
// bytes are nowhere in the SQLite file or its write-ahead log (PostgreSQL:
// nowhere in the table's files). Before forgetDeleted() they are: the check
// can fail.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_KINDS, type OpenTestDatabase, openTestDatabase } from "#test/database-kinds";
import { storeSubmission } from "../submissions/store";
import { forgetDeleted } from "./forget";

const MARKER = `FORGET-ME-${Math.random().toString(36).slice(2)}`;

async function insertAndDelete(t: OpenTestDatabase) {
  const gone = await storeSubmission(t.db.kysely, {
    form: "partner-enquiry",
    lang: "en",
    fields: { name: MARKER, company: MARKER, message: MARKER.repeat(50) },
  });
  // Other rows stay, as after a real purge.
  await storeSubmission(t.db.kysely, { form: "partner-enquiry", lang: "en", fields: { name: "Keep Me" } });
  if (gone.kind === "stored") await t.db.kysely.deleteFrom("submissions").where("id", "=", gone.submission.id).execute();
}

const holds = (bytes: Buffer) => bytes.includes(Buffer.from(MARKER));

describe.each(DATABASE_KINDS)("forgetting purged rows on %s", (kind) => {
  let t: OpenTestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  it.runIf(kind === "sqlite")("leaves no trace in the SQLite file or its -wal", async () => {
    const file = t.options.sqlitePath;
    const files = async () =>
      Buffer.concat([await readFile(file), existsSync(`${file}-wal`) ? await readFile(`${file}-wal`) : Buffer.alloc(0)]);
    await insertAndDelete(t);
    expect(holds(await files())).toBe(true);
    expect(await forgetDeleted(t.db)).toEqual({ complete: true });
    expect(holds(await files())).toBe(false);
    const kept = await t.db.kysely.selectFrom("submissions").select("fields").execute();
    expect(kept.map((r) => JSON.parse(r.fields).name)).toEqual(["Keep Me"]);
  });

  it.runIf(kind === "sqlite")("runs with secure_delete on", async () => {
    const mode = await sql<{ secureDelete: number }>`pragma secure_delete`.execute(t.db.kysely);
    expect(mode.rows[0]?.secureDelete).toBe(1);
  });

  it.runIf(kind === "postgres")("leaves no trace in the table's files", async (ctx) => {
    // Reading the files needs the server on this machine and the rights to read its folder.
    const dir = await sql<{ dataDirectory: string }>`show data_directory`.execute(t.db.kysely).catch(() => undefined);
    const tableFiles = async () => {
      await sql`checkpoint`.execute(t.db.kysely);
      const rel = await sql<{ main: string; toast: string | null }>`
        select pg_relation_filepath('submissions') as main,
               pg_relation_filepath((select reltoastrelid from pg_class where relname = 'submissions')) as toast`.execute(t.db.kysely);
      const paths = [rel.rows[0]!.main, rel.rows[0]!.toast].filter((p): p is string => Boolean(p));
      return Buffer.concat(
        await Promise.all(paths.map((p) => readFile(path.join(dir!.rows[0]!.dataDirectory, p)).catch(() => Buffer.alloc(0)))),
      );
    };
    if (!dir?.rows[0] || !existsSync(dir.rows[0].dataDirectory)) ctx.skip();
    await insertAndDelete(t);
    expect(holds(await tableFiles())).toBe(true);
    expect(await forgetDeleted(t.db, ["submissions"])).toEqual({ complete: true });
    // VACUUM FULL keeps a deleted row while a transaction that might still see it runs. Test files
    // run side by side, and another file's CREATE DATABASE holds that horizon for every database of
    // the cluster: then forget again once it has passed, as the next purge would.
    await vi.waitFor(
      async () => {
        if (holds(await tableFiles())) await forgetDeleted(t.db, ["submissions"]);
        expect(holds(await tableFiles())).toBe(false);
      },
      { timeout: 10_000, interval: 200 },
    );
    // Without a list, the whole database is rewritten.
    expect(await forgetDeleted(t.db)).toEqual({ complete: true });
  });
});
