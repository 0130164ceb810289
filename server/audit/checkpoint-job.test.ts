// The daily checkpoint: made once a day across processes (two racing make
// one), emailed to the compliance address with the signed checkpoint, which
// `audit verify --checkpoint` accepts; the console's audit screen reads the
// newest one and whether the trail still extends it. Real SMTP server;
// PostgreSQL too with TEST_DATABASE_URL.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person } from "#test/staff-app";
import { type StaffMailApp, startStaffMailApp } from "#test/staff-mail-app";
import { openDatabase } from "../db/database";
import { runStaff } from "../cli/run-staff";
import { recordAudit } from "./audit-trail";
import { runDailyCheckpoint } from "./checkpoint-job";

let m: StaffMailApp;
let admin: Person;
let rowsBefore = 0;
const dir = mkdtempSync(path.join(os.tmpdir(), "checkpoint-job-"));
beforeAll(async () => {
  m = await startStaffMailApp();
  admin = await m.t.person("admin@udyamitra.example", ["admin"]);
}, 60_000);
afterAll(async () => {
  await m?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the daily audit checkpoint", () => {
  it("is made once a day however many processes race for it, and emailed to compliance with its signature", async () => {
    rowsBefore = Number((await m.t.db.kysely.selectFrom("staffAuditHead").select("seq").executeTakeFirstOrThrow()).seq) + 3;
    for (let i = 0; i < 3; i++)
      await recordAudit(m.t.db.kysely, m.t.db.kind, { actor: "shell", action: "lead.opened", subject: String(i) });
    const other = await openDatabase(m.t.dbOptions);
    try {
      const job = (db: typeof other) => ({ db: db.kysely, kind: db.kind, key: m.t.keys.audit, mail: true });
      const now = new Date("2026-11-26T20:00:00.000Z");
      // Two processes at once on PostgreSQL. On SQLite, one after the other: better-sqlite3 waits for a lock by
      // blocking its thread, so two connections in one test process cannot wait for each other (two processes can).
      const run = (db: typeof other) => runDailyCheckpoint(job(db), now);
      const results = m.t.db.kind === "postgres" ? await Promise.all([run(m.t.db), run(other)]) : [await run(m.t.db), await run(other)];
      expect(results.filter((r) => "made" in r)).toHaveLength(1);
      // The next hour's check that day finds it made.
      expect(await runDailyCheckpoint(job(other), new Date("2026-11-26T21:00:00.000Z"))).toEqual({ exists: true });
    } finally {
      await other.close();
    }
    const rows = await m.t.db.kysely.selectFrom("auditCheckpoints").selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ day: "2026-11-27", madeBy: "daily" })]);
  });

  it("emails the checkpoint to the compliance address; saved to a file, `audit verify --checkpoint` accepts it", async () => {
    const mail = await m.mailTo("compliance@udyamitra.example", "Audit trail checkpoint");
    expect(mail.text).toContain("npm run staff -- audit verify --checkpoint checkpoint.json");
    const json = mail.text.slice(mail.text.indexOf("{"));
    const file = path.join(dir, "checkpoint.json");
    writeFileSync(file, json);
    let out = "";
    const code = await runStaff(
      ["audit", "verify", "--checkpoint", file],
      { ...m.t.dbOptions, staffOrigin: undefined, port: 3000, keys: m.t.keys, staffMail: false },
      { out: (s) => (out += s), err: (s) => (out += s) },
    );
    expect(code, out).toBe(0);
  });

  it("is shown on the console's audit screen with whether the trail still extends it", async () => {
    const res = await m.t.call("GET", "/api/staff/audit/checkpoint", admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      last: { rows: rowsBefore, madeBy: "daily", key: m.t.keys.audit.id },
      keyId: m.t.keys.audit.id,
      extends: true,
    });
  });
});
