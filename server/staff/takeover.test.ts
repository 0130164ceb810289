// The review's account takeover, step by step: an administrator invites two
// colleagues' existing addresses, opens the links, registers their own
// passkey on each colleague's account, signs in as each, and rejects a
// complaint "as two officers". Every step now fails: an invitation makes a
// new account only, no route attaches a credential to someone else's
// account, and a rejection's two approvals come from two people, each in a
// session opened with a passkey of their own. PostgreSQL too with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteToken } from "#test/keys";
import { openComplaint } from "../complaints/complaints";
import { storeSubmission } from "../submissions/store";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { ORIGIN, type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let admin: Person;
let asha: Person;
let ravi: Person;
let reference: string;

beforeAll(async () => {
  t = await startStaffApp();
  admin = await t.person("admin@udyamitra.example", ["admin", "grievance"], "Anil Admin");
  asha = await t.person("asha@udyamitra.example", ["grievance"], "Asha Rao");
  ravi = await t.person("ravi@udyamitra.example", ["grievance"], "Ravi Kumar");
  const stored = await storeSubmission(
    t.db.kysely,
    { form: "complaint", lang: "en", fields: { name: "Meera Shah", email: "meera@example.in", mobile: "7012345678" } },
    [openComplaint],
  );
  if (stored.kind !== "stored") throw new Error("not stored");
  reference = stored.submission.reference;
}, 60_000);
afterAll(() => t.close());

const passkeysOf = async (p: Person) =>
  (await t.db.kysely.selectFrom("staffPasskeys").select("id").where("userId", "=", p.id).execute()).map((r) => r.id).sort();
const complaint = () => t.db.kysely.selectFrom("complaints").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();

/** The attacker's first step on one colleague: an invitation for the colleague's address, as the console makes it. */
async function inviteAddressOf(victim: Person) {
  await t.reauth(admin, admin.cookie);
  return t.call("POST", "/api/staff/users/invitations", admin.cookie, { email: victim.email, name: "Anyone", roles: ["grievance"] });
}

describe("the review's invitation takeover", () => {
  it("refuses to invite an existing address, saying to start a recovery instead; the colleague's passkeys are untouched", async () => {
    for (const victim of [asha, ravi]) {
      const before = await passkeysOf(victim);
      const invited = await inviteAddressOf(victim);
      expect(invited.statusCode, invited.body).toBe(409);
      expect(invited.json().error).toBe(
        `${victim.email} already has an account. An invitation only makes a new account: if they lost their passkey, start a recovery for them under People (a second administrator approves it, and the link goes to them).`,
      );
      expect(invited.json().url).toBeUndefined();
      expect(await passkeysOf(victim)).toEqual(before);
    }
    const made = await t.db.kysely
      .selectFrom("staffInvitations")
      .select("email")
      .where("email", "in", [asha.email, ravi.email])
      .where("createdBy", "=", admin.email)
      .execute();
    expect(made).toEqual([]);
  });

  it("never attaches a credential to an existing account through an invitation made for its address before the fix", async () => {
    // An invitation row for an existing address (made before this change, or by a race): accepting it is refused.
    const token = await inviteToken(
      t.db.kysely,
      t.db.kind,
      t.keys.link,
      { email: "newcomer@udyamitra.example", name: "Newcomer", roles: ["grievance"] },
      t.now(),
    );
    await t.db.kysely
      .updateTable("staffInvitations")
      .set({ email: asha.email })
      .where("email", "=", "newcomer@udyamitra.example")
      .execute();
    const before = await passkeysOf(asha);
    const options = await t.call("POST", "/api/staff/auth/invitation/options", undefined, { token });
    expect(options.statusCode).toBe(409);
    const attacker = new TestAuthenticator(ORIGIN);
    const forced = await t.call("POST", "/api/staff/auth/invitation/verify", undefined, {
      token,
      response: attacker.register({ challenge: "bm90LWdpdmVu" }),
    });
    expect(forced.statusCode).toBe(409);
    expect(await passkeysOf(asha)).toEqual(before);
  });

  it("a rejection needs a second officer: the administrator alone cannot reject the complaint as two officers", async () => {
    const proposed = await t.call("POST", `/api/staff/complaints/${reference}/rejection`, admin.cookie, {
      version: Number((await complaint()).version),
      extent: "full",
      note: "Not a complaint about our services.",
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    // The same person again, in a new session of their own: refused.
    const again = await t.signIn(admin);
    const own = await t.call("POST", `/api/staff/complaints/${reference}/rejection/approve`, again, {
      version: Number((await complaint()).version),
    });
    expect(own.statusCode).toBe(403);
    expect((await complaint()).status).toBe("in-progress");
  });

  it("refuses an approval from a session not opened with a passkey of the approver's own", async () => {
    // A session the table holds without the passkey that opened it (one older than the column).
    await t.db.kysely.updateTable("staffSessions").set({ passkeyId: null }).where("userId", "=", ravi.id).execute();
    const refused = await t.call("POST", `/api/staff/complaints/${reference}/rejection/approve`, ravi.cookie, {
      version: Number((await complaint()).version),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("Sign in again with your passkey to approve a rejection.");
    expect((await complaint()).status).toBe("in-progress");
  });

  it("lets a second officer approve from a session opened with their own passkey, and names both passkeys in the trail", async () => {
    const cookie = await t.signIn(asha);
    const approved = await t.call("POST", `/api/staff/complaints/${reference}/rejection/approve`, cookie, {
      version: Number((await complaint()).version),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await complaint()).status).toBe("rejected");
    const rows = await t.db.kysely
      .selectFrom("staffAudit")
      .select(["actor", "action", "detail"])
      .where("subject", "=", reference)
      .where("action", "in", ["complaint.rejection-proposed", "complaint.rejection-approved"])
      .orderBy("seq")
      .execute();
    const [proposal, approval] = rows.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));
    expect(proposal).toMatchObject({ actor: admin.email, detail: { passkey: (await passkeysOf(admin))[0] } });
    expect(approval).toMatchObject({ actor: asha.email, detail: { passkey: (await passkeysOf(asha))[0], proposedBy: admin.email } });
  });
});
