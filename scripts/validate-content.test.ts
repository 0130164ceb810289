import { describe, expect, it } from "vitest";
import { sampleKfs } from "#content/disclosures";
import { grievance } from "#content/grievance";
import { grievanceSchema, pageHeadSchema, siteSchema } from "#content/schema";
import { site } from "#content/site";
import { LANGS } from "#shared/locales";
import { copies } from "./generated/copies";
import { checksFor, contentChecks, kfsCheck, retentionRowsAwaitingTranslation, validateContent } from "./validate-content";

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
    const { email: _email, ...officer } = grievance.officer;
    expect(validateContent([{ name: "content/grievance.ts", schema: grievanceSchema, value: { ...grievance, officer } }])).toEqual([
      "content/grievance.ts: officer.email: Invalid input: expected string, received undefined",
    ]);
    expect(contentChecks.map((c) => c.name)).toContain("content/grievance.ts");
  });

  it("refuses a malformed RBI registration number, a clock other than the law's, and an unknown registered office", () => {
    const broken = { ...site, regulatory: { ...site.regulatory, rbi: { ...site.regulatory.rbi, registrationNumber: "13.02345" } } };
    expect(validateContent([{ name: "content/site.ts", schema: siteSchema, value: broken }])).toEqual([
      "content/site.ts: regulatory.rbi.registrationNumber: an RBI certificate of registration number looks like N-13.02345",
    ]);
    expect(
      validateContent([
        {
          name: "content/grievance.ts",
          schema: grievanceSchema,
          value: { ...grievance, clocks: { ...grievance.clocks, shareholder: 30 } },
        },
      ]),
    ).toEqual([
      "content/grievance.ts: clocks.shareholder: the SEBI circular of 20 September 2023 on investor grievances through SCORES and Online Dispute Resolution gives a listed company 21 days",
    ]);
    const unknownOffice = { ...site, regulatory: { ...site.regulatory, registeredOfficeId: "pune" } };
    expect(validateContent([{ name: "content/site.ts", schema: siteSchema, value: unknownOffice }])).toEqual([
      "content/site.ts: regulatory.registeredOfficeId: regulatory.registeredOfficeId must be the id of an office in offices",
    ]);
  });

  it("refuses a page description too short for search results", () => {
    const problems = validateContent([
      {
        name: "content/en/pages/x.ts: head",
        schema: pageHeadSchema,
        value: { title: "A fine page title", description: "Too short.", socialImage: "og-default" },
      },
    ]);
    expect(problems[0]).toMatch(/^content\/en\/pages\/x\.ts: head: description:/);
  });

  it("checks every page's head in both languages", () => {
    const heads = contentChecks.filter((c) => c.name.endsWith(": head")).map((c) => c.name.split(":")[0]);
    expect(heads).toContain("content/en/pages/about.ts");
    expect(heads).toContain("content/hi/pages/about.ts");
  });

  it("reports two pages of the checks it is given that share a title", () => {
    const head = {
      title: "Same title for two pages",
      description: "A description long enough for search results to show it in full.",
      socialImage: "og-default",
    };
    const problems = validateContent([
      { name: "content/hi/pages/a.ts: head", schema: pageHeadSchema, value: head },
      { name: "content/hi/pages/b.ts: head", schema: pageHeadSchema, value: head },
    ]);
    expect(problems).toEqual(['content/hi/pages: two pages share the title "Same title for two pages"; every page needs its own']);
  });

  it("refuses a sample Key Fact Statement whose stated EMI or APR is not what the EMI calculator computes", () => {
    expect(validateContent([kfsCheck()])).toEqual([]);
    const edited = { ...sampleKfs, stated: { ...sampleKfs.stated, emi: 48_000, aprPercent: 16 } };
    expect(validateContent([kfsCheck(edited)])).toEqual([
      "content/disclosures.ts: sampleKfs.stated: emi: must be 48963, what shared/loans/emi-math.ts computes for this loan",
      "content/disclosures.ts: sampleKfs.stated: aprPercent: must be 18.46, what shared/loans/emi-math.ts computes for this loan",
    ]);
    // Changing the loan without the figures fails too.
    expect(validateContent([kfsCheck({ ...sampleKfs, annualRatePercent: 18 })]).length).toBeGreaterThan(0);
  });

  it("needs one privacy retention row per form, the complaint form included", () => {
    const en = copies.en;
    const rows = en.privacyNotice.privacyNotice.retention;
    expect(rows.map((r) => r.form)).toContain("Complaint");
    const withoutComplaint = {
      ...en,
      privacyNotice: { ...en.privacyNotice, privacyNotice: { ...en.privacyNotice.privacyNotice, retention: rows.slice(0, -1) } },
    };
    expect(validateContent(checksFor("en", withoutComplaint))).toEqual([
      "content/en/privacy-notice.ts, form-words/*.ts: notice.retention: the retention table needs one row per form",
    ]);
  });

  it("needs the complaint row in the Hindi notice too, now that it is translated", () => {
    const hi = copies.hi;
    const rows = hi.privacyNotice.privacyNotice.retention;
    expect(retentionRowsAwaitingTranslation).toEqual({});
    expect(rows.map((r) => r.form)).toContain("शिकायत");
    expect(validateContent(checksFor("hi"))).toEqual([]);
    const withoutComplaint = {
      ...hi,
      privacyNotice: { ...hi.privacyNotice, privacyNotice: { ...hi.privacyNotice.privacyNotice, retention: rows.slice(0, 4) } },
    };
    expect(validateContent(checksFor("hi", withoutComplaint))).toEqual([
      "content/hi/privacy-notice.ts, form-words/*.ts: notice.retention: the retention table needs one row per form",
    ]);
  });

  it("refuses a lending partner that is not among the lending service providers", () => {
    const en = copies.en;
    const extra = { ...en.partners.partners[0]!, id: "newfin", name: "Newfin" };
    const withPartner = { ...en, partners: { ...en.partners, partners: [...en.partners.partners, extra] } };
    expect(validateContent(checksFor("en", withPartner))).toEqual([
      "content/en/partners.ts, content/disclosures.ts: lspPartnerIds: every partner on the Lending Partners page must be a lending service provider in content/disclosures.ts (partnerId)",
    ]);
  });

  it("checks the grievance and disclosures pages' heads in every language", () => {
    const heads = contentChecks.filter((c) => c.name.endsWith(": head")).map((c) => c.name.split(":")[0]);
    for (const lang of LANGS) {
      expect(heads).toContain(`content/${lang}/pages/grievance.ts`);
      expect(heads).toContain(`content/${lang}/pages/disclosures.ts`);
    }
  });
});
