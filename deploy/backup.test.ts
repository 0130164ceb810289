// Backups that restore: a real server process takes every kind of form (a
// resume file included), the deploy/backup scripts back its database up
// while it runs, restore the backup into a fresh database, and every table
// of the restored one has the same rows, byte for byte (test/support/deploy/
// backup-fingerprint.ts, over all tables, so tables added later are covered).
// PostgreSQL with pg_dump/pg_restore (needs TEST_DATABASE_URL), SQLite with
// the sqlite3 shell's online backup.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { exampleApplication } from "#test/form-examples";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { validPdf } from "#test/resume-files";
import { type Fingerprint, fingerprintPostgres, fingerprintSqlite } from "#test/deploy/backup-fingerprint";

const scripts = path.join(import.meta.dirname, "backup");
const has = (bin: string) => spawnSync("sh", ["-c", `command -v ${bin}`]).status === 0;
const pgMissing = ["pg_dump", "pg_restore", "psql"].find((b) => !has(b));
const pgSkip = pgMissing
  ? `${pgMissing} is not installed (apt-get install -y postgresql-client)`
  : process.env.TEST_DATABASE_URL
    ? undefined
    : "TEST_DATABASE_URL is not set (scripts/test-postgres.sh prints one)";
const sqliteSkip = has("sqlite3") ? undefined : "sqlite3 is not installed (apt-get install -y sqlite3)";
if (pgSkip) console.warn(`SKIPPING the PostgreSQL backup test: ${pgSkip}.`);
if (sqliteSkip) console.warn(`SKIPPING the SQLite backup test: ${sqliteSkip}.`);

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A server process whose deliveries fail once and then wait an hour: the outbox has rows, and nothing changes them during the test. */
async function serverOn(env: Record<string, string>): Promise<ServerProcess> {
  const p = await startServerProcess({
    ...env,
    LEADS_WEBHOOK_URL: "http://127.0.0.1:9/hooks/leads",
    LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 5).toString("base64")}`,
    LEADS_RETRY_FIRST_SECONDS: "3600",
    MAX_EVENT_LOOP_DELAY_MS: "60000",
  });
  cleanups.push(() => (p.child.exitCode === null ? p.stop() : undefined));
  return p;
}

/** One submission of every form, the job application with its resume. */
async function fillIn(p: ServerProcess) {
  const posts: Array<[string, object]> = [
    ["/api/newsletter", { email: "backup-reader@example.in" }],
    ["/api/partner-enquiries", { name: "Ravi Kumar", email: "ravi@example.in", phone: "9876543210", company: "Kumar Traders" }],
    [
      "/api/loan-enquiries",
      { name: "Meera Shah", mobile: "7012345678", company: "Shah Textiles", product: "term-loan", amount: 500000, city: "Surat" },
    ],
    [
      "/api/complaints",
      {
        name: "Sunita Patil",
        mobile: "9822012345",
        email: "sunita@example.in",
        loanNumber: "UFL/2025/001234",
        category: "interest-and-charges",
        description: "A foreclosure charge was debited although my loan is at a floating rate.",
      },
    ],
  ];
  for (const [endpoint, body] of posts) expect((await p.post(endpoint, body)).status, endpoint).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(exampleApplication)) form.append(k, v);
  form.append("resume", new Blob([new Uint8Array(validPdf())], { type: "application/pdf" }), "Asha Iyer CV.pdf");
  const res = await fetch(`${p.origin}/api/job-applications`, { method: "POST", body: form });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** The fingerprint once two reads a moment apart agree (the first delivery attempts have been recorded). */
async function settled(read: () => Promise<Fingerprint>): Promise<Fingerprint> {
  let last = await read();
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const next = await read();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  throw new Error("the database kept changing");
}

function expectFull(f: Fingerprint, tables: string[]) {
  // Every kind of data is there to be lost: submissions, the resume's bytes, complaints, the outbox (and on PostgreSQL the shared limits).
  for (const table of ["submissions", "stored_files", "complaints", "complaint_history", "outbox", ...tables])
    expect(f[table]?.rows ?? 0, table).toBeGreaterThan(0);
}

const run = (file: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(path.join(scripts, file), args, { encoding: "utf8", env: { ...process.env, ...env } })
    .trim()
    .split("\n")
    .pop()!;

describe.skipIf(Boolean(pgSkip))("PostgreSQL: pg-backup.sh and pg-restore.sh", () => {
  it("restores every row, file and hash into a fresh database, and the check sees a changed byte", async () => {
    const source: TestDatabase = await createTestDatabase();
    const target: TestDatabase = await createTestDatabase();
    cleanups.push(
      () => source.cleanup(),
      () => target.cleanup(),
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), "pg-backup-test-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

    const server = await serverOn({ DATABASE_URL: source.databaseUrl! });
    await fillIn(server);
    const before = await settled(() => fingerprintPostgres(source.databaseUrl!));
    expectFull(before, ["rate_counters"]);

    // Taken while the server runs.
    const dump = run("pg-backup.sh", [dir], { DATABASE_URL: source.databaseUrl! });
    expect(dump).toMatch(/udyamitra-\d{8}T\d{6}Z\.dump$/);
    run("pg-restore.sh", [dump, target.databaseUrl!]);
    expect(await fingerprintPostgres(target.databaseUrl!)).toEqual(before);
    // A second restore into a database that has tables is refused, not merged.
    expect(spawnSync(path.join(scripts, "pg-restore.sh"), [dump, target.databaseUrl!], { encoding: "utf8" }).stderr).toMatch(
      /refusing to restore/,
    );

    // The check bites: one changed byte in the stored resume is a different fingerprint.
    const c = new pg.Client({ connectionString: target.databaseUrl });
    await c.connect();
    try {
      await c.query("update stored_files set bytes = overlay(bytes placing '\\x00'::bytea from 1 for 1)");
    } finally {
      await c.end();
    }
    expect((await fingerprintPostgres(target.databaseUrl!)).stored_files).not.toEqual(before.stored_files);
  }, 120_000);
});

describe.skipIf(Boolean(sqliteSkip))("SQLite: sqlite-backup.sh (online) and sqlite-restore.sh", () => {
  it("restores every row, file and hash, and the check sees a changed byte", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "sqlite-backup-test-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const live = path.join(dir, "site.db");
    const server = await serverOn({ SQLITE_PATH: live, DATABASE_URL: "" });
    await fillIn(server);
    const before = await settled(async () => fingerprintSqlite(live));
    // (One SQLite process keeps its rate counters in memory.)
    expectFull(before, []);

    const backup = run("sqlite-backup.sh", [live, path.join(dir, "backups")]);
    expect(backup).toMatch(/udyamitra-\d{8}T\d{6}Z\.db$/);
    const restored = path.join(dir, "restored", "site.db");
    execFileSync("mkdir", ["-p", path.dirname(restored)]);
    run("sqlite-restore.sh", [backup, restored]);
    expect(fingerprintSqlite(restored)).toEqual(before);

    const db = new Database(restored);
    try {
      db.prepare("update stored_files set bytes = cast(zeroblob(1) || substr(bytes, 2) as blob)").run();
    } finally {
      db.close();
    }
    expect(fingerprintSqlite(restored).stored_files).not.toEqual(before.stored_files);
  }, 120_000);
});
