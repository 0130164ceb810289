// Invitations as administrators see them: emailed to the invitee through the
// outbox (the link is never shown while a mail server is set), listed with
// who invited whom, for which roles and until when, revoked one by one, and
// revoked together when their inviter is disabled. Real SMTP server;
// PostgreSQL too with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { ORIGIN, type Person } from "#test/staff-app";
import { type StaffMailApp, fragmentToken, startStaffMailApp } from "#test/staff-mail-app";
import { INVITATION_GONE } from "../auth/invitations";

let m: StaffMailApp;
let anita: Person;
let bala: Person;
beforeAll(async () => {
  m = await startStaffMailApp();
  anita = await m.t.person("anita@udyamitra.example", ["admin"], "Anita Rao");
  bala = await m.t.person("bala@udyamitra.example", ["admin"], "Bala Iyer");
}, 60_000);
afterAll(() => m?.close());

async function invite(by: Person, email: string, roles: string[]) {
  await m.t.reauth(by, by.cookie);
  return m.t.call("POST", "/api/staff/users/invitations", by.cookie, { email, name: "Neha Singh", roles });
}
const pending = async () =>
  (await m.t.call("GET", "/api/staff/users/invitations", anita.cookie)).json().invitations as Record<string, unknown>[];

describe("invitations", () => {
  it("are emailed to the invitee, never shown to the administrator; the emailed link makes the account", async () => {
    const res = await invite(anita, "neha@udyamitra.example", ["hr"]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), emailedTo: "neha@udyamitra.example", expiresAt: expect.any(String) });
    const mail = await m.mailTo("neha@udyamitra.example", "Your invitation");
    expect(mail.text).toContain("Anita Rao invited you");
    expect(mail.text).toContain("as hr.");
    const token = fragmentToken(mail, "invite");
    const options = (await m.t.call("POST", "/api/staff/auth/invitation/options", undefined, { token })).json().options;
    const made = await m.t.call("POST", "/api/staff/auth/invitation/verify", undefined, {
      token,
      response: new TestAuthenticator(ORIGIN).register(options),
    });
    expect(made.json().user).toMatchObject({ email: "neha@udyamitra.example", roles: ["hr"] });
  });

  it("are listed while waiting: who invited whom, for which roles, until when; a second one for the same address is refused", async () => {
    await invite(anita, "omar@udyamitra.example", ["sales", "hr"]);
    expect(await pending()).toEqual([
      expect.objectContaining({
        email: "omar@udyamitra.example",
        name: "Neha Singh",
        roles: ["sales", "hr"],
        invitedBy: anita.email,
        expiresAt: expect.any(String),
      }),
    ]);
    const twice = await invite(bala, "omar@udyamitra.example", ["sales"]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatch(/already waiting to be used. Revoke it first/);
  });

  it("revoked, its link no longer opens and it leaves the list; the revocation is audited", async () => {
    const [omar] = await pending();
    const mail = await m.mailTo("omar@udyamitra.example", "Your invitation");
    const token = fragmentToken(mail, "invite");
    expect((await m.t.call("DELETE", `/api/staff/users/invitations/${omar!.id as string}`, bala.cookie)).statusCode).toBe(204);
    const gone = await m.t.call("POST", "/api/staff/auth/invitation/options", undefined, { token });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe(INVITATION_GONE);
    expect(await pending()).toEqual([]);
    expect((await m.t.call("DELETE", `/api/staff/users/invitations/${omar!.id as string}`, bala.cookie)).statusCode).toBe(404);
    const audit = await m.t.db.kysely
      .selectFrom("staffAudit")
      .select(["actor", "subject"])
      .where("action", "=", "invitation.revoked")
      .execute();
    expect(audit).toEqual([{ actor: bala.email, subject: "omar@udyamitra.example" }]);
  });

  it("made by someone who is then disabled are revoked with the account", async () => {
    await invite(bala, "priya@udyamitra.example", ["privacy"]);
    const bb = (await m.t.call("GET", "/api/staff/users", anita.cookie))
      .json()
      .users.find((u: { email: string }) => u.email === bala.email);
    await m.t.reauth(anita, anita.cookie);
    const off = await m.t.call("PATCH", `/api/staff/users/${bb.id}`, anita.cookie, { disabled: true, version: bb.version });
    expect(off.statusCode, off.body).toBe(200);
    expect(await pending()).toEqual([]);
    const row = await m.t.db.kysely
      .selectFrom("staffInvitations")
      .select("revokedBy")
      .where("email", "=", "priya@udyamitra.example")
      .executeTakeFirstOrThrow();
    expect(row.revokedBy).toBe("inviter-disabled");
  });
});
