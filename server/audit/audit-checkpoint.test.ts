// The review's audit rewrite: someone with write access to the database
// deletes the newest rows and moves the head back, or deletes a row and
// re-hashes every row after it. The chain alone cannot see either (it is
// consistent again). A checkpoint signed with a key outside the database
// (`npm run staff -- audit checkpoint`, kept or emailed elsewhere) can:
// `audit verify --checkpoint <file>` exits 1 once the trail no longer extends
// it. PostgreSQL too with TEST_DATABASE_URL.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { testKeys } from "#test/keys";
import { runStaff } from "../cli/run-staff";
import { canonicalJson } from "./canonical-json";
import { recordAudit, rowHash, verifyAuditChain } from "./audit-trail";

let t: TestDatabase;
let db: Db;
const keys = testKeys();
const dir = mkdtempSync(path.join(os.tmpdir(), "checkpoint-"));
beforeAll(async () => {
  t = await createTestDatabase();
  db = await openDatabase(t);
});
afterAll(async () => {
  await db.close();
  await t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.kysely.deleteFrom("staffAudit").execute();
  await db.kysely.deleteFrom("staffAuditHead").execute();
  await db.kysely.deleteFrom("auditCheckpoints").execute();
});

async function staff(argv: string[], withKeys = keys) {
  let out = "";
  let err = "";
  const code = await runStaff(
    argv,
    { ...t, staffOrigin: undefined, port: 3000, keys: withKeys, staffMail: false },
    { out: (s) => (out += s), err: (s) => (err += s) },
  );
  return { code, out, err };
}

async function fill(n: number) {
  for (let i = 0; i < n; i++)
    await recordAudit(db.kysely, db.kind, { actor: "asha@example.in", action: "lead.opened", subject: `UF-AAAA${i}`, detail: { n: i } });
}

/** `audit checkpoint`'s output, kept in a file as the compliance officer keeps the emailed one. */
async function checkpointFile(name: string) {
  const made = await staff(["audit", "checkpoint"]);
  expect(made.code, made.err).toBe(0);
  const file = path.join(dir, name);
  writeFileSync(file, made.out);
  return { file, signed: JSON.parse(made.out) as { checkpoint: { rows: number; head: string }; signature: string } };
}

/** What an attacker with the database does after deleting rows: re-chain the rest and set the head to match. */
async function rehashFrom(seq: number) {
  const rows = await db.kysely.selectFrom("staffAudit").selectAll().where("seq", ">=", seq).orderBy("seq").execute();
  await db.kysely.deleteFrom("staffAudit").where("seq", ">=", seq).execute();
  const before = await db.kysely
    .selectFrom("staffAudit")
    .select("hash")
    .where("seq", "=", seq - 1)
    .executeTakeFirst();
  let previous = before?.hash ?? "0".repeat(64);
  let next = seq;
  for (const r of rows) {
    const row = {
      seq: next,
      at: r.at,
      actor: r.actor,
      action: r.action,
      subject: r.subject,
      detail: JSON.parse(r.detail) as Record<string, unknown>,
    };
    previous = rowHash(previous, row);
    await db.kysely
      .insertInto("staffAudit")
      .values({ ...row, detail: canonicalJson(row.detail), hash: previous })
      .execute();
    next++;
  }
  await db.kysely
    .updateTable("staffAuditHead")
    .set({ seq: next - 1, hash: previous })
    .where("id", "=", 1)
    .execute();
}

