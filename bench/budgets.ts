// Gzipped JavaScript each page may load on first visit, in KB (1 KB = 1024 bytes).
// The site this replaces shipped 307 KB on every page. Home (in each language)
// has the tightest budget: it is the page most visitors land on.
export const jsBudgetKb: Record<string, number> = {
  "/": 112,
  "/hi": 112,
  default: 125,
};
