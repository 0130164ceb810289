// A regulated section (the rates and charges on /disclosures): a compliance
// officer's change is not live until a second, different compliance officer
// approves it; then it is, and the audit trail names both. Sent back, it is a
// draft again with the reason. A rollback of a regulated section needs the
// same approval, and then restores the previous text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentTestApp, gitCopy, startContentApp } from "#test/content-app";
import type { Person } from "#test/staff-app";

type Row = { charge: string; amount: string };
type Lending = Record<string, { charges: { rows: Row[] } }>;

const SECTION = "fair-lending-section";
const EN_AMOUNT = "1.5% a month on the overdue instalment, for the days it is overdue";
const HI_AMOUNT = "समय पर न चुकाई गई किस्त की रकम पर 1.5% प्रति माह, सिर्फ़ देरी के दिनों के लिए";

describe("a change to a regulated section", { timeout: 300_000 }, () => {
  let t: ContentTestApp;
  let meera: Person;
  let arjun: Person;
  let changed: Lending;
  let penal: number;

  beforeAll(async () => {
    t = await startContentApp();
    meera = await t.person("meera@example.in", ["compliance"]);
    arjun = await t.person("arjun@example.in", ["compliance"]);
    changed = gitCopy<Lending>(t.baseline, SECTION);
    penal = changed.en!.charges.rows.findIndex((r) => r.charge === "Penal charges");
    changed.en!.charges.rows[penal]!.amount = EN_AMOUNT;
    changed.hi!.charges.rows[penal]!.amount = HI_AMOUNT;
  }, 900_000);
  afterAll(() => t?.close());

  const url = (action: string) => `/api/staff/content/sections/${SECTION}/draft${action}`;
  const disclosures = async () => ({ en: (await t.get("/disclosures")).body, hi: (await t.get("/hi/disclosures")).body });

  it("cannot be published by its author, only sent for approval", async () => {
    expect((await t.call("PUT", url(""), meera.cookie, { value: changed })).statusCode).toBe(200);
    const res = await t.call("POST", url("/publish"), meera.cookie, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/second compliance officer approves/);
    expect((await t.call("POST", url("/submit"), meera.cookie, {})).json().version.status).toBe("awaiting-approval");
    expect((await disclosures()).en).not.toContain("1.5% a month");
  });

  it("is not approved by the officer who made it", async () => {
    const res = await t.call("POST", url("/approve"), meera.cookie, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/another compliance officer must approve/);
  });

  it("goes back to its author as a draft, with the reason, when the second officer sends it back", async () => {
    const res = await t.call("POST", url("/reject"), arjun.cookie, { reason: "Quote the board resolution's wording." });
    expect(res.json().version).toMatchObject({
      status: "draft",
      rejectedBy: "arjun@example.in",
      rejectedReason: "Quote the board resolution's wording.",
    });
    expect((await t.call("POST", url("/submit"), meera.cookie, {})).json().version.status).toBe("awaiting-approval");
  });

  it("is edited in place by its author while it waits: a draft again, the request lapsed, sent again", async () => {
    const saved = await t.call("PUT", url(""), meera.cookie, { value: changed });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toMatchObject({ status: "draft", submittedBy: null });
    // Nothing is waiting for the second officer any more.
    expect((await t.call("POST", url("/approve"), arjun.cookie, {})).statusCode).toBe(409);
    expect((await t.call("POST", url("/submit"), meera.cookie, {})).json().version.status).toBe("awaiting-approval");
  });

  it("is live once a second compliance officer approves it, and the audit trail names both", async () => {
    const res = await t.call("POST", url("/approve"), arjun.cookie, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toMatchObject({
      status: "published",
      number: 1,
      submittedBy: "meera@example.in",
      approvedBy: "arjun@example.in",
    });
    const pages = await disclosures();
    expect(pages.en).toContain(EN_AMOUNT);
    expect(pages.hi).toContain(HI_AMOUNT);
    const rows = await t.db.kysely
      .selectFrom("staffAudit")
      .select(["actor", "action", "detail"])
      .where("subject", "=", SECTION)
      .orderBy("seq")
      .execute();
    expect(rows.find((r) => r.action === "content.submitted")?.actor).toBe("meera@example.in");
    expect(rows.find((r) => r.action === "content.approved")?.actor).toBe("arjun@example.in");
    const published = rows.find((r) => r.action === "content.published")!;
    expect(JSON.parse(published.detail)).toMatchObject({ submittedBy: "meera@example.in", approvedBy: "arjun@example.in", number: 1 });
  });

  it("is refused when sent for approval if it cites a repealed instrument, on that field, as the build refuses it", async () => {
    type Levels = Record<string, { ombudsman: { what: string } }>;
    const levels = gitCopy<Levels>(t.baseline, "grievance-levels");
    for (const lang of Object.keys(levels))
      levels[lang]!.ombudsman.what = levels[lang]!.ombudsman.what.replace("{law:rb-ios-2026}", "{law:rb-ios-2021}");
    const url = (action: string) => `/api/staff/content/sections/grievance-levels/draft${action}`;
    expect((await t.call("PUT", url(""), meera.cookie, { value: levels })).statusCode).toBe(200);
    const res = await t.call("POST", url("/submit"), meera.cookie, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toContainEqual({
      section: "grievance-levels",
      lang: "en",
      path: ["ombudsman", "what"],
      message: expect.stringMatching(/^cites \{law:rb-ios-2021\}: .*repealed on 2026-07-01; cite \{law:rb-ios-2026\}/),
    });
    expect((await t.call("DELETE", url(""), meera.cookie)).statusCode).toBe(200);
  });

  it("is rolled back by publishing the earlier text again, once a second officer approves the rollback", async () => {
    // A second change makes version 2; rolling back to 1 restores its text.
    const again = structuredClone(changed);
    again.en!.charges.rows[penal]!.amount = "1% a month on the overdue instalment, for the days it is overdue";
    again.hi!.charges.rows[penal]!.amount = "समय पर न चुकाई गई किस्त की रकम पर 1% प्रति माह, सिर्फ़ देरी के दिनों के लिए";
    await t.call("PUT", url(""), arjun.cookie, { value: again });
    await t.call("POST", url("/submit"), arjun.cookie, {});
    expect((await t.call("POST", url("/approve"), meera.cookie, {})).statusCode).toBe(200);
    expect((await disclosures()).en).toContain("1% a month on the overdue");

    const restore = await t.call("POST", `/api/staff/content/sections/${SECTION}/versions/1/restore`, arjun.cookie, {});
    expect(restore.statusCode).toBe(202);
    expect(restore.json().version).toMatchObject({ status: "awaiting-approval", restores: 1 });
    expect((await disclosures()).en).toContain("1% a month on the overdue");
    const approved = await t.call("POST", url("/approve"), meera.cookie, {});
    expect(approved.json().version).toMatchObject({ status: "published", number: 3, restores: 1 });
    expect((await disclosures()).en).toContain(EN_AMOUNT);
    const detail = await t.db.kysely
      .selectFrom("staffAudit")
      .select("detail")
      .where("action", "=", "content.rolled-back")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(detail.detail)).toMatchObject({ restores: 1, approvedBy: "meera@example.in", submittedBy: "arjun@example.in" });
  });
});