describe("audit checkpoints", () => {
  it("prints a checkpoint signed with the key outside the database: rows, head hash, time; it is kept and itself audited", async () => {
    await fill(4);
    const { signed } = await checkpointFile("first.json");
    expect(signed.checkpoint).toMatchObject({ rows: 4, key: keys.audit.id });
    expect(signed.checkpoint.head).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.signature).toMatch(/^[\w+/]+=*$/);
    const kept = await db.kysely.selectFrom("auditCheckpoints").selectAll().execute();
    expect(kept).toHaveLength(1);
    const last = await db.kysely.selectFrom("staffAudit").selectAll().orderBy("seq", "desc").executeTakeFirstOrThrow();
    expect(last).toMatchObject({ seq: 5, actor: "shell", action: "audit.checkpoint" });
  });

  it("exits 0 while the trail extends the checkpoint (rows added after it are fine)", async () => {
    await fill(6);
    const { file } = await checkpointFile("extends.json");
    await fill(3);
    const verified = await staff(["audit", "verify", "--checkpoint", file]);
    expect(verified.code, verified.err).toBe(0);
    expect(verified.out).toMatch(/extends the checkpoint of .+ \(6 rows\)/);
  });

  it("the newest rows deleted and the head moved back: the chain passes, the checkpoint does not (exit 1)", async () => {
    await fill(10);
    const { file } = await checkpointFile("deleted.json");
    const keep = await db.kysely.selectFrom("staffAudit").select(["seq", "hash"]).where("seq", "=", 7).executeTakeFirstOrThrow();
    await db.kysely.deleteFrom("staffAudit").where("seq", ">", 7).execute();
    await db.kysely.updateTable("staffAuditHead").set({ seq: keep.seq, hash: keep.hash }).where("id", "=", 1).execute();
    await db.kysely.deleteFrom("auditCheckpoints").execute();
    expect(await verifyAuditChain(db.kysely)).toEqual({ ok: true, rows: 7 });
    const verified = await staff(["audit", "verify", "--checkpoint", file]);
    expect(verified.code).toBe(1);
    expect(verified.err).toMatch(/no longer extends the checkpoint of .+: it has 7 rows, the checkpoint counted 10/);
  });

  it("a row deleted and every later row re-hashed: the chain passes, the checkpoint does not (exit 1)", async () => {
    await fill(10);
    const { file } = await checkpointFile("rehashed.json");
    await db.kysely.deleteFrom("staffAudit").where("seq", "=", 4).execute();
    await rehashFrom(4);
    // Padded back to the checkpoint's length, so that the count alone would not give it away.
    await fill(1);
    await db.kysely.deleteFrom("auditCheckpoints").execute();
    expect((await verifyAuditChain(db.kysely)).ok).toBe(true);
    const verified = await staff(["audit", "verify", "--checkpoint", file]);
    expect(verified.code).toBe(1);
    expect(verified.err).toMatch(/row 10 is not the row the checkpoint of .+ signed/);
  });

  it("refuses a checkpoint signed with another key (one the attacker made to match the rewrite), and a damaged file", async () => {
    await fill(3);
    const other = testKeys();
    const forged = await staff(["audit", "checkpoint"], other);
    const file = path.join(dir, "forged.json");
    writeFileSync(file, forged.out);
    const verified = await staff(["audit", "verify", "--checkpoint", file]);
    expect(verified.code).toBe(1);
    expect(verified.err).toMatch(/not signed by this server's audit key/);
    writeFileSync(file, "{ not json");
    expect((await staff(["audit", "verify", "--checkpoint", file])).err).toMatch(/is not a checkpoint/);
    expect((await staff(["audit", "verify", "--checkpoint", path.join(dir, "missing.json")])).code).toBe(1);
  });

  it("audit verify alone also checks the newest checkpoint kept in the database", async () => {
    await fill(5);
    await checkpointFile("kept.json");
    expect((await staff(["audit", "verify"])).out).toMatch(/extends the last checkpoint/);
    await db.kysely.deleteFrom("staffAudit").where("seq", ">", 3).execute();
    const keep = await db.kysely.selectFrom("staffAudit").select(["seq", "hash"]).where("seq", "=", 3).executeTakeFirstOrThrow();
    await db.kysely.updateTable("staffAuditHead").set({ seq: keep.seq, hash: keep.hash }).where("id", "=", 1).execute();
    const verified = await staff(["audit", "verify"]);
    expect(verified.code).toBe(1);
    expect(verified.err).toMatch(/no longer extends the checkpoint/);
  });
});
