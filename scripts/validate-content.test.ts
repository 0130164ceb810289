import { describe, expect, it } from "vitest";
import { pageHeadSchema, siteSchema } from "#content/schema";
import { site } from "#content/site";
import { contentChecks, validateContent } from "./validate-content";

describe("content validation", () => {
  it("accepts the content as committed", () => {
    expect(validateContent()).toEqual([]);
  });

  it("names the file and field of a mistake", () => {
    const broken = { ...site, contact: { ...site.contact, bookACallPhone: "022 6900 1234" } };
    const problems = validateContent([{ name: "content/site.ts", schema: siteSchema, value: broken }]);
    expect(problems).toEqual(["content/site.ts: contact.bookACallPhone: phone must be +91 followed by 10 digits"]);
  });

  it("refuses a grievance officer without an email (RBI requires the website to name how to reach them)", () => {
    const { email: _email, ...officer } = site.grievance.officer;
    const broken = { ...site, grievance: { ...site.grievance, officer } };
    expect(validateContent([{ name: "content/site.ts", schema: siteSchema, value: broken }])).toEqual([
      "content/site.ts: grievance.officer.email: Invalid input: expected string, received undefined",
    ]);
  });

  it("refuses a malformed RBI registration number, an answer window beyond 30 days, and an unknown registered office", () => {
    const broken = {
      ...site,
      regulatory: { ...site.regulatory, rbi: { ...site.regulatory.rbi, registrationNumber: "13.02345" } },
      grievance: { ...site.grievance, answerWithinDays: 45 },
    };
    expect(validateContent([{ name: "content/site.ts", schema: siteSchema, value: broken }])).toEqual([
      "content/site.ts: regulatory.rbi.registrationNumber: an RBI certificate of registration number looks like N-13.02345",
      "content/site.ts: grievance.answerWithinDays: RBI lets a complainant go to the Ombudsman after 30 days: answer within them",
    ]);
    const unknownOffice = { ...site, regulatory: { ...site.regulatory, registeredOfficeId: "pune" } };
    expect(validateContent([{ name: "content/site.ts", schema: siteSchema, value: unknownOffice }])).toEqual([
      "content/site.ts: regulatory.registeredOfficeId: regulatory.registeredOfficeId must be the id of an office in offices",
    ]);
  });

  it("refuses a page description too short for search results", () => {
    const problems = validateContent([{ name: "content/en/pages/x.ts: head", schema: pageHeadSchema, value: { title: "A fine page title", description: "Too short.", socialImage: "og-default" } }]);
    expect(problems[0]).toMatch(/^content\/en\/pages\/x\.ts: head: description:/);
  });

  it("checks every page's head in both languages", () => {
    const heads = contentChecks.filter((c) => c.name.endsWith(": head")).map((c) => c.name.split(":")[0]);
    expect(heads).toContain("content/en/pages/about.ts");
    expect(heads).toContain("content/hi/pages/about.ts");
  });

  it("reports two pages of the checks it is given that share a title", () => {
    const head = { title: "Same title for two pages", description: "A description long enough for search results to show it in full.", socialImage: "og-default" };
    const problems = validateContent([
      { name: "content/hi/pages/a.ts: head", schema: pageHeadSchema, value: head },
      { name: "content/hi/pages/b.ts: head", schema: pageHeadSchema, value: head },
    ]);
    expect(problems).toEqual(['content/hi/pages: two pages share the title "Same title for two pages"; every page needs its own']);
  });
});
