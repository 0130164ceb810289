// Public services of the regulators that the site links (real addresses, the
// same in every language). Kept apart from content/disclosures.ts, and short,
// because the footer on every page links SMART ODR.

/** Public addresses of regulators' services (real). */
export const regulatorLinks = {
  /** RBI's Complaint Management System, for the Integrated Ombudsman Scheme. */
  cms: "https://cms.rbi.org.in",
  /** RBI's Sachet portal: report unauthorised deposit-taking and check whether an entity is regulated. */
  sachet: "https://sachet.rbi.org.in",
  /** SEBI's Online Dispute Resolution portal for investors (SMART ODR). */
  smartOdr: "https://smartodr.in",
} as const;
