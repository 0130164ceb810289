// Two real server processes on one PostgreSQL run the escalation job every
// second: each complaint past day 21 gets one email to the Principal Nodal
// Officer and one audit row, not one per process. PostgreSQL only (SQLite is
// one process by design); CI sets TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grievance } from "#content/grievance";
import { type TestSmtpServer, startTestSmtpServer } from "#test/smtp-server";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { storeSubmission } from "../submissions/store";
import { openComplaint } from "./complaints";

const DAY = 24 * 60 * 60 * 1000;

describe.runIf(process.env.TEST_DATABASE_URL)("escalation with two server processes on one PostgreSQL", { timeout: 90_000 }, () => {
  let t: TestDatabase;
  let db: Db;
  let smtp: TestSmtpServer;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    db = await openDatabase(t);
    smtp = await startTestSmtpServer({ parse: "headers" });
    const env = {
      DATABASE_URL: t.databaseUrl!,
      SMTP_URL: smtp.url,
      LEADS_EMAIL_FROM: "care@udyamitra.example",
      LEADS_EMAIL_TO: "team@udyamitra.example",
      COMPLAINT_JOBS_INTERVAL_SECONDS: "1",
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await smtp?.close();
    await db?.close();
    await t?.cleanup();
  });

  it("sends each escalation once", async () => {
    const references: string[] = [];
    for (let i = 0; i < 30; i++) {
      const filed = new Date(Date.now() - (22 + (i % 5)) * DAY);
      const r = await storeSubmission(
        db.kysely,
        {
          form: "complaint",
          lang: "en",
          fields: {
            name: "Asha Iyer",
            mobile: `98111${String(i).padStart(5, "0")}`,
            email: `a${i}@example.in`,
            category: "other",
            description: "Twenty characters or more.",
          },
        },
        [openComplaint],
        filed,
      );
      if (r.kind === "stored") references.push(r.submission.reference);
    }
    const toNodal = () => smtp.messages.filter((m) => m.envelope.to.includes(grievance.nodalOfficer.email));
    await smtp.waitFor(() => toNodal().length >= references.length, "30 escalation emails", 60_000);
    // Both processes keep running the job for a few more rounds: nothing more may come. Time is what is tested
    // (rounds of the job at its interval), so this one waits.
    await new Promise((r) => setTimeout(r, 3000));
    const subjects = toNodal().map((m) => m.subject);
    expect(subjects).toHaveLength(references.length);
    expect(new Set(subjects).size).toBe(references.length);
    const audit = await db.kysely.selectFrom("staffAudit").select("subject").where("action", "=", "complaint.escalated").execute();
    expect(audit.map((a) => a.subject).sort()).toEqual([...references].sort());
    // Both processes ran the job (each logs when it starts its work, and the escalation ran where it could).
    expect(servers.every((s) => s.output().includes("delivery: sending leads"))).toBe(true);
  });
});
