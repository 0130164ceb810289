import { describe, expect, it } from "vitest";
import { diffSection, wordDiff } from "./content-diff";

describe("the difference between two versions, in words", () => {
  it("keeps the words both texts share and marks the ones removed and added", () => {
    expect(wordDiff("2% a month on the overdue instalment", "1.5% a month on the overdue amount")).toEqual([
      { kind: "removed", text: "2%" },
      { kind: "added", text: "1.5%" },
      { kind: "same", text: " a month on the overdue " },
      { kind: "removed", text: "instalment" },
      { kind: "added", text: "amount" },
    ]);
  });

  it("matches list items by id, so a new item is one addition, not every later item changed", () => {
    const before = {
      en: [
        { id: "a", title: "Analyst" },
        { id: "b", title: "Manager" },
      ],
      hi: [],
    };
    const after = {
      en: [
        { id: "n", title: "Officer" },
        { id: "a", title: "Analyst" },
        { id: "b", title: "Manager" },
      ],
      hi: [],
    };
    expect(diffSection(before, after, true)).toEqual([
      { lang: "en", path: ["id:n"], kind: "added", after: after.en[0], summary: "English, item “Officer”: added “Officer”" },
    ]);
  });

  it("names a changed item by its title and position when the list has no ids", () => {
    const rows = (amount: string) => ({
      rows: [
        { charge: "Processing fee", amount: "2%" },
        { charge: "Penal charges", amount },
      ],
    });
    const [change] = diffSection(rows("2% a month"), rows("1.5% a month"), false);
    expect(change).toMatchObject({
      path: ["rows", 1, "amount"],
      summary: "rows, item 2 (“Penal charges”), amount: “2% a month” became “1.5% a month”",
    });
  });
});
