import type { InstrumentId } from "#content/law";

// The names of the law the site cites (content/law.ts), as pages and emails
// write them: copy cites "{law:<id>}" and the reader sees the name here.
// Official titles, word for word.

export const lawNames = {
  "rb-ios-2021": "Reserve Bank – Integrated Ombudsman Scheme, 2021",
  "rb-ios-2026": "Reserve Bank – Integrated Ombudsman Scheme, 2026",
  "rbi-penal-charges-2023": "RBI circular on Fair Lending Practice – Penal Charges in Loan Accounts, 2023",
  "rbi-nbfc-conduct-2025": "Reserve Bank of India (Non-Banking Financial Companies – Responsible Business Conduct) Directions, 2025",
  "sebi-scores-2023": "SEBI circular of 20 September 2023 on investor grievances through SCORES and Online Dispute Resolution",
  "dpdp-act-2023": "Digital Personal Data Protection Act, 2023",
  "dpdp-rules-2025": "Digital Personal Data Protection Rules, 2025",
  "rpwd-act-2016": "Rights of Persons with Disabilities Act, 2016",
  "rbi-accessible-kyc-2025": "RBI notification of 14 August 2025 on accessible KYC for persons with disabilities (RBI/2025-26/74)",
} satisfies Record<InstrumentId, string>;
