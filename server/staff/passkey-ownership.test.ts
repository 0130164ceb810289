// A passkey belongs to one account: registering a credential whose id is
// already someone else's (an authenticator answering with a copied id) is
// refused like any registration that fails, 400 with the same words, saying
// nothing about whose it is and changing nothing. It answered 500 before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteToken } from "#test/keys";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { ORIGIN, type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let asha: Person;
let ravi: Person;
beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["sales"]);
  ravi = await t.person("ravi@example.in", ["sales"]);
});
afterAll(() => t.close());

const ashaCredentialId = () => asha.authenticator.credentials[0]!.id;
const passkeys = async () => (await t.db.kysely.selectFrom("staffPasskeys").select(["id", "userId"]).orderBy("id").execute()).length;

describe("a credential id that is someone else's", () => {
  it("is refused when added under My account: 400, the usual words, nothing stored", async () => {
    const before = await passkeys();
    await t.reauth(ravi, ravi.cookie);
    const options = (await t.call("POST", "/api/staff/me/passkeys/options", ravi.cookie, {})).json().options;
    const response = new TestAuthenticator(ORIGIN).register(options, ORIGIN, ashaCredentialId());
    const res = await t.call("POST", "/api/staff/me/passkeys/verify", ravi.cookie, { response, name: "Copied" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "The passkey could not be added. Try again." });
    expect(await passkeys()).toBe(before);
  });

  it("is refused when an invitation registers it: 400, no account made, the invitation still usable", async () => {
    const token = await inviteToken(
      t.db.kysely,
      t.db.kind,
      t.keys.link,
      { email: "neha@example.in", name: "Neha", roles: ["hr"] },
      t.now(),
    );
    const options = (await t.call("POST", "/api/staff/auth/invitation/options", undefined, { token })).json().options;
    const copied = new TestAuthenticator(ORIGIN).register(options, ORIGIN, ashaCredentialId());
    const res = await t.call("POST", "/api/staff/auth/invitation/verify", undefined, { token, response: copied });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "The passkey could not be registered. Start again from the invitation link." });
    expect(
      await t.db.kysely.selectFrom("staffUsers").select("id").where("email", "=", "neha@example.in").executeTakeFirst(),
    ).toBeUndefined();
    const again = (await t.call("POST", "/api/staff/auth/invitation/options", undefined, { token })).json().options;
    const own = await t.call("POST", "/api/staff/auth/invitation/verify", undefined, {
      token,
      response: new TestAuthenticator(ORIGIN).register(again),
    });
    expect(own.statusCode).toBe(200);
  });
});
