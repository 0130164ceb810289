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

  it("refuses a page description too short for search results", () => {
    const problems = validateContent([{ name: "content/pages: x", schema: pageHeadSchema, value: { title: "A fine page title", description: "Too short.", socialImage: "og-default" } }]);
    expect(problems[0]).toMatch(/^content\/pages: x: description:/);
  });

  it("gives every page its own title", () => {
    const titles = contentChecks.filter((c) => c.name.startsWith("content/pages")).map((c) => (c.value as { title: string }).title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("reports two pages of the checks it is given that share a title", () => {
    const head = { title: "Same title for two pages", description: "A description long enough for search results to show it in full.", socialImage: "og-default" };
    const problems = validateContent([
      { name: "content/pages: a", schema: pageHeadSchema, value: head },
      { name: "content/pages: b", schema: pageHeadSchema, value: head },
    ]);
    expect(problems).toEqual(['content/pages: two pages share the title "Same title for two pages"; every page needs its own']);
  });
});
