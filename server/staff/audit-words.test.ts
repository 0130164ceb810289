// The audit trail in words through the real app: names instead of emails
// and ids, sentences instead of JSON, a link to what each row is about, and
// the filters' pickers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "#shared/staff-api/audit-actions";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { AUDIT_WORDS } from "./audit-words";

let t: StaffTestApp;
let admin: Person;
beforeAll(async () => {
  t = await startStaffApp();
  admin = await t.person("asha@example.in", ["admin"], "Asha Iyer");
  await t.person("deepak@example.in", ["sales"], "Deepak Rao");
});
afterAll(() => t.close());

type Item = {
  action: string;
  actor: string;
  actorName: string;
  label: string;
  words: string;
  link: { href: string; label: string } | null;
};

describe("the audit trail in words", () => {
  it("names the people and says what was done, with a link to the person", async () => {
    await t.reauth(admin, admin.cookie);
    const deepak = (await t.call("GET", "/api/staff/users", admin.cookie))
      .json()
      .users.find((u: { name: string }) => u.name === "Deepak Rao");
    const changed = await t.call("PATCH", `/api/staff/users/${deepak.id}`, admin.cookie, {
      roles: ["sales", "hr"],
      version: deepak.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const items: Item[] = (await t.call("GET", "/api/staff/audit?action=user.roles-changed", admin.cookie)).json().items;
    expect(items).toEqual([
      expect.objectContaining({
        actor: "asha@example.in",
        actorName: "Asha Iyer",
        label: "Changed roles",
        words: "changed roles of Deepak Rao: sales → sales, hr",
        link: { href: `/staff/people?person=${deepak.id}`, label: "Deepak Rao" },
      }),
    ]);
    const signIns: Item[] = (await t.call("GET", "/api/staff/audit?actor=deepak@example.in", admin.cookie)).json().items;
    expect(signIns.map((i) => [i.actorName, i.words])).toContainEqual(["Deepak Rao", "accepted an invitation with roles sales"]);
  });

  it("offers every person who acted by name and every action in words to filter by", async () => {
    const choices = (await t.call("GET", "/api/staff/audit/choices", admin.cookie)).json();
    expect(choices.people).toEqual(
      expect.arrayContaining([
        { value: "asha@example.in", label: "Asha Iyer" },
        { value: "deepak@example.in", label: "Deepak Rao" },
      ]),
    );
    expect(choices.actions).toContainEqual({ value: "user.roles-changed", label: "Changed roles" });
    expect(choices.actions).toContainEqual({ value: "document.replaced", label: "Replaced a document" });
    expect((await t.call("GET", "/api/staff/audit/choices", (await t.person("s@example.in", ["sales"])).cookie)).statusCode).toBe(403);
  });

  it("exports the filtered trail as CSV in words (the passkey check is the role matrix's), and audits the export", async () => {
    // (That it asks for the passkey again is role-matrix.test.ts's, for every route that needs it.)
    const res = await t.call("GET", "/api/staff/audit/export.csv?action=user.roles-changed", admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe("seq,when,person,email,action,what,about");
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^\d+,"\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}:\d{2} [ap]m",Asha Iyer,asha@example\.in,Changed roles,"changed roles of Deepak Rao: sales → sales, hr",Deepak Rao$/,
      ),
    ]);
    const trail = (await t.call("GET", "/api/staff/audit?action=audit.exported", admin.cookie)).json().items;
    expect(trail[0].words).toBe("exported the audit trail as CSV (1 rows)");
  });

  it("has words for every action written today, but the content editor's (they read as their names until it has its own)", () => {
    const missing = AUDIT_ACTIONS.filter((a) => !AUDIT_WORDS[a]);
    expect(missing.filter((a) => !a.startsWith("content.") && !a.startsWith("complaints.") && !a.startsWith("complaint."))).toEqual([]);
  });
});
