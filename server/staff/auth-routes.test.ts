import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_GONE } from "../auth/invitations";
import { inviteToken } from "#test/keys";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../auth/sessions";
import { ORIGIN, type StaffTestApp, cookieFrom, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
beforeAll(async () => {
  t = await startStaffApp();
});
afterAll(() => t.close());

const invite = async (email: string) => ({
  token: await inviteToken(t.db.kysely, t.db.kind, t.keys.link, { email, name: "Asha Rao", roles: ["sales"] }, t.now()),
});

describe("invitations", () => {
  it("registers a passkey from an invitation, signs the person in, and refuses the link a second time", async () => {
    const { token } = await invite("asha@example.in");
    const first = await t.call("POST", "/api/staff/auth/invitation/options", undefined, { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().email).toBe("asha@example.in");
    expect(first.json().options.rp.id).toBe("localhost");
    const authenticator = new TestAuthenticator(ORIGIN);
    const res = await t.call("POST", "/api/staff/auth/invitation/verify", undefined, {
      token,
      response: authenticator.register(first.json().options),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: "asha@example.in", name: "Asha Rao", roles: ["sales"] });
    expect(res.headers["set-cookie"]).toMatch(/^__Host-staff=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$/);
    const me = await t.call("GET", "/api/staff/me", cookieFrom(res));
    expect(me.json()).toMatchObject({
      user: { email: "asha@example.in" },
      passkeys: [{ name: "First passkey" }],
      reauthenticatedUntil: null,
    });

    const again = await t.call("POST", "/api/staff/auth/invitation/options", undefined, { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: INVITATION_GONE });
  });

  it("refuses an expired invitation and a forged one with the same clear message", async () => {
    const { token } = await invite("late@example.in");
    t.advance(24 * 60 * 60_000 + 1000);
    try {
      const expired = await t.call("POST", "/api/staff/auth/invitation/options", undefined, { token });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toBe(INVITATION_GONE);
    } finally {
      t.advance(-(24 * 60 * 60_000 + 1000));
    }
    const forged = await t.call("POST", "/api/staff/auth/invitation/options", undefined, { token: "A".repeat(43) });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error).toBe(INVITATION_GONE);
  });

  it("refuses a registration whose challenge was already used (a replayed response)", async () => {
    const { token } = await invite("replay@example.in");
    const options = (await t.call("POST", "/api/staff/auth/invitation/options", undefined, { token })).json().options;
    const authenticator = new TestAuthenticator(ORIGIN);
    const response = authenticator.register(options);
    // A response for another origin fails and uses the challenge up.
    const foreign = await t.call("POST", "/api/staff/auth/invitation/verify", undefined, {
      token,
      response: new TestAuthenticator("https://evil.example").register(options),
    });
    expect(foreign.statusCode).toBe(400);
    const replay = await t.call("POST", "/api/staff/auth/invitation/verify", undefined, { token, response });
    expect(replay.statusCode).toBe(400);
  });
});

describe("sign-in and sessions", () => {
  it("signs in with a discoverable passkey and rotates the session; a stolen cookie is dead after sign-out", async () => {
    const p = await t.person("ravi@example.in", ["sales"]);
    const cookie = await t.signIn(p);
    expect(cookie).not.toBe(p.cookie);
    expect((await t.call("GET", "/api/staff/me", cookie)).statusCode).toBe(200);
    const out = await t.call("POST", "/api/staff/auth/sign-out", cookie);
    expect(out.statusCode).toBe(204);
    expect(out.headers["set-cookie"]).toMatch(/^__Host-staff=; Path=\/; Max-Age=0/);
    const replayed = await t.call("GET", "/api/staff/me", cookie);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error).toMatch(/sign in/);
    // The registration's session is another one, still valid until sign-out-everywhere.
    expect((await t.call("GET", "/api/staff/me", p.cookie)).statusCode).toBe(200);
    const second = await t.signIn(p);
    expect((await t.call("POST", "/api/staff/auth/sign-out-everywhere", second)).statusCode).toBe(204);
    expect((await t.call("GET", "/api/staff/me", p.cookie)).statusCode).toBe(401);
  });

  it("ends a session idle for 30 minutes, and any session after 12 hours however active", async () => {
    const p = await t.person("idle@example.in", ["sales"]);
    t.advance(SESSION_IDLE_MS - 60_000);
    expect((await t.call("GET", "/api/staff/me", p.cookie)).statusCode).toBe(200);
    t.advance(SESSION_IDLE_MS - 60_000);
    expect((await t.call("GET", "/api/staff/me", p.cookie)).statusCode).toBe(200);
    t.advance(SESSION_IDLE_MS + 1000);
    expect((await t.call("GET", "/api/staff/me", p.cookie)).statusCode).toBe(401);

    const cookie = await t.signIn(p);
    let elapsed = 0;
    while (elapsed + 20 * 60_000 < SESSION_ABSOLUTE_MS) {
      t.advance(20 * 60_000);
      elapsed += 20 * 60_000;
      expect((await t.call("GET", "/api/staff/me", cookie)).statusCode).toBe(200);
    }
    t.advance(SESSION_ABSOLUTE_MS - elapsed + 1000);
    expect((await t.call("GET", "/api/staff/me", cookie)).statusCode).toBe(401);
  });

  it("answers an unknown passkey with 401 and the same words, and rate limits failures per address", async () => {
    const stranger = new TestAuthenticator(ORIGIN);
    stranger.register({ challenge: "x" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const options = (await t.call("POST", "/api/staff/auth/sign-in/options", undefined, {})).json().options;
      const res = await t.call("POST", "/api/staff/auth/sign-in/verify", undefined, { response: stranger.authenticate(options) });
      statuses.push(res.statusCode);
      if (res.statusCode === 401) expect(res.json()).toEqual({ error: "That passkey was not recognised." });
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("rate limits failures per account too, whatever addresses they come from", async () => {
    const p = await t.person("target@example.in", ["sales"]);
    const from = (i: number, payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/staff/auth/sign-in/verify",
        remoteAddress: `198.51.100.${i}`,
        headers: { origin: ORIGIN },
        payload,
      });
    for (let i = 1; i <= 10; i++) {
      // A response to a challenge the server never gave: the passkey is known, the proof fails.
      expect((await from(i, { response: p.authenticator.authenticate({ challenge: "bm90LWdpdmVu" }) })).statusCode).toBe(401);
    }
    const options = (await t.call("POST", "/api/staff/auth/sign-in/options", undefined, {})).json().options;
    const locked = await from(50, { response: p.authenticator.authenticate(options) });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toMatch(/^\d+$/);
    const failures = await t.db.kysely
      .selectFrom("staffAudit")
      .select("actor")
      .where("action", "=", "sign-in.failed")
      .where("actor", "=", "target@example.in")
      .execute();
    expect(failures).toHaveLength(10);
  });

  it("limits ceremonies begun per address (each stores a challenge)", async () => {
    const begin = () =>
      t.app.inject({
        method: "POST",
        url: "/api/staff/auth/sign-in/options",
        remoteAddress: "203.0.113.9",
        headers: { origin: ORIGIN },
        payload: {},
      });
    for (let i = 0; i < 30; i++) expect((await begin()).statusCode).toBe(200);
    const refused = await begin();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Wait a minute/);
  });

  it("refuses writes without the console's own Origin, and marks every answer no-store and noindex", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/staff/auth/sign-in/options", payload: {} });
    expect(res.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/staff/auth/sign-in/options",
      headers: { origin: "https://evil.example" },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    for (const r of [res, await t.call("GET", "/api/staff/me"), await t.call("GET", "/api/staff/nothing-here")]) {
      expect(r.headers["cache-control"]).toBe("no-store");
      expect(r.headers["x-robots-tag"]).toBe("noindex");
    }
  });
});
