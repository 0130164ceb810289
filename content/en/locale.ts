// The page language of this copy (shared/locales.ts holds what the site
// needs to know about each language: its path prefix, lang tags and name).
export const locale = {
  lang: "en",
  /** How dates are written on this site: 23 November 2026. */
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  /** "As of 27 November 2026": the day a regulatory page was last checked against the law ("{date}", content/law.ts). */
  asOf: "As of {date}",
} as const;
