import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { runLeads } from "../cli/run-leads";
import { storeSubmission } from "../submissions/store";
import { sampleDocx } from "#test/form-app";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let asha: Person;
let ravi: Person;
let hrPerson: Person;
const refs: string[] = [];

const lead = (reference: string, cookie = asha.cookie) => t.call("GET", `/api/staff/leads/${reference}`, cookie);

beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["sales"], "Asha Rao");
  ravi = await t.person("ravi@example.in", ["sales"], "Ravi Kumar");
  hrPerson = await t.person("hr@example.in", ["hr"], "Hari Rao");
  // Through the public endpoint, as visitors send them.
  const sent = await t.app.inject({
    method: "POST",
    url: partnerEnquiryForm.endpoint,
    payload: {
      name: "Meera Shah",
      email: "Meera@Example.in",
      phone: "9876543210",
      company: "=SUM(1+1)",
      loanAmount: "1cr-10cr",
      message: "Call after 5.",
    },
  });
  expect(sent.statusCode).toBe(201);
  refs.push(sent.json().reference);
  const loan = await t.app.inject({
    method: "POST",
    url: loanEnquiryForm.endpoint,
    payload: {
      name: "Kiran Patel",
      mobile: "7012345678",
      company: "Patel Polymers",
      product: "term-loan",
      amount: 1500000,
      city: "Surat",
      lang: "hi",
    },
  });
  expect(loan.statusCode).toBe(201);
  refs.push(loan.json().reference);
  // 120 more, a second apart, for paging.
  const start = Date.parse("2026-01-01T00:00:00Z");
  for (let i = 0; i < 120; i++) {
    await storeSubmission(
      t.db.kysely,
      {
        form: "partner-enquiry",
        lang: "en",
        fields: { name: `Person ${i}`, email: `p${i}@example.in`, phone: `90000${String(i).padStart(5, "0")}`, company: "Co" },
      },
      [],
      new Date(start + i * 1000),
    );
  }
  await storeSubmission(t.db.kysely, {
    form: "job-application",
    lang: "en",
    fields: { firstName: "Asha", lastName: "Iyer", email: "ai@example.in", phone: "9123456780", jobId: "credit-analyst" },
    file: { bytes: sampleDocx(), name: "asha cv.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  });
}, 60_000);
afterAll(() => t.close());

describe("the lead inbox", () => {
  it("lists only the caller's forms, newest first, 50 a page, and pages by keyset to the end without repeats", async () => {
    const first = await t.call("GET", "/api/staff/leads", asha.cookie);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.forms).toEqual(["newsletter", "partner-enquiry", "loan-enquiry"]);
    expect(body.items).toHaveLength(50);
    expect(body.items[0]).toMatchObject({
      reference: refs[1],
      form: "loan-enquiry",
      lang: "hi",
      name: "Kiran Patel",
      phone: "7012345678",
      status: "new",
      assignee: null,
    });
    expect(body.items[1]).toMatchObject({ reference: refs[0], name: "Meera Shah", email: "Meera@Example.in" });
    const seen = new Set<string>(body.items.map((i: { reference: string }) => i.reference));
    let cursor = body.nextCursor;
    let pages = 1;
    while (cursor) {
      const page = (await t.call("GET", `/api/staff/leads?cursor=${cursor}`, asha.cookie)).json();
      for (const i of page.items) seen.add(i.reference);
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen.size).toBe(122);
    // HR sees the application only.
    const hr = (await t.call("GET", "/api/staff/leads", hrPerson.cookie)).json();
    expect(hr.items.map((i: { form: string }) => i.form)).toEqual(["job-application"]);
    expect((await t.call("GET", "/api/staff/leads?form=job-application", asha.cookie)).statusCode).toBe(403);
    expect((await t.call("GET", "/api/staff/leads?status=maybe", asha.cookie)).json().error).toMatch(/status must be one of new/);
  });

  it("searches by reference, email, phone and name, and filters by form, language and date", async () => {
    const find = async (query: string) =>
      (await t.call("GET", `/api/staff/leads?${query}`, asha.cookie)).json().items.map((i: { reference: string }) => i.reference);
    expect(await find(`q=${refs[0]!.toLowerCase()}`)).toEqual([refs[0]]);
    expect(await find("q=meera%40example.in")).toEqual([refs[0]]);
    expect(await find("q=%2B91%2098765%2043210")).toEqual([refs[0]]);
    expect(await find("q=meera")).toEqual([refs[0]]);
    expect(await find("q=7012")).toEqual([refs[1]]);
    expect(await find("lang=hi")).toEqual([refs[1]]);
    expect(await find("form=loan-enquiry")).toEqual([refs[1]]);
    expect((await find("from=2026-01-01&to=2026-01-01")).length).toBe(50);
    expect((await t.call("GET", "/api/staff/leads?from=2026-02-30", asha.cookie)).statusCode).toBe(400);
  });

  it("shows a lead with every field in the form's order and labels, its deliveries, and audits the opening", async () => {
    const res = await lead(refs[0]!);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      reference: refs[0],
      form: "partner-enquiry",
      formTitle: "Partner enquiry",
      status: "new",
      version: 0,
      assignee: null,
      file: null,
      notes: [],
    });
    expect(d.fields.map((f: { name: string }) => f.name)).toEqual(Object.keys(partnerEnquiryForm.fields));
    expect(d.fields[2]).toMatchObject({ name: "phone", value: "+91 98765 43210" });
    expect(d.timeline[0]).toMatchObject({ action: "submitted", actor: null });
    const audit = await t.db.kysely.selectFrom("staffAudit").selectAll().where("subject", "=", refs[0]!).execute();
    expect(audit.map((a) => [a.actor, a.action])).toContainEqual(["asha@example.in", "lead.opened"]);
    expect(audit.every((a) => !a.detail.includes("Meera"))).toBe(true);
  });

  it("changes status and assignee with the version, and refuses a stale change saying what changed and by whom", async () => {
    const ref = refs[1]!;
    const v0 = (await lead(ref)).json().version;
    const first = await t.call("PATCH", `/api/staff/leads/${ref}`, asha.cookie, { version: v0, status: "contacted", assigneeId: ravi.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: "contacted", assignee: { id: ravi.id, name: "Ravi Kumar" }, version: v0 + 1 });
    const stale = await t.call("PATCH", `/api/staff/leads/${ref}`, ravi.cookie, { version: v0, status: "spam" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(
      "Someone else changed this lead while you were working: status to contacted by Asha Rao; assigned to Ravi Kumar by Asha Rao. Reload to see it.",
    );
    expect(stale.json().current).toMatchObject({ status: "contacted", version: v0 + 1 });
    expect((await lead(ref)).json().status).toBe("contacted");
    expect((await t.call("PATCH", `/api/staff/leads/${ref}`, asha.cookie, { version: v0 + 1, assigneeId: hrPerson.id })).statusCode).toBe(
      400,
    );
    const mine = (await t.call("GET", "/api/staff/leads?assignee=" + ravi.id + "&status=contacted", asha.cookie)).json().items;
    expect(mine.map((i: { reference: string }) => i.reference)).toEqual([ref]);
    expect((await t.call("GET", "/api/staff/leads?assignee=me", ravi.cookie)).json().items).toHaveLength(1);
  });

  it("adds notes with author and time, answering the updated lead", async () => {
    const res = await t.call("POST", `/api/staff/leads/${refs[0]}/notes`, ravi.cookie, {
      text: "Called, asked to ring back Monday.",
      version: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toEqual([
      { id: expect.any(String), author: "Ravi Kumar", at: expect.any(String), text: "Called, asked to ring back Monday." },
    ]);
    expect(res.json().timeline.at(-1)).toMatchObject({ actor: "Ravi Kumar", action: "lead.note" });
    expect((await t.call("POST", `/api/staff/leads/${refs[0]}/notes`, ravi.cookie, { text: "  " })).statusCode).toBe(400);
    const control = await t.call("POST", `/api/staff/leads/${refs[0]}/notes`, ravi.cookie, { text: "ring\u0007back" });
    expect(control.json()).toEqual({ error: "text: holds characters that cannot be typed; paste it as plain text" });
  });

  it("exports the filter as CSV after re-authentication, formulas defused, audited with filter and row count", async () => {
    expect((await t.call("GET", "/api/staff/leads/export.csv?form=partner-enquiry", asha.cookie)).json().reauth).toBe(true);
    await t.reauth(asha, asha.cookie);
    const res = await t.call("GET", "/api/staff/leads/export.csv?form=partner-enquiry&q=meera", asha.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Reference,Received \(IST\),Language,Status,Assigned to,Follow up on,/);
    // The company "=SUM(1+1)" arrives defused.
    expect(lines[1]).toContain(",'=SUM(1+1),");
    expect(lines).toHaveLength(2);
    const all = await t.call("GET", "/api/staff/leads/export.csv", asha.cookie);
    expect(all.body.trimEnd().split("\r\n")).toHaveLength(123);
    const row = await t.db.kysely
      .selectFrom("staffAudit")
      .selectAll()
      .where("action", "=", "leads.exported")
      .orderBy("seq")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.detail)).toMatchObject({ filter: { forms: ["partner-enquiry"], search: { kind: "name", length: 5 } }, rows: 1 });
  });

  it("serves the resume after re-authentication, as a download, and audits it", async () => {
    const ref = (await t.call("GET", "/api/staff/leads", hrPerson.cookie)).json().items[0].reference;
    expect((await lead(ref, hrPerson.cookie)).json().file).toEqual({
      name: "asha cv.docx",
      type: expect.stringContaining("wordprocessingml"),
      size: sampleDocx().length,
    });
    await t.reauth(hrPerson, hrPerson.cookie);
    const res = await t.call("GET", `/api/staff/leads/${ref}/file?disposition=inline`, hrPerson.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(sampleDocx())).toBe(true);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="asha_cv.docx"; filename*=UTF-8''asha%20cv.docx`);
    expect(res.headers["cache-control"]).toBe("no-store");
    const audit = await t.db.kysely.selectFrom("staffAudit").select(["actor", "action"]).where("subject", "=", ref).execute();
    expect(audit).toContainEqual({ actor: "hr@example.in", action: "lead.file-downloaded" });
    t.advance(5 * 60_000 + 1000);
    expect((await t.call("GET", `/api/staff/leads/${ref}/file`, hrPerson.cookie)).json().reauth).toBe(true);
  });

  it("lists colleagues who may work on a form", async () => {
    const res = await t.call("GET", "/api/staff/colleagues?form=partner-enquiry", hrPerson.cookie);
    expect(res.statusCode).toBe(403);
    const people = (await t.call("GET", "/api/staff/colleagues?form=partner-enquiry", ravi.cookie)).json().people;
    expect(people).toEqual([
      { id: asha.id, name: "Asha Rao" },
      { id: ravi.id, name: "Ravi Kumar" },
    ]);
  });

  it("goes with its notes when the leads command purges it (last: it empties the inbox)", async () => {
    const noted = await t.db.kysely.selectFrom("leadNotes").select("id").execute();
    expect(noted.length).toBeGreaterThan(0);
    const io = { out: () => {}, err: (s: string) => expect.fail(s) };
    expect(await runLeads(["purge", "--older-than", "0"], t.dbOptions, io, new Date(Date.now() + 60_000))).toBe(0);
    expect(await t.db.kysely.selectFrom("leadNotes").select("id").execute()).toEqual([]);
    expect((await t.call("GET", "/api/staff/leads", asha.cookie)).json().items).toEqual([]);
  });
});
