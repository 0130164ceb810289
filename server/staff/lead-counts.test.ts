// lead_counts (migration 047) against the leads themselves: after inserts,
// status and assignee changes, a restriction, an erasure, and a migration over
// leads stored before it, the table's counts are the counts a scan gives, for
// every view it answers, on SQLite and PostgreSQL.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrations";
import { storeSubmission } from "../submissions/store";
import { type LeadFilter, leadRows } from "./lead-list";
import { countedLeads } from "./lead-counts";
import { DATABASE_KINDS, type OpenTestDatabase, openTestDatabase } from "#test/database-kinds";

const FORMS = ["loan-enquiry", "partner-enquiry", "job-application"];
const FILTERS: LeadFilter[] = [
  {},
  { assignee: "none" },
  { assignee: "me" },
  { assignee: "u-ravi" },
  { form: "loan-enquiry" },
  { form: "loan-enquiry", status: "contacted" },
  { form: "job-application", assignee: "none" },
];
const loan = (i: number) => ({
  form: "loan-enquiry",
  lang: "en" as const,
  fields: { name: `Borrower ${i}`, mobile: "9876543210", company: "Co", city: "Pune", product: "term-loan", amount: 500_000 },
});
const partner = (i: number) => ({
  form: "partner-enquiry",
  lang: "en" as const,
  fields: { name: `Partner ${i}`, email: `p${i}@example.in`, phone: "9876543210", company: "Co" },
});

describe.each(DATABASE_KINDS)("lead counts on %s", (kind) => {
  let t: OpenTestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  /** Each filter's split by status, from the table and from a scan, sorted alike. */
  async function both(filter: LeadFilter) {
    const forms = filter.form ? [filter.form] : FORMS;
    const src = { db: t.db.kysely, kind, now: () => new Date() };
    const scan = await leadRows(src, filter, forms, "u-asha")
      .select((eb) => ["submissions.status", eb.fn.countAll<string | number>().as("n")])
      .groupBy("submissions.status")
      .execute();
    const table = await countedLeads(src, filter, forms, "u-asha");
    const tidy = (rows: { status: string; n: string | number }[]) => rows.map((r) => `${r.status}=${Number(r.n)}`).sort();
    return { scan: tidy(scan), table: tidy(table) };
  }

  async function expectSame() {
    for (const filter of FILTERS) {
      const { scan, table } = await both(filter);
      expect(table, JSON.stringify(filter)).toEqual(scan);
    }
  }

  it("counts what a scan counts through inserts, changes, a restriction and an erasure", async () => {
    const db = t.db.kysely;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const stored = await storeSubmission(db, i % 3 ? loan(i) : partner(i));
      if (stored.kind !== "stored") throw new Error(`not stored: ${stored.kind}`);
      ids.push(stored.submission.id);
    }
    const { scan } = await both({});
    expect(scan).toEqual(["new=6"]);
    await expectSame();
    await db.updateTable("submissions").set({ status: "contacted", assigneeId: "u-asha" }).where("id", "in", ids.slice(0, 2)).execute();
    await db.updateTable("submissions").set({ assigneeId: "u-ravi" }).where("id", "=", ids[2]!).execute();
    await db.updateTable("submissions").set({ assigneeId: null }).where("id", "=", ids[0]!).execute();
    await expectSame();
    // Restricted after an erasure request: out of the lists and the counts; lifted: back in.
    await db.updateTable("submissions").set({ restrictedUntil: "2036-01-01" }).where("id", "=", ids[1]!).execute();
    await expectSame();
    expect((await both({ assignee: "me" })).table).toEqual([]);
    await db.updateTable("submissions").set({ restrictedUntil: null, status: "qualified" }).where("id", "=", ids[1]!).execute();
    await expectSame();
    expect((await both({ assignee: "me" })).table).toEqual(["qualified=1"]);
    await db.deleteFrom("submissions").where("id", "in", ids.slice(2, 4)).execute();
    await expectSame();
    expect((await both({})).table.reduce((a, s) => a + Number(s.split("=")[1]), 0)).toBe(4);
  });

  it("is filled from the leads stored before migration 047", async () => {
    // The table as it would be had the migration just run over these rows: emptied, then 047 run again.
    const db = t.db.kysely;
    await sql`drop table lead_counts`.execute(db);
    if (kind === "postgres") await sql`drop function lead_counts_change() cascade`.execute(db);
    else for (const trigger of ["insert", "update", "delete"]) await sql.raw(`drop trigger lead_counts_${trigger}`).execute(db);
    await db
      .deleteFrom("kyselyMigration" as never)
      .where("name" as never, "=", "047_lead_counts" as never)
      .execute();
    await migrateToLatest(db as never, kind);
    await expectSame();
    expect((await both({ form: "loan-enquiry" })).table.length).toBeGreaterThan(0);
  });
});
