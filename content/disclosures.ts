// Facts behind the regulatory disclosures (/disclosures) and the grievance
// page, the same in every language: which documents they link, the sample
// Key Fact Statement's numbers, the lending service providers and the SEBI
// Regulation 46 index. Their words are in content/<lang>/pages/disclosures.ts,
// keyed by the ids here.
//
// PLACEHOLDERS: the lending service providers, their officers and the sample
// loan are invented. The regulators' addresses are in content/regulators.ts.

import { grievance } from "./grievance";

/** A document in content/documents: its folder (display names) and its name without the extension. */
export type DocumentRef = { folder: readonly string[]; name: string };

/**
 * Every document the disclosures link. The build fails when one is missing
 * from content/documents (scripts/document-links.ts), so a renamed file
 * cannot leave a broken link.
 */
export const disclosureDocuments = {
  rbiCertificate: { folder: ["Constitutional Documents"], name: "Certificate of Registration - Reserve Bank of India" },
  fairPracticesCode: { folder: ["Policies"], name: "Fair Practices Code" },
  fairPracticesCodeHindi: { folder: ["Policies"], name: "Fair Practices Code (Hindi)" },
  interestRatePolicy: { folder: ["Policies"], name: "Interest Rate Policy" },
  scheduleOfCharges: { folder: ["Policies"], name: "Schedule of Charges" },
  sampleKfs: { folder: ["Policies"], name: "Sample Key Fact Statement" },
  kycPolicy: { folder: ["Policies"], name: "Know Your Customer and Anti-Money Laundering Policy" },
  grievancePolicy: { folder: ["Policies"], name: "Grievance Redressal Policy" },
  recoveryAgentsPolicy: { folder: ["Policies"], name: "Policy on Engagement of Recovery Agents" },
} as const satisfies Record<string, DocumentRef>;

export type DisclosureDocumentId = keyof typeof disclosureDocuments;

/**
 * The sample Key Fact Statement's loan and the figures it states. The
 * figures are written out (the KFS is a document people compare), and a
 * content check proves they are what the EMI calculator's arithmetic gives
 * (shared/loans/emi-math.ts): change the loan and the build says which
 * figure to update.
 */
export const sampleKfs = {
  principal: 1_000_000,
  annualRatePercent: 16,
  months: 24,
  processingFeePercent: 2,
  gstPercent: 18,
  stated: {
    /** Rounded to the rupee. */
    emi: 48_963,
    /** Processing fee with GST, deducted from the amount disbursed. */
    upfrontCharges: 23_600,
    netDisbursed: 976_400,
    /** Rounded to the rupee. */
    totalInterest: 175_115,
    /** Two decimals. */
    aprPercent: 18.46,
  },
} as const;

/** The interest rate band of the Interest Rate Policy, per annum on a reducing balance. */
export const interestRateBand = { minPercent: 12, maxPercent: 24 } as const;

/**
 * Lending service providers (LSPs) and digital lending apps (DLAs) that act
 * for the company (RBI Digital Lending Directions, 2025). Each names its
 * grievance redressal officer: a digital-lending complaint may go to them or
 * to the company's own officers. What each does is in the copy, by id.
 */
export const lendingServiceProviders = [
  {
    id: "vittkosh",
    name: "Vittkosh Technologies Private Limited",
    /** The Lending Partners page's partner (content/<lang>/partners.ts). */
    partnerId: "vittkosh",
    apps: ["Vittkosh Business Loans"],
    website: "https://www.vittkosh.example",
    officer: { name: "Rohan Mehta", email: "grievance@vittkosh.example", phone: "+912248901250" },
  },
  {
    id: "udyamitra-app",
    name: "Udyamitra Finance Limited",
    /** Our own app: the table says so in the page's language. */
    own: true,
    apps: ["Udyamitra Business"],
    website: "https://www.udyamitra.example",
    // Our own app's complaints go to our Grievance Redressal Officer.
    officer: { name: grievance.officer.name, email: grievance.officer.email, phone: grievance.officer.phone },
  },
  {
    id: "sahayak",
    name: "Sahayak Collection Services Private Limited",
    apps: [],
    website: "https://www.sahayak-collections.example",
    officer: { name: "Farah Qureshi", email: "grievance@sahayak-collections.example", phone: "+912240051234" },
  },
] as const;

