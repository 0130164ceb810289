// The staff API's access hook refuses what declares no access: a route added
// under /api/staff without going through the declarations (a plugin, a
// hurried fix) answers 403 to everyone, signed in or not, and never runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let admin: Person;
let ran = 0;
beforeAll(async () => {
  t = await startStaffApp();
  // Before the app is ready, as a route registered by another plugin would be.
  t.app.get("/api/staff/undeclared", async () => {
    ran++;
    return { secret: "everything" };
  });
  t.app.post("/api/staff/undeclared-write", async () => {
    ran++;
    return { done: true };
  });
  admin = await t.person("admin@example.in", ["admin", "sales", "hr", "grievance", "secretarial", "privacy"]);
});
afterAll(() => t.close());

describe("a route under /api/staff that declares no access", () => {
  it("answers 403 to everyone, and its handler never runs", async () => {
    for (const cookie of [undefined, admin.cookie]) {
      const read = await t.call("GET", "/api/staff/undeclared", cookie);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({ error: "This part of the staff console is not open to anyone." });
      expect((await t.call("POST", "/api/staff/undeclared-write", cookie, {})).statusCode).toBe(403);
    }
    expect(ran).toBe(0);
  });

  it("still answers 404 for a path that is no route at all", async () => {
    expect((await t.call("GET", "/api/staff/nothing-here", admin.cookie)).statusCode).toBe(404);
  });
});
