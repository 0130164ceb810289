import { describe, expect, it } from "vitest";
import { contentChecks, validateContent } from "./validate-content";
import { jobs } from "#content/jobs";
import { partners } from "#content/partners";

const only = (prefix: string) => contentChecks.filter((c) => c.name.startsWith(prefix));

describe("careers, partners and privacy content checks", () => {
  it("pass for the shipped content", () => {
    expect(validateContent(only("careers")).concat(validateContent(only("content/partners.ts")), validateContent(only("privacy")))).toEqual([]);
  });

  it("fail for a job outside our office cities, a bad id or dates in the wrong order", () => {
    const [check] = only("careers");
    const bad = { ...jobs[0]!, id: "Credit Manager", location: "Pune", validThrough: "2020-01-01" };
    const value = { ...(check!.value as object), jobs: [bad] };
    const problems = validateContent([{ ...check!, value }]).join("\n");
    expect(problems).toMatch(/job ids are lowercase/);
    expect(problems).toMatch(/validThrough must be after datePosted/);
    expect(problems).toMatch(/office city/);
  });

  it("fail for a partner with an unknown category or a plain-http site", () => {
    const [check] = only("content/partners.ts");
    const value = { categories: ["Fintech partners"], partners: [{ ...partners[0]!, category: "Banks", website: "http://x.example" }] };
    const problems = validateContent([{ ...check!, value }]).join("\n");
    expect(problems).toMatch(/https/);
    expect(problems).toMatch(/category/);
  });
});
