import { neutralPath } from "#shared/locales";

// Gzipped JavaScript each page may load on first visit, in KB (1 KB = 1024 bytes).
// The site this replaces shipped 307 KB on every page. Home (in each language)
// has the tightest budget: it is the page most visitors land on.
export const jsBudgetKb: Record<string, number> = {
  "/": 112,
  // A page of text with links and no form or island (measured 96.8 KB, 98.5 KB in Hindi, on 2026-11-27): it should stay so.
  "/accessibility": 100,
  default: 125,
};

/**
 * The Hindi site (docs/decisions/070-languages.md) may grow a page's JavaScript by at most 3 KB gzip
 * over the budget above for the language machinery. Hindi pages carry their
 * words as Devanagari (three bytes a letter in UTF-8), so each loads 0.7-2 KB
 * more than its English twin; bench:size prints that difference.
 */
export const languageAllowanceKb = 3;

/** A page's budget in every language: "/hi" is held to the budget of "/", "/hi/about" to that of "/about". */
export function jsBudgetFor(servedPath: string): number {
  return jsBudgetKb[neutralPath(servedPath)] ?? jsBudgetKb.default!;
}

/** What a page may load before bench:size fails: its budget plus the language allowance. */
export function jsLimitFor(servedPath: string): number {
  return jsBudgetFor(servedPath) + languageAllowanceKb;
}
