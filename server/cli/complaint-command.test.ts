import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaintForm, complaintLookup } from "#forms/complaint";
import { type FormApp, startFormApp } from "#test/form-app";
import { storeSubmission } from "../submissions/store";
import { openComplaint } from "../complaints/complaints";
import { runLeads } from "./run-leads";
import { exampleComplaint } from "#test/form-examples";

let t: FormApp;
let reference: string;
const mobile = "9822012345";

async function leads(argv: string[], now = new Date()) {
  let out = "";
  let err = "";
  const code = await runLeads(argv, t.dbOptions, { out: (s) => (out += s), err: (s) => (err += s) }, now);
  return { code, out, err };
}
const track = async () => (await t.app.inject({ method: "POST", url: complaintLookup.endpoint, payload: { reference, mobile } })).json();

beforeAll(async () => {
  t = await startFormApp();
  const res = await t.app.inject({
    method: "POST",
    url: complaintForm.endpoint,
    payload: { ...exampleComplaint, mobile, loanNumber: "UFL-2025-77", category: "recovery-conduct" },
  });
  expect(res.statusCode).toBe(201);
  reference = res.json().reference;
});
afterAll(() => t.close());

describe("npm run leads -- export complaints", () => {
  it("exports complaints like every other form, columns from the declaration", async () => {
    const csv = await leads(["export", "complaints"]);
    expect(csv.code).toBe(0);
    expect(csv.out.split("\r\n")[0]).toBe("reference,createdAt,lang,name,mobile,email,loanNumber,category,description");
    const rows = JSON.parse((await leads(["export", "complaints", "--format", "json"])).out);
    expect(rows).toEqual([
      expect.objectContaining({ reference, name: exampleComplaint.name, mobile, loanNumber: "UFL-2025-77", category: "recovery-conduct" }),
    ]);
  });
});

