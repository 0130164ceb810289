// Public services of the regulators that the site links (real addresses, the
// same in every language), apart from content/disclosures.ts so the
// grievance page does not carry the disclosures' data.

/** Public addresses of regulators' services (real). */
export const regulatorLinks = {
  /** RBI's Complaint Management System, for the Integrated Ombudsman Scheme. */
  cms: "https://cms.rbi.org.in",
  /** RBI's Sachet portal: report unauthorised deposit-taking and check whether an entity is regulated. */
  sachet: "https://sachet.rbi.org.in",
  /** SEBI's Online Dispute Resolution portal for investors (SMART ODR). */
  smartOdr: "https://smartodr.in",
  /** SEBI's complaints redress system (SCORES) for complaints against listed companies. */
  scores: "https://scores.sebi.gov.in",
} as const;

/** The RBI Ombudsman's toll-free contact centre and the postal address complaints on paper go to (real). */
export const ombudsman = {
  tollFree: "14448",
  postalAddressLines: [
    "Centralised Receipt and Processing Centre",
    "Reserve Bank of India, 4th Floor, Sector 17",
    "Central Vista, Chandigarh – 160017",
  ],
  /**
   * What the Ombudsman may award under RB-IOS 2026 (content/law.ts): up to
   * ₹30 lakh for the loss, and up to ₹3 lakh more for the complainant's time,
   * expenses and distress; either side may appeal within 30 days.
   */
  compensationLakh: 30,
  distressLakh: 3,
  appealDays: 30,
} as const;
