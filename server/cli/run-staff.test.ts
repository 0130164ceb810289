import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { ORIGIN, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { runStaff } from "./run-staff";

let t: StaffTestApp;
beforeAll(async () => {
  t = await startStaffApp();
});
afterAll(() => t.close());

async function staff(argv: string[], staffOrigin?: string, staffMail = false) {
  let out = "";
  let err = "";
  const code = await runStaff(
    argv,
    { ...t.dbOptions, staffOrigin, port: 4321, keys: t.keys, staffMail },
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

  it("refuses to invite an address that has an account (exit 1), saying what to do instead", async () => {
    await t.person("kept@example.in", ["sales"]);
    const r = await staff(["invite", "kept@example.in", "--role", "admin"]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^kept@example\.in already has an account\. An invitation only makes a new account: if they lost their passkey, replace it with a recovery/,
    );
    expect(r.err).toContain("npm run staff -- recover <email>");
    expect(r.out).toBe("");
  });

  it("lists the invitations waiting and revokes one; with a mail server the link is emailed, not printed", async () => {
    const mailed = await staff(["invite", "mailed@example.in", "--role", "hr", "--name", "Meena"], undefined, true);
    expect(mailed.code).toBe(0);
    expect(mailed.out).toMatch(/Emailed to mailed@example\.in \(the link is not shown here\)\.\n$/);
    expect(mailed.out).not.toContain("/staff/invite#");
    const queued = await t.db.kysely
      .selectFrom("outbox")
      .select(["channel", "submissionId"])
      .where("channel", "=", "staff-email")
      .execute();
    expect(queued).toEqual([{ channel: "staff-email", submissionId: null }]);
    const list = await staff(["invitations"]);
    const line = list.out.split("\n").find((l) => l.includes("mailed@example.in"))!;
    expect(line).toMatch(/^[\da-f-]{36} {2}mailed@example\.in {2}Meena {2}\[hr\] {2}invited by shell {2}until .+ IST$/);
    const revoked = await staff(["invitations", "revoke", line.slice(0, 36)]);
    expect(revoked).toMatchObject({ code: 0, out: expect.stringMatching(/^Revoked invitation/) });
    expect((await staff(["invitations"])).out).not.toContain("mailed@example.in");
    expect((await staff(["invitations", "revoke", line.slice(0, 36)])).code).toBe(1);
  });

  it("recovers a single administrator's account from the shell (break-glass, audited): the printed link registers a new passkey", async () => {
    const solo = await t.person("solo@example.in", ["admin"]);
    const r = await staff(["recover", "solo@example.in"]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^Recovery of .+ \(break-glass, in the audit trail\): their passkeys are removed and 1 session\(s\) ended/);
    expect((await t.call("GET", "/api/staff/me", solo.cookie)).statusCode).toBe(401);
    const token = r.out.trimEnd().split("\n").at(-1)!.split("#")[1]!;
    const options = (await t.call("POST", "/api/staff/auth/recovery/options", undefined, { token })).json().options;
    const done = await t.call("POST", "/api/staff/auth/recovery/verify", undefined, {
      token,
      response: new TestAuthenticator(ORIGIN).register(options),
    });
    expect(done.statusCode).toBe(200);
    const rows = await t.db.kysely
      .selectFrom("staffAudit")
      .select(["actor", "action", "detail"])
      .where("subject", "=", solo.id)
      .where("action", "like", "recovery.%")
      .orderBy("seq")
      .execute();
    expect(rows.map((x) => [x.actor, x.action])).toEqual([
      ["shell", "recovery.started"],
      ["shell", "recovery.approved"],
      ["solo@example.in", "recovery.completed"],
    ]);
    expect(JSON.parse(rows[1]!.detail)).toMatchObject({ breakGlass: true });
  });
});