describe("npm run leads -- complaint", () => {
  it("moves a complaint on with a note for the complainant, keeps each change as a history row with its time, and the tracking page shows it", async () => {
    const first = new Date("2030-01-10T05:00:00.000Z");
    const r1 = await leads(
      ["complaint", reference.toLowerCase(), "--status", "in-progress", "--note", "We are speaking to the recovery agency."],
      first,
    );
    expect(r1).toEqual({
      code: 0,
      out: `${reference}: received -> in-progress at 2030-01-10T05:00:00.000Z\n  note published: "We are speaking to the recovery agency."\n`,
      err: "",
    });
    expect(await track()).toMatchObject({
      status: "in-progress",
      updatedAt: first.toISOString(),
      note: "We are speaking to the recovery agency.",
    });

    const second = new Date("2030-01-20T09:30:00.000Z");
    const r2 = await leads(["complaint", reference, "--status", "resolved"], second);
    expect(r2.code).toBe(0);
    expect(r2.out).toBe(
      `${reference}: in-progress -> resolved at 2030-01-20T09:30:00.000Z\n  no note published (the complainant sees the last one, if any)\n`,
    );
    expect(await track()).toMatchObject({
      status: "resolved",
      updatedAt: second.toISOString(),
      note: "We are speaking to the recovery agency.",
    });

    const r3 = await leads(
      ["complaint", reference, "--status", "closed", "--note", "The agency has apologised; the agent no longer works on our accounts."],
      new Date("2030-01-25T04:00:00.000Z"),
    );
    expect(r3.code).toBe(0);
    expect(await track()).toMatchObject({
      status: "closed",
      note: "The agency has apologised; the agent no longer works on our accounts.",
    });

    const history = await t.db
      .selectFrom("complaintHistory")
      .select(["status", "publicNote", "createdAt"])
      .where("reference", "=", reference)
      .orderBy("createdAt")
      .execute();
    expect(history.map((h) => [h.status, h.publicNote, h.createdAt])).toEqual([
      ["received", null, expect.any(String)],
      ["in-progress", "We are speaking to the recovery agency.", "2030-01-10T05:00:00.000Z"],
      ["resolved", null, "2030-01-20T09:30:00.000Z"],
      ["closed", "The agency has apologised; the agent no longer works on our accounts.", "2030-01-25T04:00:00.000Z"],
    ]);
    // The same trail as the console's: the history names the shell, and each change has its audit row.
    expect(
      (
        await t.db
          .selectFrom("complaintHistory")
          .select("actor")
          .where("reference", "=", reference)
          .where("status", "!=", "received")
          .execute()
      ).map((h) => h.actor),
    ).toEqual(["shell", "shell", "shell"]);
    const audit = await t.db
      .selectFrom("staffAudit")
      .select(["actor", "action", "subject", "detail"])
      .where("subject", "=", reference)
      .orderBy("seq")
      .execute();
    expect(audit.map((a) => [a.actor, a.action, JSON.parse(a.detail)])).toEqual([
      // Each change records the version it made (a stale edit's 409 names the changes since the version it saw).
      ["shell", "complaint.status", { from: "received", to: "in-progress", note: true, version: 1 }],
      ["shell", "complaint.status", { from: "in-progress", to: "resolved", note: false, version: 2 }],
      ["shell", "complaint.status", { from: "resolved", to: "closed", note: true, version: 3 }],
    ]);
    // Disposed of on the day it was resolved, not the day it was closed.
    expect(
      await t.db.selectFrom("complaints").select(["disposedAt", "disposedAs"]).where("reference", "=", reference).executeTakeFirst(),
    ).toEqual({ disposedAt: "2030-01-20T09:30:00.000Z", disposedAs: "resolved" });

    const shown = await leads(["complaint", reference]);
    expect(shown.code).toBe(0);
    expect(shown.out.split("\n")[0]).toMatch(new RegExp(`^${reference}: closed \\(filed .+, answer by \\d{4}-\\d{2}-\\d{2}\\)$`));
    expect(shown.out).toContain('2030-01-10T05:00:00.000Z  in-progress  note: "We are speaking to the recovery agency."');
  });

  it("refuses a status it does not know, a lone note and an empty note in one line with the usage, exit code 2", async () => {
    for (const [argv, message] of [
      [["complaint", reference, "--status", "done"], '--status must be one of in-progress, resolved, closed (got "done")'],
      [["complaint", reference, "--status", "received"], '--status must be one of in-progress, resolved, closed (got "received")'],
      [["complaint", reference, "--note", "Hello"], "--note goes with --status: say which status the note comes with"],
      [["complaint", reference, "--status", "closed", "--note", "  "], "--note needs the text the complainant will see, in quotes"],
      [["complaint", reference, "--status", "closed", "--note", "x".repeat(1001)], "--note is 1001 characters; keep it to 1000"],
      [
        ["complaint", reference, "--status", "closed", "We", "fixed", "it"],
        "Unexpected arguments: We fixed it (put a note in quotes after --note)",
      ],
      [["complaint"], "complaint needs a complaint's reference, such as UF-7K3Q9D"],
    ] as const) {
      const r = await leads([...argv]);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err.split("\n")[0]).toBe(message);
      expect(r.err).toContain("Usage:");
      expect(r.err).not.toContain("    at ");
    }
  });

  it("says so in one line when the reference is unknown or nothing would change, exit code 1", async () => {
    expect(await leads(["complaint", "UF-000000", "--status", "closed"])).toEqual({
      code: 1,
      out: "",
      err: "No complaint with reference UF-000000\n",
    });
    expect(await leads(["complaint", "not-a-reference"])).toEqual({
      code: 1,
      out: "",
      err: "No complaint with reference not-a-reference\n",
    });
    const current = (await track()).status as string;
    const same = await leads(["complaint", reference, "--status", current]);
    expect(same).toEqual({
      code: 1,
      out: "",
      err: `${reference} is already ${current}; nothing changed (add --note to publish a note with it)\n`,
    });
  });

  it("purge deletes a purged complaint's status and history with it, and keeps newer ones", async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const stored = await storeSubmission(
      t.db,
      { form: "complaint", lang: "en", fields: { name: "Old", mobile: "9811111111" } },
      [openComplaint],
      old,
    );
    const oldReference = stored.kind === "stored" ? stored.submission.reference : "";
    expect(await t.db.selectFrom("complaints").select("reference").where("reference", "=", oldReference).execute()).toHaveLength(1);
    const r = await leads(["purge", "--older-than", "365"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("complaint: 1\n");
    expect(await t.db.selectFrom("complaints").select("reference").where("reference", "=", oldReference).execute()).toEqual([]);
    expect(await t.db.selectFrom("complaintHistory").select("id").where("reference", "=", oldReference).execute()).toEqual([]);
    expect(await t.db.selectFrom("complaints").select("reference").where("reference", "=", reference).execute()).toHaveLength(1);
  });
});
