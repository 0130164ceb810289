// Gzipped JavaScript each page may load on first visit, in KB (1 KB = 1024 bytes).
// The site this replaces shipped 307 KB on every page.
export const jsBudgetKb: Record<string, number> = {
  "/": 120,
  default: 140,
};
