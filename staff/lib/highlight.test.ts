import { expect, it } from "vitest";
import { matchParts } from "./highlight";

it("marks every case-insensitive occurrence of the search, in Latin and Devanagari", () => {
  expect(matchParts("Priya Gupta", "gupta")).toEqual([
    { text: "Priya ", hit: false },
    { text: "Gupta", hit: true },
  ]);
  expect(matchParts("राहुल शर्मा", "शर्मा")).toEqual([
    { text: "राहुल ", hit: false },
    { text: "शर्मा", hit: true },
  ]);
  expect(matchParts("aXa", "a")).toEqual([
    { text: "a", hit: true },
    { text: "X", hit: false },
    { text: "a", hit: true },
  ]);
  expect(matchParts("Kiran", undefined)).toEqual([{ text: "Kiran", hit: false }]);
  expect(matchParts("Kiran", "zz")).toEqual([{ text: "Kiran", hit: false }]);
});
