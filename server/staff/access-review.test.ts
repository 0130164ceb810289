// The access review through the real app: each person's roles and last use,
// a person unused for 90 days flagged, and the administrator's confirmation
// (after a fresh passkey check) in the audit trail, refused when stale.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let admin: Person;
beforeAll(async () => {
  t = await startStaffApp();
  await t.person("old@example.in", ["sales"], "Old Timer");
  t.advance(91 * 86_400_000);
  admin = await t.person("asha@example.in", ["admin"], "Asha Iyer");
});
afterAll(() => t.close());

type Reviewed = { name: string; version: number; id: string; unused: boolean; roles: string[] };

describe("the access review", () => {
  it("lists everyone's roles and last use, and flags a person unused for 90 days", async () => {
    const review = (await t.call("GET", "/api/staff/users/access-review", admin.cookie)).json();
    expect(review.lastReview).toBeNull();
    expect(review.people.map((p: Reviewed) => [p.name, p.roles, p.unused])).toEqual([
      ["Asha Iyer", ["admin"], false],
      ["Old Timer", ["sales"], true],
    ]);
    const users = (await t.call("GET", "/api/staff/users", admin.cookie)).json().users;
    expect(users.find((u: Reviewed) => u.name === "Old Timer").unused).toBe(true);
  });

  it("records the confirmation in the audit trail, and refuses a list that changed since it was shown", async () => {
    const { people } = (await t.call("GET", "/api/staff/users/access-review", admin.cookie)).json();
    const seen = Object.fromEntries(people.map((p: Reviewed) => [p.id, p.version]));
    expect((await t.call("POST", "/api/staff/users/access-review", admin.cookie, { seen })).json()).toMatchObject({ reauth: true });
    await t.reauth(admin, admin.cookie);
    const stale = await t.call("POST", "/api/staff/users/access-review", admin.cookie, { seen: { ...seen, [people[1].id]: -1 } });
    expect(stale.statusCode).toBe(409);
    const res = await t.call("POST", "/api/staff/users/access-review", admin.cookie, { seen });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ people: 2, unused: 1 });
    const review = (await t.call("GET", "/api/staff/users/access-review", admin.cookie)).json();
    expect(review.lastReview).toEqual({ at: expect.any(String), by: "Asha Iyer" });
    const trail = (await t.call("GET", "/api/staff/audit?action=user.access-reviewed", admin.cookie)).json().items;
    expect(trail.map((i: { actorName: string; words: string }) => [i.actorName, i.words])).toEqual([
      ["Asha Iyer", "confirmed the access review: 2 people, 1 unused for 90 days"],
    ]);
  });
});
