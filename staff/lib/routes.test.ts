import { describe, expect, it } from "vitest";
import { SCREENS, type ScreenName } from "../screen-table";
import { allowed, homeFor, matchRoute, navFor, navRouteOf, safeReturnPath } from "./routes";

describe("console routes", () => {
  it.each([
    ["/staff", { name: "home" }],
    ["/staff/", { name: "home" }],
    ["/staff/sign-in", { name: "sign-in" }],
    ["/staff/invite", { name: "invite" }],
    ["/staff/recover", { name: "recover" }],
    ["/staff/leads", { name: "leads" }],
    ["/staff/leads/ENQ-2026-0001", { name: "lead", reference: "ENQ-2026-0001" }],
    ["/staff/leads/A%20B", { name: "lead", reference: "A B" }],
    ["/staff/leads/dashboard", { name: "lead-dashboard" }],
    ["/staff/account", { name: "account" }],
    ["/staff/people", { name: "people" }],
    ["/staff/audit", { name: "audit" }],
    ["/staff/complaints", { name: "complaints" }],
    ["/staff/complaints/report", { name: "complaints-report" }],
    ["/staff/complaints/templates", { name: "complaint-templates" }],
    ["/staff/complaints/UF-7K3Q9D", { name: "complaint", reference: "UF-7K3Q9D" }],
    ["/staff/documents", { name: "documents" }],
    ["/staff/content", { name: "content" }],
    ["/staff/content/fair-lending-section", { name: "content-section", section: "fair-lending-section" }],
    ["/staff/privacy", { name: "privacy" }],
    ["/staff/privacy/PR-7K3Q9D", { name: "privacy-request", reference: "PR-7K3Q9D" }],
    ["/staff/complaints/report/x", { name: "not-found" }],
    ["/staff/leads//", { name: "leads" }],
    ["/staff/leads/X/more", { name: "not-found" }],
    ["/staff/leads/%E0%A4", { name: "not-found" }],
    ["/staff/nope", { name: "not-found" }],
    ["/staffing", { name: "not-found" }],
  ])("%s is %o", (path, route) => {
    expect(matchRoute(path)).toEqual(route);
  });

  it("shows each person only the screens their roles open", () => {
    expect(navFor(["sales"]).map((i) => i.label)).toEqual(["Leads", "My account"]);
    expect(navFor(["admin"]).map((i) => i.label)).toEqual(["People", "Audit trail", "My account"]);
    expect(navFor(["hr", "admin"]).map((i) => i.label)).toEqual(["Leads", "Site content", "People", "Audit trail", "My account"]);
    // The secretarial and privacy teams work their kinds of complaint too (shareholders', privacy grievances).
    expect(navFor(["secretarial"]).map((i) => i.label)).toEqual(["Documents", "Complaints", "My account"]);
    expect(navFor(["privacy"]).map((i) => i.label)).toEqual(["Privacy requests", "Complaints", "My account"]);
    expect(navFor(["grievance", "privacy"]).map((i) => i.label)).toEqual(["Complaints", "Leads", "Privacy requests", "My account"]);
    expect(allowed(matchRoute("/staff/privacy"), ["sales"])).toBe(false);
    expect(allowed(matchRoute("/staff/privacy"), ["privacy"])).toBe(true);
  });

  it("opens the site's content to the roles that edit sections of it, and lands content and compliance staff there", () => {
    expect(navFor(["content"]).map((i) => i.label)).toEqual(["Site content", "My account"]);
    expect(homeFor(["compliance"])).toBe("/staff/content");
    expect(homeFor(["hr"])).toBe("/staff/leads");
    expect(allowed({ name: "content-section", section: "jobs" }, ["hr"])).toBe(true);
    expect(allowed({ name: "content-section", section: "jobs" }, ["sales"])).toBe(false);
    expect(allowed({ name: "content" }, ["secretarial"])).toBe(false);
  });

  it("lands a person on their first screen and keeps them out of others", () => {
    // Grievance officers start at their complaints queue (they see complaints in the lead inbox too).
    expect(homeFor(["grievance"])).toBe("/staff/complaints");
    expect(navFor(["grievance"]).map((i) => i.label)).toEqual(["Complaints", "Leads", "My account"]);
    expect(allowed({ name: "complaints-report" }, ["grievance"])).toBe(true);
    // RBI's annual-report table is the grievance officers'; the other teams open complaints of their kind only.
    expect(allowed({ name: "complaints-report" }, ["secretarial"])).toBe(false);
    expect(allowed({ name: "complaint", reference: "X" }, ["secretarial"])).toBe(true);
    expect(homeFor(["secretarial"])).toBe("/staff/documents");
    expect(allowed({ name: "complaint", reference: "X" }, ["sales"])).toBe(false);
    expect(allowed({ name: "privacy-request", reference: "X" }, ["privacy"])).toBe(true);
    expect(allowed({ name: "privacy-request", reference: "X" }, ["admin"])).toBe(false);
    expect(homeFor(["admin"])).toBe("/staff/people");
    expect(homeFor([])).toBe("/staff/account");
    expect(homeFor(["privacy"])).toBe("/staff/privacy");
    expect(allowed({ name: "lead", reference: "X" }, ["hr"])).toBe(true);
    expect(allowed({ name: "lead", reference: "X" }, ["admin"])).toBe(false);
    expect(allowed({ name: "lead-dashboard" }, ["hr"])).toBe(true);
    expect(allowed({ name: "lead-dashboard" }, ["admin"])).toBe(false);
    expect(allowed({ name: "audit" }, ["sales"])).toBe(false);
    expect(allowed({ name: "account" }, [])).toBe(true);
  });

  it("returns after sign-in only to a console screen, never elsewhere", () => {
    expect(safeReturnPath("/staff/leads/ENQ-1?x=1")).toBe("/staff/leads/ENQ-1?x=1");
    expect(safeReturnPath("//evil.example/staff/")).toBeUndefined();
    expect(safeReturnPath("https://evil.example/staff/leads")).toBeUndefined();
    expect(safeReturnPath("/about")).toBeUndefined();
    expect(safeReturnPath("/staff/sign-in")).toBeUndefined();
    expect(safeReturnPath(null)).toBeUndefined();
  });

  it("keeps one row per screen: addresses distinct, each under an entry of the navigation", () => {
    const rows = Object.entries(SCREENS);
    expect(new Set(rows.map(([, row]) => row.path)).size).toBe(rows.length);
    for (const [name, row] of rows) {
      // Every address of the table leads back to its own row.
      expect(matchRoute(`/staff${row.path.replaceAll(/:[a-z]+/g, "x")}`).name).toBe(name);
      if ("under" in row && row.under) expect(SCREENS[row.under as ScreenName]).toHaveProperty("nav");
    }
  });

  it("lights the navigation entry a screen sits under", () => {
    expect(navRouteOf({ name: "lead", reference: "X" })).toBe("leads");
    expect(navRouteOf({ name: "complaints-report" })).toBe("complaints");
    expect(navRouteOf({ name: "content-section", section: "jobs" })).toBe("content");
    expect(navRouteOf({ name: "people" })).toBe("people");
    expect(navRouteOf({ name: "not-found" })).toBe("not-found");
  });

  it("opens the screens before sign-in to everyone", () => {
    expect(allowed({ name: "sign-in" }, [])).toBe(true);
    expect(allowed({ name: "not-found" }, [])).toBe(true);
  });
});
