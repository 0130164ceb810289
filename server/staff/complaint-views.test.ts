// The queue's views with their counts, through the real staff API: each view
// lists what its count counts, per person (Mine, Awaiting my approval), and
// only open complaints of the kinds the caller works.
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { openComplaint } from "../complaints/complaints";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

const DAY = 24 * 60 * 60 * 1000;
let t: StaffTestApp;
let asha: Person;
let ravi: Person;
const filed: Record<string, string> = {};

beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["grievance"], "Asha Rao");
  ravi = await t.person("ravi@example.in", ["grievance"], "Ravi Kumar");
  const now = t.now().getTime();
  // a: overdue (day 31 of 30); b: 5 days left and escalated (day 25); c: 20 days left; d: day 2; e: day 5, resolved.
  for (const [key, daysAgo] of [
    ["a", 31],
    ["b", 25],
    ["c", 10],
    ["d", 2],
    ["e", 5],
  ] as const) {
    const fields = { name: `Person ${key}`, mobile: "9000000001", category: "interest-and-charges", description: "x".repeat(30) };
    const r = await storeSubmission(t.db.kysely, { form: "complaint", lang: "en", fields }, [openComplaint], new Date(now - daysAgo * DAY));
    if (r.kind === "stored") filed[key] = r.submission.reference;
  }
  const version = async (key: string) => (await t.call("GET", `/api/staff/complaints/${filed[key]}`, asha.cookie)).json().version;
  const path = (key: string) => `/api/staff/complaints/${filed[key]}`;
  expect((await t.call("PATCH", path("c"), asha.cookie, { version: await version("c"), assigneeId: asha.id })).statusCode).toBe(200);
  const proposal = { version: await version("d"), extent: "full", note: "Not a complaint about us." };
  expect((await t.call("POST", `${path("d")}/rejection`, ravi.cookie, proposal)).statusCode).toBe(201);
  const resolve = { version: await version("e"), status: "resolved", note: "Refunded." };
  expect((await t.call("PATCH", path("e"), asha.cookie, resolve)).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const counts = async (who: Person) => (await t.call("GET", "/api/staff/complaints/views", who.cookie)).json().counts;
const view = async (who: Person, name: string) =>
  ((await t.call("GET", `/api/staff/complaints?view=${name}`, who.cookie)).json().items as { reference: string }[])
    .map((i) => Object.keys(filed).find((k) => filed[k] === i.reference))
    .sort();

describe("the queue's views", () => {
  it("count open complaints per view, Mine and Awaiting my approval per person", async () => {
    expect(await counts(asha)).toEqual({
      open: 4,
      overdue: 1,
      "due-soon": 1,
      escalated: 2,
      "awaiting-me": 1,
      mine: 1,
      unassigned: 3,
    });
    expect(await counts(ravi)).toMatchObject({ open: 4, "awaiting-me": 0, mine: 0 });
  });

  it("list what they count", async () => {
    expect(await view(asha, "open")).toEqual(["a", "b", "c", "d"]);
    expect(await view(asha, "overdue")).toEqual(["a"]);
    expect(await view(asha, "due-soon")).toEqual(["b"]);
    expect(await view(asha, "escalated")).toEqual(["a", "b"]);
    expect(await view(asha, "awaiting-me")).toEqual(["d"]);
    expect(await view(ravi, "awaiting-me")).toEqual([]);
    expect(await view(asha, "mine")).toEqual(["c"]);
    expect(await view(asha, "unassigned")).toEqual(["a", "b", "d"]);
  });

  it("refuses a view it does not know, naming the ones it does", async () => {
    const res = await t.call("GET", "/api/staff/complaints?view=late", asha.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("view: view must be one of open, overdue, due-soon, escalated, awaiting-me, mine, unassigned");
  });
});
