// The review's token forgery: someone holding a copy of the database (every
// table, the limits' secret included) makes the link a person was emailed,
// and presses its button on the live site. The links are signed with a key
// from a file outside the database (docs/decisions/104-keys-outside-the-database.md),
// so nothing in the copy makes a token the server takes. PostgreSQL too with
// TEST_DATABASE_URL.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { investorAlertsForm } from "#forms/investor-alerts";
import { type PrivacyTestApp, startPrivacyTestApp } from "#test/privacy-app";

let p: PrivacyTestApp;
beforeAll(async () => {
  p = await startPrivacyTestApp();
}, 60_000);
afterAll(async () => p?.close());

/** Every secret-looking value a copy of the database holds (today: the limits' secret). */
async function secretsInTheDatabase(): Promise<Buffer[]> {
  const rows = await p.t.db.kysely
    .selectFrom("limitsSecret" as never)
    .selectAll()
    .execute()
    .catch(() => []);
  return (rows as { secret: string }[]).map((r) => Buffer.from(r.secret, "base64"));
}

/** The tokens an attacker would try: the HMAC of each secret, bare and with the key id seen in their own emails. */
async function forgeries(message: string, keyIdSeen: string): Promise<string[]> {
  const out: string[] = [];
  for (const secret of await secretsInTheDatabase()) {
    const mac = createHmac("sha256", secret).update(message).digest("base64url");
    out.push(mac, `${keyIdSeen}.${mac}`);
  }
  return out;
}

const tokenIn = (url: URL) => url.searchParams.get("token")!;
const keyIdOf = (token: string) => (token.includes(".") ? token.slice(0, token.indexOf(".")) : "");

describe("emailed links cannot be made from a copy of the database", () => {
  it("a privacy request's confirmation: the forged link is refused and changes nothing; the emailed one works", async () => {
    // The attacker's own request shows them what a link looks like (and its key id).
    await p.ask("attacker@example.in", "withdraw");
    const own = tokenIn(p.linkIn(await p.mailTo("attacker@example.in", "Confirm your request"), "/api/privacy/confirm?token="));

    const reference = await p.ask("victim@example.in", "withdraw");
    const tried = await forgeries(`privacy:confirm:${reference}`, keyIdOf(own));
    expect(tried.length).toBeGreaterThan(0);
    for (const token of tried) {
      const url = new URL(`http://localhost/api/privacy/confirm?token=${token}`);
      expect((await p.press(url)).statusCode, token).toBe(404);
    }
    const row = await p.t.db.kysely.selectFrom("privacyRequests").select("status").where("reference", "=", reference).executeTakeFirst();
    expect(row?.status).toBe("unconfirmed");

    const real = p.linkIn(await p.mailTo("victim@example.in", "Confirm your request"), "/api/privacy/confirm?token=");
    expect((await p.press(real)).statusCode).toBe(200);
  });

  it("an investor's unsubscribe link: the forged one is refused, the subscription stays", async () => {
    const post = (email: string) => p.post(investorAlertsForm.endpoint, { email, lang: "en" });
    await post("attacker@example.in");
    const mail = await p.mailTo("attacker@example.in", "Confirm");
    const own = /token=([\w.-]+)/.exec(mail.text)![1]!;
    await post("investor@example.in");
    const confirm = p.linkIn(await p.mailTo("investor@example.in", "Confirm"), "/api/investor-alerts/confirm");
    expect((await p.press(confirm)).statusCode).toBe(200);

    for (const token of await forgeries("investor-alerts:unsubscribe:investor@example.in", keyIdOf(own))) {
      const res = await p.t.app.inject({
        method: "POST",
        url: `/api/investor-alerts/unsubscribe?token=${token}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(res.statusCode, token).toBe(404);
    }
    const row = await p.t.db.kysely
      .selectFrom("investorAlertSubscribers")
      .select("status")
      .where("email", "=", "investor@example.in")
      .executeTakeFirst();
    expect(row?.status).toBe("confirmed");
  });
});
