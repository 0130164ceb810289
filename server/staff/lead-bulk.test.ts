// Bulk assign and bulk status: one audit row per lead changed, a stale row reported and left as it is.
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let asha: Person;
let ravi: Person;

beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["sales"], "Asha Rao");
  ravi = await t.person("ravi@example.in", ["sales"], "Ravi Kumar");
  for (let i = 0; i < 4; i++)
    await storeSubmission(t.db.kysely, {
      form: "partner-enquiry",
      lang: "en",
      fields: { name: `Partner ${i}`, email: `p${i}@example.in`, phone: "9876543210", company: "Co" },
    });
}, 60_000);
afterAll(() => t.close());

type Row = { reference: string; version: number; status: string; assignee: { name: string } | null };
const list = async (): Promise<Row[]> => (await t.call("GET", "/api/staff/leads?form=partner-enquiry", asha.cookie)).json().items;

it("assigns and sets the status of the selected leads, one audit row per lead and change, and reports a stale one untouched", async () => {
  const rows = await list();
  expect(rows).toHaveLength(4);
  // Ravi changes one of them after Asha's list was shown.
  const [a, b, c, d] = rows as [Row, Row, Row, Row];
  await t.call("PATCH", `/api/staff/leads/${c.reference}`, ravi.cookie, { version: c.version, status: "spam" });
  const res = await t.call("POST", "/api/staff/leads/bulk", asha.cookie, {
    leads: [a, b, c].map((r) => ({ reference: r.reference, version: r.version })),
    assigneeId: ravi.id,
    status: "contacted",
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    changed: [a.reference, b.reference],
    stale: [{ reference: c.reference, what: "status to spam by Ravi Kumar" }],
    refused: [],
  });
  const after = new Map((await list()).map((r) => [r.reference, r]));
  expect(after.get(a.reference)).toMatchObject({ status: "contacted", assignee: { name: "Ravi Kumar" } });
  expect(after.get(c.reference)).toMatchObject({ status: "spam", assignee: null });
  expect(after.get(d.reference)).toMatchObject({ status: "new", assignee: null });
  const audit = await t.db.kysely
    .selectFrom("staffAudit")
    .select(["subject", "action", "actor"])
    .where("actor", "=", asha.email)
    .where("action", "in", ["lead.status", "lead.assigned"])
    .orderBy("seq")
    .execute();
  expect(audit.map((r) => `${r.subject} ${r.action}`).sort()).toEqual(
    [`${a.reference} lead.status`, `${a.reference} lead.assigned`, `${b.reference} lead.status`, `${b.reference} lead.assigned`].sort(),
  );
});

it("refuses a status a lead's form does not declare for that lead only, and a bulk with nothing to do", async () => {
  const [row] = await list();
  const res = await t.call("POST", "/api/staff/leads/bulk", asha.cookie, {
    leads: [
      { reference: row!.reference, version: row!.version },
      { reference: "UF-ZZZZZZ", version: 0 },
    ],
    status: "interview",
  });
  expect(res.json()).toEqual({
    changed: [],
    stale: [],
    refused: [
      { reference: row!.reference, error: "status must be one of new, contacted, qualified, closed, spam" },
      { reference: "UF-ZZZZZZ", error: "There is no lead with that reference among the forms you work on." },
    ],
  });
  const empty = await t.call("POST", "/api/staff/leads/bulk", asha.cookie, {
    leads: [{ reference: row!.reference, version: row!.version }],
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().error).toBe("choose a status or a colleague");
});
