// Replacing a lost passkey: one administrator starts, a second approves, the
// owner completes it from the link emailed to their own address. Neither
// administrator ever holds a usable link (with a mail server set), neither
// can approve alone, and the old passkeys stop working. With a single
// administrator the console says to use the shell's break-glass recovery.
// Real SMTP server; PostgreSQL too with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { ORIGIN, type Person, startStaffApp } from "#test/staff-app";
import { type StaffMailApp, fragmentToken, startStaffMailApp } from "#test/staff-mail-app";
import { NO_SECOND_ADMIN } from "./recovery-admin-routes";

let m: StaffMailApp;
let anita: Person;
let bala: Person;
let chitra: Person;
beforeAll(async () => {
  m = await startStaffMailApp();
  anita = await m.t.person("anita@udyamitra.example", ["admin"], "Anita Rao");
  bala = await m.t.person("bala@udyamitra.example", ["admin"], "Bala Iyer");
  chitra = await m.t.person("chitra@udyamitra.example", ["grievance"], "Chitra Das");
}, 60_000);
afterAll(() => m?.close());

const call = (...args: Parameters<StaffMailApp["t"]["call"]>) => m.t.call(...args);
const me = (cookie: string) => call("GET", "/api/staff/me", cookie);
const signInWith = async (authenticator: TestAuthenticator) => {
  const options = (await call("POST", "/api/staff/auth/sign-in/options", undefined, {})).json().options;
  return call("POST", "/api/staff/auth/sign-in/verify", undefined, { response: authenticator.authenticate(options) });
};

describe("recovering a lost passkey", () => {
  let recoveryId: string;
  let chitraAgain: string;

  it("starting it ends every session of the account at once; its passkeys stay until a second administrator approves", async () => {
    const second = await m.t.signIn(chitra);
    await m.t.reauth(anita, anita.cookie);
    const started = await call("POST", `/api/staff/users/${chitra.id}/recovery`, anita.cookie, {});
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().sessionsEnded).toBe(2);
    recoveryId = started.json().id;
    for (const cookie of [chitra.cookie, second]) expect((await me(cookie)).statusCode).toBe(401);
    const signedIn = await signInWith(chitra.authenticator);
    expect(signedIn.statusCode).toBe(200);
    chitraAgain = signedIn.headers["set-cookie"]!.toString().split(";")[0]!;
    const listed = (await call("GET", "/api/staff/users/recoveries", bala.cookie)).json().recoveries;
    expect(listed).toEqual([
      expect.objectContaining({
        id: recoveryId,
        user: expect.objectContaining({ email: chitra.email }),
        startedBy: anita.email,
        approvedBy: null,
      }),
    ]);
  });

  it("cannot be approved by whoever started it, nor by someone who is not an administrator", async () => {
    await m.t.reauth(anita, anita.cookie);
    const own = await call("POST", `/api/staff/users/recoveries/${recoveryId}/approve`, anita.cookie, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatch(/A second administrator must approve this recovery/);
    expect((await call("POST", `/api/staff/users/recoveries/${recoveryId}/approve`, chitraAgain, {})).statusCode).toBe(403);
  });

  it("approved by a second administrator: the link goes to the owner's address, no administrator sees it, the old passkeys stop", async () => {
    await m.t.reauth(bala, bala.cookie);
    const approved = await call("POST", `/api/staff/users/recoveries/${recoveryId}/approve`, bala.cookie, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ emailedTo: chitra.email, expiresAt: expect.any(String) });
    expect((await signInWith(chitra.authenticator)).statusCode).toBe(401);
    const mail = await m.mailTo(chitra.email, "Replace your passkey");
    expect(mail.text).toContain("Anita Rao started the replacement of your passkey");
    expect(mail.text).toContain("Bala Iyer approved it");
    const token = fragmentToken(mail, "recover");
    // Nowhere else: not in another email, an answer or the trail.
    expect(m.smtp.messages.filter((x) => x.text.includes(token))).toHaveLength(1);
    const trail = await m.t.db.kysely.selectFrom("staffAudit").select("detail").execute();
    expect(trail.some((r) => r.detail.includes(token))).toBe(false);

    // An administrator cannot use the recovery pages without the link.
    // Its first character changed: the last ones may carry unused bits (or be "AA" already), so changing them may not
    // change the token (CI met that once).
    const forged = await call("POST", "/api/staff/auth/recovery/options", undefined, {
      token: `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`,
    });
    expect(forged.statusCode).toBe(410);

    const options = await call("POST", "/api/staff/auth/recovery/options", undefined, { token });
    expect(options.json().email).toBe(chitra.email);
    const fresh = new TestAuthenticator(ORIGIN);
    const done = await call("POST", "/api/staff/auth/recovery/verify", undefined, {
      token,
      response: fresh.register(options.json().options),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user).toMatchObject({ id: chitra.id, email: chitra.email, roles: ["grievance"] });
    expect((await signInWith(fresh)).statusCode).toBe(200);
    expect((await signInWith(chitra.authenticator)).statusCode).toBe(401);
    expect((await call("POST", "/api/staff/auth/recovery/options", undefined, { token })).statusCode).toBe(410);

    const actions = await m.t.db.kysely
      .selectFrom("staffAudit")
      .select(["actor", "action"])
      .where("subject", "=", chitra.id)
      .where("action", "like", "recovery.%")
      .orderBy("seq")
      .execute();
    expect(actions).toEqual([
      { actor: anita.email, action: "recovery.started" },
      { actor: bala.email, action: "recovery.approved" },
      { actor: chitra.email, action: "recovery.completed" },
    ]);
  });

  it("is refused for an administrator's own account (add a passkey instead) and while another is under way", async () => {
    await m.t.reauth(anita, anita.cookie);
    expect((await call("POST", `/api/staff/users/${anita.id}/recovery`, anita.cookie, {})).statusCode).toBe(409);
    expect((await call("POST", `/api/staff/users/${chitra.id}/recovery`, anita.cookie, {})).statusCode).toBe(201);
    const twice = await call("POST", `/api/staff/users/${chitra.id}/recovery`, anita.cookie, {});
    expect(twice.json().error).toMatch(/already under way/);
  });
});

describe("with a single administrator, or no mail server", () => {
  it("refuses to start a recovery nobody could approve, naming the shell's break-glass; without mail the approver is shown the link", async () => {
    const t = await startStaffApp();
    try {
      const solo = await t.person("solo@udyamitra.example", ["admin"]);
      const dev = await t.person("dev@udyamitra.example", ["sales"]);
      await t.reauth(solo, solo.cookie);
      const refused = await t.call("POST", `/api/staff/users/${dev.id}/recovery`, solo.cookie, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(NO_SECOND_ADMIN);

      const other = await t.person("other@udyamitra.example", ["admin"]);
      const started = await t.call("POST", `/api/staff/users/${dev.id}/recovery`, solo.cookie, {});
      await t.reauth(other, other.cookie);
      const approved = await t.call("POST", `/api/staff/users/recoveries/${started.json().id}/approve`, other.cookie, {});
      expect(approved.json()).toEqual({
        url: expect.stringMatching(/^http:\/\/localhost\/staff\/recover#[a-z0-9]+\.[\w-]{43}$/),
        expiresAt: expect.any(String),
        for: dev.email,
      });
    } finally {
      await t.close();
    }
  });
});
