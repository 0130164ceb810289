import { describe, expect, it } from "vitest";
import { SHAPE_MESSAGES, sectionProblems, shapeSchema } from "./content-shape";

describe("the schema of a section from the shape of its git version", () => {
  const git = {
    heading: "Why work with us",
    cards: [
      { title: "Learn", text: "A" },
      { title: "Grow", text: "B", link: "/about" },
    ],
    count: 3,
  };
  const schema = shapeSchema(git);

  it("takes a value of the same shape, with a key some items lack left out", () => {
    expect(schema.safeParse({ heading: "New", cards: [{ title: "One", text: "x" }], count: 4 }).success).toBe(true);
  });

  it("refuses an emptied text, an emptied list, a number as text, and a key the pages do not read", () => {
    const issues = (v: unknown) => schema.safeParse(v).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ ...git, heading: "  " })).toEqual([["heading", SHAPE_MESSAGES.text]]);
    expect(issues({ ...git, cards: [] })).toEqual([["cards", SHAPE_MESSAGES.list]]);
    expect(issues({ ...git, count: "3" })?.[0]?.[0]).toBe("count");
    expect(issues({ ...git, extra: "x" })?.[0]?.[0]).toBe("");
  });

  it("checks every language of copy and says which one is missing", () => {
    const problems = sectionProblems({ id: "s", perLanguage: true }, { en: git }, { en: git, hi: git });
    expect(problems).toEqual([{ section: "s", lang: "hi", message: "The Hindi version is missing." }]);
    const empty = sectionProblems({ id: "s", perLanguage: true }, { en: git, hi: { ...git, heading: "" } }, { en: git, hi: git });
    expect(empty).toEqual([{ section: "s", lang: "hi", path: ["heading"], message: SHAPE_MESSAGES.text }]);
  });
});
