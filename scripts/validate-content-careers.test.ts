import { describe, expect, it } from "vitest";
import { jobs } from "#copy/jobs";
import { partners } from "#copy/partners";
import { checksFor, validateContent } from "./validate-content";

const only = (file: string) => checksFor("en").filter((c) => c.name.startsWith(`content/en/${file}`));

describe("careers, partners and privacy content checks", () => {
  it("pass for the shipped content", () => {
    expect(validateContent([...only("jobs.ts"), ...only("partners.ts"), ...only("privacy-notice.ts")])).toEqual([]);
  });

  it("fail for a job outside our offices, a bad id or dates in the wrong order", () => {
    const [check] = only("jobs.ts");
    const bad = { ...jobs[0]!, id: "Credit Manager", office: "pune", validThrough: "2020-01-01" };
    const value = { ...(check!.value as object), jobs: [bad] };
    const problems = validateContent([{ ...check!, value }]).join("\n");
    expect(problems).toMatch(/job ids are lowercase/);
    expect(problems).toMatch(/validThrough must be after datePosted/);
    expect(problems).toMatch(/office id/);
  });

  it("fail for a partner with an unknown category or a plain-http site", () => {
    const [check] = only("partners.ts");
    const value = { categories: ["Fintech partners"], partners: [{ ...partners[0]!, category: "Banks", website: "http://x.example" }] };
    const problems = validateContent([{ ...check!, value }]).join("\n");
    expect(problems).toMatch(/https/);
    expect(problems).toMatch(/category/);
  });

  it("fail when a language lacks the words for an office, a phone or a menu item", () => {
    const checks = checksFor("en").filter((c) => /offices|phoneLabels|investor-menu/.test(c.name));
    const broken = checks.map((c) => ({ ...c, value: Object.fromEntries(Object.entries(c.value as object).slice(1)) }));
    const problems = validateContent(broken);
    expect(problems.some((p) => p.includes("footerCopy.offices") && p.includes("mumbai"))).toBe(true);
    expect(problems.some((p) => p.includes("phoneLabels") && p.includes("corporate"))).toBe(true);
    expect(problems.some((p) => p.includes("investor-menu-labels.ts") && p.includes("/investors/board-committee"))).toBe(true);
  });
});
