import { describe, expect, it } from "vitest";
import { hasDevanagari, latinRuns, strayLatinWords } from "./latin-runs";

const allow = { phrases: ["Udyamitra Finance Limited", "Data Protection Board of India"], words: ["EMI", "GST", "PDF"] };

describe("latinRuns", () => {
  it("finds an English sentence left in Hindi text", () => {
    expect(latinRuns("कृपया ध्यान दें: Please try again later.", allow)).toEqual(["Please try again later"]);
  });

  it("does not count numbers and symbols, nor let them interrupt a run", () => {
    expect(latinRuns("Up to 1% on loans", allow)).toEqual(["Up to on loans"]);
  });

  it("lets allowed terms and names stand, without letting them hide English around them", () => {
    expect(latinRuns("हर महीने EMI, GST और PDF", allow)).toEqual([]);
    expect(latinRuns("Udyamitra Finance Limited (“हम”) डेटा फ़िड्यूशियरी है", allow)).toEqual([]);
    expect(latinRuns("Pay your EMI on time", allow)).toEqual(["Pay your on time"]);
    expect(latinRuns("Write to the Data Protection Board of India today", allow)).toEqual(["Write to the today"]);
  });

  it("is broken by Hindi words: two English words are not a sentence", () => {
    expect(latinRuns("Annual Report के फ़ोल्डर", allow)).toEqual([]);
    expect(latinRuns("one two तीन four five", allow)).toEqual([]);
    expect(latinRuns("one two three", allow, 4)).toEqual([]);
  });

  it("skips emails, links and {placeholders}", () => {
    expect(latinRuns("लिखें: privacy@udyamitra.example (https://www.udyamitra.example/privacy) {title} {n} of", allow)).toEqual([]);
  });
});

describe("strayLatinWords", () => {
  it("lists Latin words that are neither allowed nor data, without their punctuation", () => {
    expect(strayLatinWords("(TypeScript), PDF, .pdf और you@company.in", allow)).toEqual(["TypeScript"]);
  });
});

it("hasDevanagari tells Hindi text from Latin", () => {
  expect(hasDevanagari("लोन")).toBe(true);
  expect(hasDevanagari("Loan ₹5,00,000")).toBe(false);
});