export type LendingServiceProviderId = (typeof lendingServiceProviders)[number]["id"];

/**
 * Where an item of the Regulation 46 index lives: a page of this site, a
 * folder of the document library, or one document in a folder. A folder or
 * document with nothing published shows "Not yet published"; uploading the
 * document to content/documents removes the marker at the next build.
 */
export type Regulation46Target = { page: string } | { folder: readonly string[] } | { folder: readonly string[]; name: string };

/**
 * SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015,
 * Regulation 46(2): what a listed company's website must carry. Clause letters
 * as amended to 2024; the company secretary confirms them against the
 * current text. Words per language in content/<lang>/pages/disclosures.ts.
 */
export const regulation46 = [
  { id: "business", clause: "46(2)(a)", target: { page: "/product" } },
  {
    id: "independent-directors-terms",
    clause: "46(2)(b)",
    target: { folder: ["Policies"], name: "Terms and Conditions of Appointment of Independent Directors" },
  },
  { id: "committees", clause: "46(2)(c)", target: { folder: ["Policies"], name: "Composition of Board Committees" } },
  {
    id: "code-of-conduct",
    clause: "46(2)(d)",
    target: { folder: ["Policies"], name: "Code of Conduct for Directors and Senior Management" },
  },
  { id: "vigil-mechanism", clause: "46(2)(e)", target: { folder: ["Policies"], name: "Vigil Mechanism and Whistle Blower Policy" } },
  { id: "non-executive-pay", clause: "46(2)(f)", target: { folder: ["Policies"], name: "Nomination and Remuneration Policy" } },
  { id: "related-party", clause: "46(2)(g)", target: { folder: ["Policies"], name: "Policy on Related Party Transactions" } },
  {
    id: "material-subsidiaries",
    clause: "46(2)(h)",
    target: { folder: ["Policies"], name: "Policy for Determining Material Subsidiaries" },
  },
  {
    id: "familiarisation",
    clause: "46(2)(i)",
    target: { folder: ["Policies"], name: "Familiarisation Programme for Independent Directors" },
  },
  { id: "grievance-email", clause: "46(2)(j)", target: { page: "/grievance-redressal" } },
  { id: "investor-grievance-contact", clause: "46(2)(k)", target: { page: "/investors" } },
  { id: "board-meeting-notices", clause: "46(2)(l)(i)", target: { folder: ["Notice of Board Meeting"] } },
  { id: "financial-results", clause: "46(2)(l)(ii)", target: { folder: ["Financial Result"] } },
  { id: "annual-reports", clause: "46(2)(l)(iii)", target: { folder: ["Annual Report"] } },
  { id: "shareholding-pattern", clause: "46(2)(m)", target: { folder: ["Shareholding Pattern"] } },
  { id: "analyst-meets", clause: "46(2)(o)", target: { folder: ["Corporate Announcements", "Analyst and Investor Meets"] } },
  { id: "name-change", clause: "46(2)(p)", target: { folder: ["Change in name of company"] } },
  { id: "newspaper-publications", clause: "46(2)(q)", target: { folder: ["Corporate Announcements", "Newspaper Advertisements"] } },
  { id: "credit-ratings", clause: "46(2)(r)", target: { folder: ["Credit Rating"] } },
  { id: "secretarial-compliance", clause: "46(2)(t)", target: { folder: ["Secretarial Audit Report"] } },
  {
    id: "materiality-policy",
    clause: "46(2)(u)",
    target: { folder: ["Policies"], name: "Policy for Determination of Materiality of Events" },
  },
  { id: "regulation-30", clause: "46(2)(w)", target: { folder: ["Corporate Announcements", "Regulation 30 Disclosures"] } },
  { id: "annual-return", clause: "46(2)(z)", target: { folder: ["Annual Return"] } },
  { id: "employee-benefit-schemes", clause: "46(2)(za)", target: { folder: ["Employee Stock Option Scheme 2025"] } },
] as const satisfies readonly { id: string; clause: string; target: Regulation46Target }[];

export type Regulation46Id = (typeof regulation46)[number]["id"];
