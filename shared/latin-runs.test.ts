import { describe, expect, it } from "vitest";
import { hasLetterOf, latinRuns, strayLatinWords } from "./latin-runs";

const DEVA = "Devanagari";

const allow = { phrases: ["Udyamitra Finance Limited", "Data Protection Board of India"], words: ["EMI", "GST", "PDF"] };

describe("latinRuns", () => {
  it("finds an English sentence left in Hindi text", () => {
    expect(latinRuns("कृपया ध्यान दें: Please try again later.", allow, DEVA)).toEqual(["Please try again later"]);
  });

  it("does not count numbers and symbols, nor let them interrupt a run", () => {
    expect(latinRuns("Up to 1% on loans", allow, DEVA)).toEqual(["Up to on loans"]);
  });

  it("lets allowed terms and names stand, without letting them hide English around them", () => {
    expect(latinRuns("हर महीने EMI, GST और PDF", allow, DEVA)).toEqual([]);
    expect(latinRuns("Udyamitra Finance Limited (“हम”) डेटा फ़िड्यूशियरी है", allow, DEVA)).toEqual([]);
    expect(latinRuns("Pay your EMI on time", allow, DEVA)).toEqual(["Pay your on time"]);
    expect(latinRuns("Write to the Data Protection Board of India today", allow, DEVA)).toEqual(["Write to the today"]);
  });

  it("is broken by Hindi words: two English words are not a sentence", () => {
    expect(latinRuns("Annual Report के फ़ोल्डर", allow, DEVA)).toEqual([]);
    expect(latinRuns("one two तीन four five", allow, DEVA)).toEqual([]);
    expect(latinRuns("one two three", allow, DEVA, 4)).toEqual([]);
  });

  it("skips emails, links and {placeholders}", () => {
    expect(latinRuns("लिखें: privacy@udyamitra.example (https://www.udyamitra.example/privacy) {title} {n} of", allow, DEVA)).toEqual([]);
  });
});

describe("strayLatinWords", () => {
  it("lists Latin words that are neither allowed nor data, without their punctuation", () => {
    expect(strayLatinWords("(TypeScript), PDF, .pdf और you@company.in", allow, DEVA)).toEqual(["TypeScript"]);
  });
});

it("hasLetterOf tells text in a script from text in another, by the script's name", () => {
  expect(hasLetterOf("लोन", DEVA)).toBe(true);
  expect(hasLetterOf("Loan ₹5,00,000", DEVA)).toBe(false);
  // The danda is Common by Script, Devanagari by Script_Extensions: it ends an English run.
  expect(hasLetterOf("।", DEVA)).toBe(true);
  expect(hasLetterOf("கடன்", "Tamil")).toBe(true);
  expect(hasLetterOf("लोन", "Tamil")).toBe(false);
  expect(() => hasLetterOf("x", "Devanagri")).toThrow();
});

it("a run is broken by the given script's words, not by any other script's", () => {
  expect(latinRuns("one two तीन four five", allow, "Tamil")).toEqual(["one two four five"]);
  expect(latinRuns("one two மூன்று four five", allow, "Tamil")).toEqual([]);
});
