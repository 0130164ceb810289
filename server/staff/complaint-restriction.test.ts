// A complaint kept after its complainant's data was erased (the law makes the
// company keep complaint records: docs/decisions/110-privacy-rights.md) is
// restricted: the grievance console shows the restriction, with until when,
// why, and what may still be done with it, and refuses everything else.
// Nothing is sent to the complainant any more. PostgreSQL too with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openComplaint } from "../complaints/complaints";
import { eraseByEmail } from "../privacy/erase";
import { storeSubmission } from "../submissions/store";
import type { Person, StaffTestApp } from "#test/staff-app";
import { type StaffMailApp, startStaffMailApp } from "#test/staff-mail-app";
import { RESTRICTED_REFUSAL, RESTRICTION_ALLOWS } from "./complaint-restriction";

let m: StaffMailApp;
let t: StaffTestApp;
let officer: Person;
let colleague: Person;
let reference: string;
beforeAll(async () => {
  // With a mail server: a status change would email the complainant, were the complaint not restricted.
  m = await startStaffMailApp();
  t = m.t;
  officer = await t.person("asha@udyamitra.example", ["grievance"], "Asha Rao");
  colleague = await t.person("ravi@udyamitra.example", ["grievance"], "Ravi Kumar");
  const stored = await storeSubmission(
    t.db.kysely,
    { form: "complaint", lang: "en", fields: { name: "Meera Shah", email: "meera@example.in", mobile: "7012345678" } },
    [openComplaint],
  );
  if (stored.kind !== "stored") throw new Error("not stored");
  reference = stored.submission.reference;
  await t.db.kysely.transaction().execute((tx) => eraseByEmail(tx, "meera@example.in"));
}, 60_000);
afterAll(() => m?.close());

const detail = async () => (await t.call("GET", `/api/staff/complaints/${reference}`, officer.cookie)).json();

describe("a complaint restricted after an erasure", () => {
  it("shows the restriction: until when, why, and what may still be done", async () => {
    const d = await detail();
    expect(d.restriction).toEqual({
      until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reason: "law-requires-complaint-records",
      allows: RESTRICTION_ALLOWS,
    });
  });

  it("refuses assignment, published updates, other statuses and a rejection, saying why", async () => {
    const version = (await detail()).version as number;
    const tries = [
      await t.call("PATCH", `/api/staff/complaints/${reference}`, officer.cookie, { version, assigneeId: colleague.id }),
      await t.call("PATCH", `/api/staff/complaints/${reference}`, officer.cookie, { version, status: "resolved" }),
      await t.call("POST", `/api/staff/complaints/${reference}/updates`, officer.cookie, { text: "We have written to your branch." }),
      await t.call("POST", `/api/staff/complaints/${reference}/rejection`, officer.cookie, { version, extent: "full", note: "No." }),
    ];
    for (const res of tries) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toBe(RESTRICTED_REFUSAL);
    }
    expect((await detail()).version).toBe(version);
  });

  it("takes an internal note, and closes it without emailing the complainant", async () => {
    expect(
      (await t.call("POST", `/api/staff/complaints/${reference}/notes`, officer.cookie, { text: "The Ombudsman asked for the file." }))
        .statusCode,
    ).toBe(201);
    const version = (await detail()).version as number;
    const closed = await t.call("PATCH", `/api/staff/complaints/${reference}`, officer.cookie, { version, status: "closed" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe("closed");
    const mails = await t.db.kysely.selectFrom("outbox").select("id").where("channel", "=", "complaint-email").execute();
    expect(mails).toEqual([]);
  });
});
