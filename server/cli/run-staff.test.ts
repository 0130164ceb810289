import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { ORIGIN, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { runStaff } from "./run-staff";

let t: StaffTestApp;
beforeAll(async () => {
  t = await startStaffApp();
});
afterAll(() => t.close());

async function staff(argv: string[], staffOrigin?: string) {
  let out = "";
  let err = "";
  const code = await runStaff(
    argv,
    { ...t.dbOptions, staffOrigin, port: 4321, keys: t.keys, staffMail: false },
    { out: (s) => (out += s), err: (s) => (err += s) },
  );
  return { code, out, err };
}

describe("npm run staff", () => {
  it("invites with roles; the last line is a one-time console link that registers a passkey", async () => {
    const { code, out } = await staff(["invite", "Asha@Example.in", "--role", "admin", "--role", "sales", "--name", "Asha Rao"]);
    expect(code).toBe(0);
    const url = out.trimEnd().split("\n").at(-1)!;
    expect(url).toMatch(/^http:\/\/localhost:4321\/staff\/invite#[a-z0-9]+\.[\w-]{43}$/);
    const token = url.split("#")[1]!;
    const options = (await t.call("POST", "/api/staff/auth/invitation/options", undefined, { token })).json();
    expect(options.email).toBe("asha@example.in");
    const res = await t.call("POST", "/api/staff/auth/invitation/verify", undefined, {
      token,
      response: new TestAuthenticator(ORIGIN).register(options.options),
    });
    expect(res.json().user.roles).toEqual(["admin", "sales"]);
    expect(
      (await staff(["invite", "b@example.in", "--role", "sales"], "https://www.udyamitra.example")).out.trimEnd().split("\n").at(-1),
    ).toMatch(/^https:\/\/www\.udyamitra\.example\/staff\/invite#/);
  });

  it("refuses a missing role, an unknown role and a bad email with exit 2 and the usage", async () => {
    for (const argv of [
      ["invite", "c@example.in"],
      ["invite", "c@example.in", "--role", "boss"],
      ["invite", "not-an-email", "--role", "hr"],
      ["audit"],
      ["launch"],
    ]) {
      const r = await staff(argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err).toMatch(/Usage:/);
    }
  });

  it("lists people with roles, last sign-in and passkeys; disable ends their sessions at once", async () => {
    const p = await t.person("ravi@example.in", ["hr"], "Ravi Kumar");
    const users = await staff(["users"]);
    expect(users.out).toMatch(/ravi@example\.in {2}Ravi Kumar {2}\[hr\] {2}active {2}last sign-in: .+ IST {2}passkeys: 1/);
    expect((await t.call("GET", "/api/staff/me", p.cookie)).statusCode).toBe(200);
    const disabled = await staff(["disable", "ravi@example.in"]);
    expect(disabled).toMatchObject({ code: 0, out: "Disabled ravi@example.in; 1 session(s) ended.\n" });
    expect((await t.call("GET", "/api/staff/me", p.cookie)).statusCode).toBe(401);
    // Nor can they sign in again.
    const options = (await t.call("POST", "/api/staff/auth/sign-in/options", undefined, {})).json().options;
    expect(
      (await t.call("POST", "/api/staff/auth/sign-in/verify", undefined, { response: p.authenticator.authenticate(options) })).statusCode,
    ).toBe(401);
    expect((await staff(["disable", "nobody@example.in"])).code).toBe(1);
  });
});
