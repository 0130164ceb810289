// Views with counts (ready-made and saved) and follow-ups (issue 29).
import { afterAll, beforeAll, expect, it } from "vitest";
import { indiaDate } from "#shared/india-dates";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let asha: Person;
let ravi: Person;
const refs: string[] = [];

const loan = (i: number) => ({
  form: "loan-enquiry",
  lang: "en" as const,
  fields: { name: `Borrower ${i}`, mobile: "9876543210", company: "Co", city: "Pune", product: "term-loan", amount: 500_000 },
});

beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["sales"], "Asha Rao");
  ravi = await t.person("ravi@example.in", ["sales"], "Ravi Kumar");
  // Three today, two last week.
  for (let i = 0; i < 5; i++) {
    const at = i < 3 ? t.now() : new Date(t.now().getTime() - 7 * 86_400_000 - i * 1000);
    const stored = await storeSubmission(t.db.kysely, loan(i), [], at);
    if (stored.kind !== "stored") throw new Error(`not stored: ${stored.kind}`);
    refs.push(stored.submission.reference);
  }
}, 60_000);
afterAll(() => t.close());

const patch = async (ref: string, body: object, who = asha) => {
  const version = (await t.call("GET", `/api/staff/leads/${ref}`, who.cookie)).json().version;
  return t.call("PATCH", `/api/staff/leads/${ref}`, who.cookie, { version, ...body });
};
type View = { key: string; count: number; split: object[]; search: string };
/** The views by key; a key the answer lacks fails the test at once. */
async function views(who = asha): Promise<(key: string) => View> {
  const list = (await t.call("GET", "/api/staff/leads/views", who.cookie)).json().views as View[];
  return (key) => {
    const view = list.find((v) => v.key === key);
    if (!view) throw new Error(`no view ${key}`);
    return view;
  };
}

it("counts each ready-made view with its split by status, and lists it through its address", async () => {
  await patch(refs[0]!, { status: "contacted", assigneeId: asha.id });
  await patch(refs[3]!, { assigneeId: ravi.id });
  const v = await views();
  expect(v("today")).toMatchObject({
    count: 3,
    search: "?view=today",
    split: [
      { status: "new", count: 2 },
      { status: "contacted", count: 1 },
    ],
  });
  expect(v("unassigned")).toMatchObject({ count: 3, search: "?assignee=none" });
  expect(v("mine")).toMatchObject({ count: 1, split: [{ status: "contacted", count: 1 }] });
  expect((await views(ravi))("mine").count).toBe(1);
  expect(v("form:loan-enquiry")).toMatchObject({ count: 5, search: "?form=loan-enquiry" });
  expect(v("form:partner-enquiry").count).toBe(0);
  const listed = (await t.call("GET", "/api/staff/leads?view=today", asha.cookie))
    .json()
    .items.map((i: { reference: string }) => i.reference);
  expect(listed.sort()).toEqual(refs.slice(0, 3).sort());
});

it("keeps a follow-up day and note on a lead, lists it under Follow-up due once its day has come, and audits it", async () => {
  const today = indiaDate(t.now().toISOString());
  const tomorrow = indiaDate(new Date(t.now().getTime() + 86_400_000).toISOString());
  const set = await patch(refs[1]!, { followUpOn: today, followUpNote: "Send the sanction checklist" });
  expect(set.statusCode).toBe(200);
  expect(set.json()).toMatchObject({ followUp: { on: today, note: "Send the sanction checklist" } });
  await patch(refs[2]!, { followUpOn: tomorrow, followUpNote: "Call back" });
  expect((await views())("follow-up")).toMatchObject({ count: 1, search: "?view=follow-up" });
  const dueRes = await t.call("GET", "/api/staff/leads?view=follow-up", asha.cookie);
  expect(dueRes.statusCode, dueRes.body).toBe(200);
  const due = dueRes.json().items;
  expect(due.map((i: { reference: string; followUpOn: string }) => [i.reference, i.followUpOn])).toEqual([[refs[1], today]]);
  t.advance(86_400_000);
  // A day later the session has ended: sign in again.
  asha.cookie = await t.signIn(asha);
  ravi.cookie = await t.signIn(ravi);
  expect((await views())("follow-up").count).toBe(2);
  // Cleared: the note goes with the day.
  const cleared = await patch(refs[1]!, { followUpOn: null });
  expect(cleared.json().followUp).toBeNull();
  const audit = await t.db.kysely
    .selectFrom("staffAudit")
    .select(["action", "detail"])
    .where("subject", "=", refs[1]!)
    .where("action", "=", "lead.follow-up")
    .execute();
  expect(audit.map((a) => JSON.parse(a.detail))).toEqual([
    { on: today, note: true, version: 1 },
    { on: null, note: false, version: 2 },
  ]);
  expect(JSON.stringify(audit)).not.toContain("sanction");
  const bad = await patch(refs[1]!, { followUpOn: "2026-02-30" });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe("followUpOn: that date does not exist");
});

it("saves a person's own view, counts it beside the ready-made ones, and lets only them delete it", async () => {
  const saved = await t.call("POST", "/api/staff/leads/views", asha.cookie, {
    name: "My contacted loans",
    search: "?form=loan-enquiry&status=contacted&cursor=abc",
  });
  expect(saved.statusCode).toBe(201);
  const mine = (await t.call("GET", "/api/staff/leads/views", asha.cookie)).json().views.filter((v: { saved: boolean }) => v.saved);
  expect(mine).toEqual([
    expect.objectContaining({
      label: "My contacted loans",
      search: "?form=loan-enquiry&status=contacted",
      count: 1,
      split: [{ status: "contacted", count: 1 }],
    }),
  ]);
  expect((await t.call("GET", "/api/staff/leads/views", ravi.cookie)).json().views.some((v: { saved: boolean }) => v.saved)).toBe(false);
  const again = await t.call("POST", "/api/staff/leads/views", asha.cookie, { name: "my contacted loans", search: "?status=new" });
  expect(again.json().error).toBe('You already have a view called "my contacted loans".');
  const wrong = await t.call("POST", "/api/staff/leads/views", asha.cookie, { name: "Jobs", search: "?form=job-application" });
  expect(wrong.statusCode).toBe(403);
  expect((await t.call("POST", "/api/staff/leads/views", asha.cookie, { name: "Odd", search: "?status=interview" })).statusCode).toBe(400);
  expect((await t.call("DELETE", `/api/staff/leads/views/${saved.json().id}`, ravi.cookie)).statusCode).toBe(404);
  expect((await t.call("DELETE", `/api/staff/leads/views/${saved.json().id}`, asha.cookie)).statusCode).toBe(200);
  expect((await t.call("GET", "/api/staff/leads/views", asha.cookie)).json().views.some((v: { saved: boolean }) => v.saved)).toBe(false);
});
