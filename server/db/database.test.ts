import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { storeSubmission } from "../submissions/store";
import { type Db, openDatabase } from "./database";
import { type TestDatabase, createTestDatabase } from "#test/database";

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
  db = await openDatabase(t);
});
afterAll(async () => {
  await db.close();
  await t.cleanup();
});

describe("openDatabase", () => {
  it("creates every table, and migrating again changes nothing", async () => {
    const again = await openDatabase(t);
    await again.close();
    const tables = (await db.kysely.introspection.getTables()).map((x) => x.name);
    expect(tables).toEqual(expect.arrayContaining(["submissions", "stored_files", "idempotency_keys"]));
    expect(tables).not.toContain("partner_enquiries");
    await expect(db.check()).resolves.toBeUndefined();
  });

  it.runIf(!process.env.TEST_DATABASE_URL)("runs SQLite in WAL mode with synchronous=FULL", async () => {
    const mode = await sql<{ journalMode: string }>`pragma journal_mode`.execute(db.kysely);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db.kysely);
    expect(mode.rows[0]?.journalMode).toBe("wal");
    expect(sync.rows[0]?.synchronous).toBe(2); // FULL (result keys pass through the camelCase plugin)
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    "lets a transaction that reads before it writes wait for another process's write instead of failing",
    async () => {
      await sql`create table lock_probe (writer text)`.execute(db.kysely);
      const mine = db.kysely.transaction().execute(async (tx) => {
        await sql`select count(*) from lock_probe`.execute(tx);
        // Another process (a command line beside the server) writes while this transaction is open.
        const other = spawn(
          process.execPath,
          [
            "-e",
            `const db = new (require("better-sqlite3"))(process.argv[1]); db.pragma("busy_timeout = 5000"); db.prepare("insert into lock_probe values ('other')").run();`,
            t.sqlitePath,
          ],
          { stdio: "inherit" },
        );
        const exited = new Promise<number | null>((resolve) => other.once("exit", resolve));
        await Promise.race([exited, new Promise((r) => setTimeout(r, 500))]);
        await sql`insert into lock_probe values ('server')`.execute(tx);
        return { exited }; // not awaited here: the other process may be waiting for this commit
      });
      // The transaction holds the write lock from its start: it commits, and the other process's write waits for it.
      const { exited } = await mine;
      expect(await exited).toBe(0);
      const rows = await sql<{ writer: string }>`select writer from lock_probe`.execute(db.kysely);
      expect(rows.rows.map((r) => r.writer)).toEqual(["server", "other"]);
    },
  );

  it("stores a once-only value once, answering a repeat with a fresh, unstored reference", async () => {
    const first = await storeSubmission(db.kysely, {
      form: "newsletter",
      lang: "en",
      fields: { email: "Once@Example.in" },
      dedupeKey: "once@example.in",
    });
    const again = await storeSubmission(db.kysely, {
      form: "newsletter",
      lang: "en",
      fields: { email: "once@example.in" },
      dedupeKey: "once@example.in",
    });
    expect(first.kind).toBe("stored");
    expect(again.kind).toBe("repeat");
    const rows = await db.kysely.selectFrom("submissions").select(["reference"]).where("form", "=", "newsletter").execute();
    expect(rows).toHaveLength(1);
    expect(again.kind === "repeat" && rows[0]?.reference !== again.reference).toBe(true);
  });

  it("answers the same idempotency key within a day with the first reference, and after a day stores anew", async () => {
    const input = { form: "loan-enquiry", lang: "en" as const, fields: { name: "Key" }, idempotencyKey: "key-aaaaaaaaaaaaaaaa" };
    const day0 = new Date("2026-11-01T10:00:00Z");
    const first = await storeSubmission(db.kysely, input, [], day0);
    const retry = await storeSubmission(db.kysely, input, [], new Date("2026-11-01T10:05:00Z"));
    const later = await storeSubmission(db.kysely, input, [], new Date("2026-11-02T10:00:01Z"));
    expect(first.kind).toBe("stored");
    expect(retry).toEqual({ kind: "replayed", reference: first.kind === "stored" ? first.submission.reference : "" });
    expect(later.kind).toBe("stored");
  });

  it("rolls the submission back when a hook fails: nothing half-stored", async () => {
    const failing = async () => {
      throw new Error("outbox down");
    };
    await expect(
      storeSubmission(
        db.kysely,
        { form: "loan-enquiry", lang: "en", fields: { name: "Rollback" }, idempotencyKey: "key-rollback-000000000" },
        [failing],
      ),
    ).rejects.toThrow("outbox down");
    const rows = await db.kysely.selectFrom("submissions").select("fields").execute();
    expect(rows.filter((r) => r.fields.includes("Rollback"))).toEqual([]);
    expect(await db.kysely.selectFrom("idempotencyKeys").select("key").where("key", "=", "key-rollback-000000000").execute()).toEqual([]);
  });
});
