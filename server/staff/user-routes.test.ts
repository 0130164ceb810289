import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { ORIGIN, type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let admin: Person;
let ravi: Person;
beforeAll(async () => {
  t = await startStaffApp();
  admin = await t.person("admin@example.in", ["admin"], "Anita Admin");
  ravi = await t.person("ravi@example.in", ["sales"], "Ravi Kumar");
});
afterAll(() => t.close());

describe("people, for administrators", () => {
  it("invites from the console: a link to the console's invitation page", async () => {
    // Inviting, changing roles and removing passkeys ask for a fresh passkey confirmation.
    expect(
      (await t.call("POST", "/api/staff/users/invitations", admin.cookie, { email: "x@example.in", name: "X", roles: ["hr"] })).json(),
    ).toMatchObject({ reauth: true });
    await t.reauth(admin, admin.cookie);
    const res = await t.call("POST", "/api/staff/users/invitations", admin.cookie, {
      email: "New@Example.in",
      name: "Neha",
      roles: ["hr", "hr"],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(/^http:\/\/localhost\/staff\/invite#[a-z0-9]+\.[\w-]{43}$/),
      expiresAt: expect.any(String),
    });
    const bad = await t.call("POST", "/api/staff/users/invitations", admin.cookie, { email: "neha", name: "Neha", roles: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^email: enter an email address/);
    const audit = await t.db.kysely
      .selectFrom("staffAudit")
      .select(["actor", "subject", "detail"])
      .where("action", "=", "invitation.created")
      .where("actor", "=", "admin@example.in")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ subject: "new@example.in" });
    expect(JSON.parse(audit.detail).roles).toEqual(["hr"]);
  });

  it("changes roles with the version, refuses a stale change, and disabling ends the person's sessions", async () => {
    const list = (await t.call("GET", "/api/staff/users", admin.cookie)).json().users;
    const r = list.find((u: { email: string }) => u.email === "ravi@example.in");
    expect(r).toMatchObject({ name: "Ravi Kumar", roles: ["sales"], disabled: false, passkeys: 1, lastSignInAt: expect.any(String) });
    const changed = await t.call("PATCH", `/api/staff/users/${r.id}`, admin.cookie, { roles: ["sales", "hr"], version: r.version });
    expect(changed.json().user).toMatchObject({ roles: ["sales", "hr"], version: r.version + 1 });
    const stale = await t.call("PATCH", `/api/staff/users/${r.id}`, admin.cookie, { disabled: true, version: r.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.roles).toEqual(["sales", "hr"]);
    expect((await t.call("GET", "/api/staff/me", ravi.cookie)).statusCode).toBe(200);
    expect((await t.call("PATCH", `/api/staff/users/${r.id}`, admin.cookie, { disabled: true, version: r.version + 1 })).statusCode).toBe(
      200,
    );
    expect((await t.call("GET", "/api/staff/me", ravi.cookie)).statusCode).toBe(401);
    const me = list.find((u: { email: string }) => u.email === "admin@example.in");
    expect((await t.call("PATCH", `/api/staff/users/${me.id}`, admin.cookie, { disabled: true, version: me.version })).statusCode).toBe(
      400,
    );
    const actions = (await t.call("GET", "/api/staff/audit?actor=admin@example.in", admin.cookie))
      .json()
      .items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(expect.arrayContaining(["user.roles-changed", "user.disabled"]));
  });

  it("reads the audit trail with filters and pages, and verifies its chain", async () => {
    const page = (await t.call("GET", "/api/staff/audit?action=sign-in", admin.cookie)).json();
    expect(page.items.length).toBeGreaterThanOrEqual(2);
    expect(page.items.every((i: { action: string }) => i.action === "sign-in")).toBe(true);
    expect(page.items[0].seq).toBeGreaterThan(page.items[1].seq);
    expect((await t.call("GET", "/api/staff/audit?from=2020-01-01&to=2020-01-02", admin.cookie)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await t.call("GET", "/api/staff/audit/verify", admin.cookie)).json()).toEqual({ ok: true, rows: expect.any(Number) });
  });
});

describe("one's own passkeys", () => {
  it("adds a second passkey, signs in with either, and refuses to remove the last one", async () => {
    const p = await t.person("two@example.in", ["sales"]);
    expect((await t.call("POST", "/api/staff/me/passkeys/options", p.cookie, {})).json()).toMatchObject({ reauth: true });
    await t.reauth(p, p.cookie);
    const options = (await t.call("POST", "/api/staff/me/passkeys/options", p.cookie, {})).json().options;
    expect(options.excludeCredentials).toHaveLength(1);
    const phone = new TestAuthenticator(ORIGIN);
    const added = await t.call("POST", "/api/staff/me/passkeys/verify", p.cookie, { response: phone.register(options), name: "Phone" });
    expect(added.statusCode).toBe(201);
    const passkeys = added.json().passkeys;
    expect(passkeys.map((k: { name: string }) => k.name)).toEqual(["First passkey", "Phone"]);
    const signInOptions = (await t.call("POST", "/api/staff/auth/sign-in/options", undefined, {})).json().options;
    expect(
      (await t.call("POST", "/api/staff/auth/sign-in/verify", undefined, { response: phone.authenticate(signInOptions) })).statusCode,
    ).toBe(200);
    expect((await t.call("DELETE", `/api/staff/me/passkeys/${passkeys[0].id}`, p.cookie)).statusCode).toBe(204);
    const last = await t.call("DELETE", `/api/staff/me/passkeys/${passkeys[1].id}`, p.cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatch(/only passkey/);
    // An admin may remove it (a lost phone).
    const list = (await t.call("GET", `/api/staff/users/${p.id}/passkeys`, admin.cookie)).json().passkeys;
    expect(list).toHaveLength(1);
    expect((await t.call("DELETE", `/api/staff/users/${p.id}/passkeys/${list[0].id}`, admin.cookie)).statusCode).toBe(204);
  });
});
