// Every /api/staff route, as declared, against every role: signed out gets
// 401, a role the route does not admit gets 403, a lead outside the caller's
// forms gets 404 (as a reference that does not exist), and a route that
// needs a fresh passkey confirmation refuses without one. The list of
// routes is the app's own (app.staffRoutes), so a new route is walked too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role, formsFor } from "#shared/staff-api/roles";
import { openComplaint } from "../complaints/complaints";
import { storeSubmission } from "../submissions/store";
import { sampleDocx } from "#test/form-app";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
const people = new Map<Role, Person>();
const leads: Record<string, string> = {};
/** A complaint of each kind, under the role that works it alone (grievance officers work every kind). */
const complaintsOf: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await startStaffApp();
  for (const role of ROLES) people.set(role, await t.person(`${role}@example.in`, [role]));
  const sales = await storeSubmission(t.db.kysely, {
    form: "partner-enquiry",
    lang: "en",
    fields: { name: "Ravi Kumar", email: "ravi@example.in", phone: "9876543210", company: "Kumar Traders" },
  });
  const hr = await storeSubmission(t.db.kysely, {
    form: "job-application",
    lang: "en",
    fields: { firstName: "Asha", lastName: "Iyer", email: "asha@example.in", phone: "9123456780", jobId: "credit-analyst" },
    file: { bytes: sampleDocx(), name: "asha.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  });
  const complaint = await storeSubmission(
    t.db.kysely,
    { form: "complaint", lang: "en", fields: { name: "Meera Shah", email: "meera@example.in", mobile: "7012345678" } },
    [openComplaint],
  );
  for (const [role, r] of [
    ["sales", sales],
    ["hr", hr],
    ["grievance", complaint],
  ] as const)
    if (r.kind === "stored") leads[role] = r.submission.reference;
  complaintsOf.grievance = leads.grievance;
  for (const [role, category] of [
    ["secretarial", "shareholder"],
    ["privacy", "personal-data"],
  ] as const) {
    const filed = await storeSubmission(
      t.db.kysely,
      { form: "complaint", lang: "en", fields: { name: "Meera Shah", mobile: "7012345678", category } },
      [openComplaint],
    );
    if (filed.kind === "stored") complaintsOf[role] = filed.submission.reference;
  }
  // The privacy team's routes name a privacy request (from the Your data page's endpoint).
  const asked = await t.app.inject({
    method: "POST",
    url: "/api/privacy/requests",
    payload: { email: "ravi@example.in", action: "erase" },
  });
  leads.privacy = asked.json().reference;
}, 60_000);
afterAll(() => t.close());

/** The route's URL with its parameters filled for someone of `role`. */
function urlFor(url: string, role: Role, leadOf: Role = role): string {
  const own = people.get(role)!;
  // A complaint route names a complaint of the kind that role works; other routes a lead of its forms.
  const reference = (url.startsWith("/complaints/") ? complaintsOf[leadOf] : undefined) ?? leads[leadOf] ?? leads.sales!;
  const form = formsFor([leadOf])[0] ?? "partner-enquiry";
  const filled = url.replace(":reference", reference).replace(":passkeyId", "no-such-passkey").replace(":id", own.id);
  return `/api/staff${filled}${url === "/colleagues" ? `?form=${form}` : ""}`;
}

describe("the role matrix over every /api/staff route", () => {
  it("declares every route with its access", () => {
    expect(t.app.staffRoutes.length).toBeGreaterThan(25);
    for (const r of t.app.staffRoutes) expect(r.access === "public" || r.access === "signed-in" || r.access.length > 0).toBe(true);
  });

  it("refuses a signed-out caller with 401 on every route that is not the sign-in ceremony", async () => {
    for (const route of t.app.staffRoutes.filter((r) => r.access !== "public")) {
      const res = await t.call(route.method, urlFor(route.url, "sales"), undefined, route.method === "GET" ? undefined : {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("refuses every role a route does not admit with 403, before the route does anything", async () => {
    let refusals = 0;
    for (const route of t.app.staffRoutes) {
      if (route.access === "public" || route.access === "signed-in") continue;
      for (const role of ROLES.filter((r) => !(route.access as readonly Role[]).includes(r))) {
        const res = await t.call(route.method, urlFor(route.url, role), people.get(role)!.cookie, route.method === "GET" ? undefined : {});
        expect(res.statusCode, `${role}: ${route.method} ${route.url}`).toBe(403);
        expect(res.json().reauth).toBeUndefined();
        refusals++;
      }
    }
    expect(refusals).toBeGreaterThan(50);
  });

  it("asks for a passkey confirmation on routes that need one, then lets the same call through", async () => {
    const needing = t.app.staffRoutes.filter((r) => r.reauth);
    expect(needing.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      "DELETE /me/passkeys/:id",
      "DELETE /users/:id/passkeys/:passkeyId",
      "GET /audit/export.csv",
      "GET /leads/:reference/file",
      "GET /leads/export.csv",
      "PATCH /users/:id",
      "POST /me/passkeys/options",
      "POST /privacy-requests/:reference/erase",
      "POST /users/:id/recovery",
      "POST /users/access-review",
      "POST /users/invitations",
      "POST /users/recoveries/:recoveryId/approve",
    ]);
    // Someone the route admits: its first role, or anyone signed in.
    const roleFor = (route: (typeof needing)[number]): Role =>
      route.access === "signed-in" || route.access === "public" ? "sales" : (route.access.find((r) => r !== "admin") ?? route.access[0]!);
    const call = (route: (typeof needing)[number]) =>
      t.call(route.method, urlFor(route.url, roleFor(route)), people.get(roleFor(route))!.cookie, route.method === "GET" ? undefined : {});
    for (const route of needing) {
      const res = await call(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ error: expect.stringMatching(/passkey/), reauth: true });
    }
    for (const role of new Set(needing.map(roleFor))) await t.reauth(people.get(role)!, people.get(role)!.cookie);
    for (const route of needing) {
      // Let through to the route itself, which answers the (empty) request on its merits.
      const res = await call(route);
      expect([401, 403], `${route.method} ${route.url}: ${res.body}`).not.toContain(res.statusCode);
    }
  });

  it("answers 404 for a lead of a form outside the caller's roles, as for one that does not exist", async () => {
    for (const role of ["sales", "hr", "grievance"] as const) await t.reauth(people.get(role)!, people.get(role)!.cookie);
    // Every route naming a lead: the one function that loads it (leadFor) gives the 404 (decision 106).
    const scoped = t.app.staffRoutes.filter((r) => r.url.startsWith("/leads/:reference"));
    expect(scoped.length).toBe(5);
    for (const route of scoped) {
      for (const [role, other] of [
        ["sales", "hr"],
        ["hr", "grievance"],
        ["grievance", "sales"],
      ] as const) {
        const res = await t.call(
          route.method,
          urlFor(route.url, role, other),
          people.get(role)!.cookie,
          route.method === "GET" ? undefined : { version: 0, text: "x", rating: 3, feedback: "x" },
        );
        expect(res.statusCode, `${role} on ${other}'s lead: ${route.method} ${route.url}`).toBe(404);
        const missing = await t.call(
          route.method,
          urlFor(route.url, role).replace(/UF-\w{6}/, "UF-ZZZZZZ"),
          people.get(role)!.cookie,
          route.method === "GET" ? undefined : { version: 0, text: "x", rating: 3, feedback: "x" },
        );
        expect(missing.statusCode).toBe(404);
        expect(missing.json().error).toBe(res.json().error);
      }
    }
  });

  it("answers 404 for a complaint of a kind the caller's roles do not work, as for one that does not exist", async () => {
    const scoped = t.app.staffRoutes.filter((r) => r.url.startsWith("/complaints/:reference"));
    expect(scoped.length).toBeGreaterThan(4);
    for (const route of scoped) {
      for (const [role, other] of [
        ["secretarial", "grievance"],
        ["secretarial", "privacy"],
        ["privacy", "grievance"],
        ["privacy", "secretarial"],
      ] as const) {
        const res = await t.call(
          route.method,
          urlFor(route.url, role, other),
          people.get(role)!.cookie,
          // A body every complaint route takes (the contract checks a body before the route looks the complaint up,
          // and a refused body says nothing about whether the complaint exists).
          route.method === "GET" ? undefined : { version: 0, text: "A note.", note: "A reason.", extent: "full" },
        );
        expect(res.statusCode, `${role} on a ${other} complaint: ${route.method} ${route.url}`).toBe(404);
        expect(res.json().error).toBe("There is no complaint with that reference.");
      }
    }
    // Grievance officers work every kind.
    for (const other of ["secretarial", "privacy"] as const)
      expect((await t.call("GET", urlFor("/complaints/:reference", "grievance", other), people.get("grievance")!.cookie)).statusCode).toBe(
        200,
      );
  });

  it("lets each admitted role through every GET route it is declared for", async () => {
    for (const route of t.app.staffRoutes.filter((r) => r.method === "GET")) {
      const admitted = route.access === "signed-in" ? ROLES : route.access === "public" ? [] : (route.access as readonly Role[]);
      for (const role of admitted) {
        const res = await t.call("GET", urlFor(route.url, role), people.get(role)!.cookie);
        // The site's content routes need a full build, which this app does not serve (server/site-content/):
        // past the access hook is what counts here; server/site-content/*.test.ts run them on one.
        if (route.url.startsWith("/content/")) {
          expect([401, 403], `${role}: GET ${route.url} ${res.body}`).not.toContain(res.statusCode);
          continue;
        }
        // Only job applications carry a file.
        const expected = route.url.endsWith("/file") && role !== "hr" ? 404 : 200;
        expect(res.statusCode, `${role}: GET ${route.url} ${res.body}`).toBe(expected);
      }
    }
  });

  it("audits every page read of the lead inbox: one row naming the reader, the filter and the references, never the search text", async () => {
    for (const role of ["sales", "hr", "grievance"] as const) {
      const person = people.get(role)!;
      const before = await auditCount();
      // The first status of the role's forms' workflows (job applications start at screening).
      const status = role === "hr" ? "screening" : "new";
      const res = await t.call("GET", `/api/staff/leads?status=${status}&q=Ravi%20K`, person.cookie);
      expect(res.statusCode).toBe(200);
      const rows = await t.db.kysely.selectFrom("staffAudit").selectAll().where("seq", ">", before).execute();
      expect(rows, role).toHaveLength(1);
      const detail = JSON.parse(rows[0]!.detail) as Record<string, unknown>;
      expect(rows[0]).toMatchObject({ actor: person.email, action: "leads.listed", subject: "" });
      expect(detail).toEqual({
        filter: { forms: formsFor([role]), status, search: { kind: "name", length: 6 } },
        rows: res.json().items.length,
        references: res.json().items.map((i: { reference: string }) => i.reference),
      });
      expect(rows[0]!.detail.toLowerCase()).not.toContain("ravi");
    }
    // A page of everything a role sees: the references listed are the rows read.
    const all = await t.call("GET", "/api/staff/leads", people.get("sales")!.cookie);
    const row = await t.db.kysely.selectFrom("staffAudit").select("detail").orderBy("seq", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(row.detail).references).toEqual([leads.sales]);
    expect(all.json().items).toHaveLength(1);
  });

  it("writes no audit row for HEAD on the export (or any staff route): nothing is read", async () => {
    const sales = people.get("sales")!;
    await t.reauth(sales, sales.cookie);
    const before = await auditCount();
    for (const url of ["/api/staff/leads/export.csv", "/api/staff/leads", `/api/staff/leads/${leads.sales}`]) {
      const res = await t.app.inject({ method: "HEAD", url, headers: { cookie: sales.cookie } });
      expect(res.statusCode, url).toBe(405);
      expect(res.headers["x-export-rows"]).toBeUndefined();
    }
    expect(await auditCount()).toBe(before);
  });
});

async function auditCount() {
  const head = await t.db.kysely.selectFrom("staffAuditHead").select("seq").executeTakeFirst();
  return Number(head?.seq ?? 0);
}
