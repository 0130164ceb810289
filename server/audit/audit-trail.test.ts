import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { runStaff } from "../cli/run-staff";
import { testKeys } from "#test/keys";
import { appendAudit, recordAudit, verifyAuditChain } from "./audit-trail";

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = await openDatabase(t);
});
afterAll(async () => {
  await db.close();
  await t.cleanup();
});

async function verifyCli() {
  let out = "";
  let err = "";
  const code = await runStaff(
    ["audit", "verify"],
    { ...t, staffOrigin: undefined, port: 3000, keys: testKeys(), staffMail: false },
    { out: (s) => (out += s), err: (s) => (err += s) },
  );
  return { code, out, err };
}

async function fill(n: number) {
  for (let i = 0; i < n; i++)
    await recordAudit(db.kysely, db.kind, {
      actor: "asha@example.in",
      action: "lead.opened",
      subject: `UF-AAAA${String(i).padStart(2, "0")}`,
      detail: { n: i },
    });
}

describe("the audit chain", () => {
  it("numbers rows one after another and verifies an intact chain (also from the CLI, exit 0)", async () => {
    await fill(5);
    expect(await verifyAuditChain(db.kysely)).toEqual({ ok: true, rows: 5 });
    const cli = await verifyCli();
    expect(cli.code).toBe(0);
    expect(cli.out).toMatch(/intact: 5 row/);
  });

  it("stays one chain when appends race (PostgreSQL serialises them with an advisory lock)", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => recordAudit(db.kysely, db.kind, { actor: "shell", action: "lead.opened", subject: String(i) })),
    );
    expect(await verifyAuditChain(db.kysely)).toEqual({ ok: true, rows: 25 });
  });

  it("writes nothing when the action's transaction rolls back", async () => {
    await expect(
      db.kysely.transaction().execute(async (tx) => {
        await appendAudit(tx, db.kind, { actor: "shell", action: "user.disabled" });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    expect(await verifyAuditChain(db.kysely)).toEqual({ ok: true, rows: 25 });
  });

  it("names the first altered row: exit 1 from the CLI", async () => {
    await db.kysely.updateTable("staffAudit").set({ actor: "someone-else@example.in" }).where("seq", "=", 3).execute();
    expect(await verifyAuditChain(db.kysely)).toEqual({ ok: false, rows: 2, firstBad: 3 });
    const cli = await verifyCli();
    expect(cli.code).toBe(1);
    expect(cli.err).toMatch(/broken at row 3/);
    await db.kysely.updateTable("staffAudit").set({ actor: "asha@example.in" }).where("seq", "=", 3).execute();
    expect((await verifyAuditChain(db.kysely)).ok).toBe(true);
    // The detail is covered too, byte for byte.
    await db.kysely.updateTable("staffAudit").set({ detail: '{"n":40}' }).where("seq", "=", 4).execute();
    expect(await verifyAuditChain(db.kysely)).toMatchObject({ ok: false, firstBad: 4 });
    await db.kysely.updateTable("staffAudit").set({ detail: '{"n":3}' }).where("seq", "=", 4).execute();
  });

  it("names a removed row, in the middle or at the end", async () => {
    const row = await db.kysely.selectFrom("staffAudit").selectAll().where("seq", "=", 2).executeTakeFirstOrThrow();
    await db.kysely.deleteFrom("staffAudit").where("seq", "=", 2).execute();
    expect(await verifyAuditChain(db.kysely)).toEqual({ ok: false, rows: 1, firstBad: 2 });
    await db.kysely.insertInto("staffAudit").values(row).execute();
    expect((await verifyAuditChain(db.kysely)).ok).toBe(true);
    await db.kysely.deleteFrom("staffAudit").where("seq", "=", 25).execute();
    expect(await verifyAuditChain(db.kysely)).toEqual({ ok: false, rows: 24, firstBad: 25 });
    expect((await verifyCli()).err).toMatch(/broken at row 25/);
  });
});
