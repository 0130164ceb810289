import type { GrievanceFacts } from "./schema";

// Who answers complaints, and how fast: the grievance redressal page, the
// disclosures page, the Investors page and the server (a complaint's
// answer-by date) read these. Apart from content/site.ts because site.ts
// travels with every page (the footer), and these travel only with the pages
// that show them.
//
// PLACEHOLDERS, every name, number and address: invented for this site. The
// company replaces them with its appointed officers before going live. The
// build refuses a missing or malformed one (content/schema.ts), e.g. an
// officer without an email.
export const grievance = {
  /**
   * The legal clock of each kind of complaint (forms/complaint.ts says which
   * categories are which kind): the days within which we answer, after which
   * the complainant may go to the regulator. Each complaint keeps the clock
   * it was filed under (docs/decisions/092-complaint-clocks.md).
   * - borrower: RB-IOS 2026 (content/law.ts: rb-ios-2026), then the RBI Ombudsman;
   * - shareholder: SEBI's SCORES circular (sebi-scores-2023), then SCORES and SMART ODR;
   * - privacy: DPDP Rules, 2025, rule 14 (dpdp-rules-2025), then the Data Protection Board.
   */
  clocks: { borrower: 30, shareholder: 21, privacy: 90 },
  customerCare: { phone: "+912269001250", email: "care@udyamitra.example" },
  officer: {
    name: "Meenakshi Raghavan",
    phone: "+912269001260",
    email: "gro@udyamitra.example",
    addressLines: [
      "Grievance Redressal Officer, Udyamitra Finance Limited",
      "Unit 1204, Trade Centre, Bandra Kurla Complex",
      "Bandra (East), Mumbai 400051",
    ],
  },
  nodalOfficer: {
    name: "Anil Deshpande",
    phone: "+912269001270",
    email: "nodal.officer@udyamitra.example",
    addressLines: [
      "Principal Nodal Officer, Udyamitra Finance Limited",
      "Unit 1204, Trade Centre, Bandra Kurla Complex",
      "Bandra (East), Mumbai 400051",
    ],
  },
  /** SEBI LODR: the company secretary handles investors' grievances (also on the Investors page). */
  investorContact: { name: "Kavita Menon", phone: "+912269001280", email: "grievance@udyamitra.example" },
} as const satisfies GrievanceFacts;
