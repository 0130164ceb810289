// Two real server-side processes on one database (SQLite file, or PostgreSQL
// with TEST_DATABASE_URL) start the daily purge at the same moment: exactly
// one runs it, the other finds the day claimed.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { storeSubmission } from "../submissions/store";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
let database: TestDatabase;
let db: Db;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ sqlitePath: database.sqlitePath, databaseUrl: database.databaseUrl });
  dir = await mkdtemp(path.join(os.tmpdir(), "retention-go-"));
});
afterAll(async () => {
  await db?.close();
  await database?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

it("two processes starting the daily purge together run it once", async () => {
  for (let i = 0; i < 3; i++)
    await storeSubmission(
      db.kysely,
      { form: "partner-enquiry", lang: "en", fields: { name: `Old ${i}`, email: `old${i}@example.in` } },
      [],
      new Date("2023-01-01T06:00:00Z"),
    );
  const go = path.join(dir, "go");
  const env = {
    ...process.env,
    SQLITE_PATH: database.sqlitePath,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    RETENTION_NOW: "2026-11-25T06:00:00.000Z",
    RETENTION_GO: go,
  };
  const start = () => run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "test/support/retention-process.ts"], { cwd: root, env });
  const both = Promise.all([start(), start()]);
  // Both are loading; once both are at the starting line, go.
  await vi.waitFor(async () => expect((await readdir(dir)).filter((f) => f.endsWith(".ready"))).toHaveLength(2), {
    timeout: 60_000,
    interval: 20,
  });
  await writeFile(go, "");
  const outputs = (await both).map(
    (o) => JSON.parse(o.stdout.trim().split("\n").at(-1)!) as { ran: boolean; counts?: Record<string, number> },
  );
  expect(outputs.filter((o) => o.ran)).toEqual([{ ran: true, counts: expect.objectContaining({ "partner-enquiry": 3 }) }]);
  expect(outputs.filter((o) => !o.ran)).toEqual([{ ran: false }]);
  const audit = await db.kysely.selectFrom("staffAudit").select(["action", "subject"]).where("action", "=", "retention.run").execute();
  expect(audit).toEqual([{ action: "retention.run", subject: "2026-11-25" }]);
}, 60_000);
