// The declaration of the editable sections (content/section-modules.ts,
// content/sections.ts) against what the server enforces.
import { describe, expect, it } from "vitest";
import { sectionModules } from "#content/section-modules";
import { sectionSchemas, sections } from "#content/sections";
import { ROLES } from "#shared/staff-api/roles";

describe("the editable sections", () => {
  it("are each edited by a staff role, and only compliance sections need a second person's approval", () => {
    for (const s of sections.values()) {
      expect(ROLES, s.id).toContain(s.role);
      expect(s.approval, s.id).toBe(s.role === "compliance");
    }
  });

  it("give each schema to an export that is a section, under one id each", () => {
    const exports = sectionModules.flatMap((m) => Object.keys(m.exports));
    expect(Object.keys(sectionSchemas).filter((name) => !exports.includes(name))).toEqual([]);
    expect(sections.size).toBe(exports.length);
  });

  it("cover what the issue names: openings for hr; pages, banners, partners and products for content; the regulated texts and the law for compliance", () => {
    const role = (id: string) => sections.get(id)?.role;
    expect(role("jobs")).toBe("hr");
    for (const id of ["home-tagline", "product-banner", "partners", "product-sections", "about-faq"]) expect(role(id), id).toBe("content");
    for (const id of [
      "fair-lending-section",
      "grievance",
      "grievance-levels",
      "disclosures-header",
      "privacy-notice",
      "instruments",
      "law-names",
    ])
      expect(role(id), id).toBe("compliance");
  });
});
