import type { PageHead } from "#content/schema";
import type { DisclosureDocumentId, LendingServiceProviderId, Regulation46Id } from "#content/disclosures";

// The regulatory disclosures page (/disclosures): what RBI and SEBI require
// the website to carry, each item a short plain-language summary and its
// document. Facts (numbers, names, documents) are in content/site.ts and
// content/disclosures.ts; the words here hold "{placeholders}" for them.

export const disclosuresHead: PageHead = {
  title: "Regulatory Disclosures | Udyamitra Finance",
  description:
    "RBI registration, Fair Practices Code, interest rates and charges, a sample Key Fact Statement, lending service providers and SEBI Regulation 46 disclosures.",
  socialImage: "og-default",
};

export const disclosuresHeader = {
  title: "Regulatory Disclosures",
  intro: "What the Reserve Bank of India and SEBI require us to publish, in plain words, with the documents themselves.",
};

/** Words every part of the page shares. */
export const disclosuresLabels = {
  contents: "On this page",
  /** The link to a document: "{name}" its name. */
  document: "{name} (PDF)",
  newTab: "(opens in a new tab)",
  name: "Name",
  phone: "Phone",
  email: "Email",
};

/** A document's link text, by its id in content/disclosures.ts. */
export const documentNames: Record<DisclosureDocumentId, string> = {
  rbiCertificate: "RBI Certificate of Registration",
  fairPracticesCode: "Fair Practices Code (English)",
  fairPracticesCodeHindi: "Fair Practices Code (Hindi)",
  interestRatePolicy: "Interest Rate Policy",
  scheduleOfCharges: "Schedule of Charges",
  sampleKfs: "Sample Key Fact Statement",
  kycPolicy: "KYC and Anti-Money Laundering Policy",
  grievancePolicy: "Grievance Redressal Policy",
  recoveryAgentsPolicy: "Policy on Engagement of Recovery Agents",
};

export const registrationSection = {
  heading: "Registration",
  certificate: {
    title: "Registered with the Reserve Bank of India",
    /** "{category}", "{number}" and "{date}" come from content/site.ts. */
    text: "We are registered with the Reserve Bank of India as an {category}, under certificate of registration no. {number} dated {date}.",
  },
  company: {
    title: "Company identity",
    /** "{legalName}", "{cin}" and "{bse}" from content/site.ts. */
    text: "{legalName}, corporate identity number (CIN) {cin}, listed on BSE (scrip code {bse}).",
    office: "Registered office",
  },
  deposits: {
    title: "We do not accept public deposits",
    text: "We are a non-deposit-taking NBFC: we do not accept deposits from the public. Anyone who asks you to place a deposit with us is not acting for us; please report it to us and on RBI's Sachet portal.",
  },
};

export const fairLendingSection = {
  heading: "Fair lending: codes, rates and charges",
  fairPracticesCode: {
    id: "fair-practices-code",
    title: "Fair Practices Code",
    text: "How we treat you from application to closure, as the {law:rbi-nbfc-conduct-2025} require: clear loan terms in a language you understand, reasons when we decline, notice before we change any term, courteous recovery, and return of your documents within 30 days of closure.",
  },
  interestRate: {
    title: "Interest Rate Policy",
    /** "{min}" and "{max}" are the rate band in percent. */
    text: "We charge between {min}% and {max}% a year, on a reducing balance. Where in this band your loan falls depends on its risk grade, which we tell you in your sanction letter and Key Fact Statement.",
    gradingIntro:
      "How we grade risk: we look at the business's age and cash flows, its banking conduct and GST returns, the promoters' credit history, any security offered, and the loan's tenure. Each grade has a rate band:",
    gradesCaption: "Risk grades and their interest rate bands",
    gradeColumn: "Risk grade",
    rateColumn: "Interest rate (per year)",
    grades: [
      { grade: "A: strong", rate: "12% to 15%" },
      { grade: "B: good", rate: "15% to 18%" },
      { grade: "C: moderate", rate: "18% to 21%" },
      { grade: "D: higher risk", rate: "21% to 24%" },
    ],
  },
  charges: {
    title: "Schedule of Charges",
    text: "Every charge we may levy, before you sign. GST is added where the law requires it.",
    caption: "Our charges",
    chargeColumn: "Charge",
    amountColumn: "Amount",
    rows: [
      { charge: "Processing fee", amount: "Up to 2% of the loan amount, deducted when the loan is disbursed" },
      {
        charge: "Foreclosure or part-prepayment",
        amount: "Nil on floating-rate loans; up to 4% of the principal prepaid on fixed-rate loans, nil after 12 instalments",
      },
      { charge: "Penal charges", amount: "2% a month on the overdue instalment, for the days it is overdue" },
      { charge: "Cheque or NACH mandate return", amount: "₹500 for each return" },
      { charge: "Duplicate statement or no-objection certificate", amount: "₹250 (the first of each in a year is free)" },
      { charge: "Stamp duty and registration", amount: "At actuals, as the state levies it" },
    ],
    penalNote:
      "Penal charges are charges, not penal interest: as the {law:rbi-nbfc-conduct-2025} require, they are not added to the interest rate, no interest is charged on them, and they are in proportion to the default.",
  },
  kfs: {
    title: "Sample Key Fact Statement",
    text: "Before you sign, we give you a Key Fact Statement with your loan's full cost as one yearly rate, the Annual Percentage Rate (APR). A worked example:",
    caption: "A worked example (not an offer)",
    /** Each line's "{value}" is filled from content/disclosures.ts (sampleKfs). */
    rows: {
      principal: "Loan amount",
      tenure: "Tenure",
      rate: "Interest rate",
      fee: "Processing fee with GST, deducted at disbursal",
      netDisbursed: "Amount you receive",
      emi: "Monthly instalment (EMI)",
      totalInterest: "Total interest",
      apr: "Annual Percentage Rate (APR)",
    },
    /** "{months}" and "{rate}" from the example. */
    tenureValue: "{months} months",
    rateValue: "{rate}% a year, reducing balance",
    aprExplained:
      "The APR is 12 times the monthly rate at which your instalments are worth exactly the amount you receive: it counts the processing fee as a cost of the loan. Enter the same loan in our EMI calculator to see the same EMI.",
    calculatorLink: "Open the EMI calculator",
  },
  kyc: {
    title: "KYC policy",
    text: "Which documents we ask for to verify who you and your business are, how we keep them safe, and how often we update them, as RBI's Know Your Customer directions require.",
  },
  grievance: {
    title: "Grievance redressal policy",
    text: "Who handles complaints, the levels and time limits, and when you may go to the RBI Ombudsman.",
    link: "Raise or track a complaint",
  },
};

export const digitalLendingSection = {
  id: "digital-lending",
  heading: "Digital lending",
  intro:
    "These lending service providers and digital lending apps act for us. Each has a grievance redressal officer for digital-lending complaints; you may also complain directly to us.",
  caption: "Lending service providers and digital lending apps",
  columns: {
    provider: "Lending service provider",
    apps: "Digital lending apps",
    role: "What they do for us",
    officer: "Grievance redressal officer",
  },
  /** After our own name in the table. */
  ownApp: "(our own app)",
  noApp: "No app",
  /** What each provider does for the company, by id in content/disclosures.ts. */
  roles: {
    vittkosh:
      "Sources and co-originates business loans through its app: takes applications and KYC documents, analyses bank statements and GST returns. We decide every loan and disburse it to your bank account; Vittkosh never collects repayments.",
    "udyamitra-app": "Our own app: applications, Key Fact Statements, loan documents, statements and repayments.",
    sahayak: "Reminds borrowers of overdue instalments and recovers overdue amounts, under our recovery agents' policy.",
  } satisfies Record<LendingServiceProviderId, string>,
  recovery: {
    title: "Recovery agents",
    text: "Before an agency contacts you, we tell you its name and contact details. Agents carry our authorisation letter and their identity card, call only between 8 am and 7 pm, and never threaten, humiliate or harass you or your family. Tell us at once if one does.",
  },
};

export const safetySection = {
  heading: "Stay safe",
  sachet: {
    title: "RBI Sachet portal",
    text: "Check whether an entity is regulated by RBI, and report anyone collecting deposits without authority.",
    link: "sachet.rbi.org.in",
  },
  ombudsman: {
    title: "RBI Ombudsman",
    text: "If we have not answered your complaint within 30 days, or you are not satisfied with our answer, you may complain to the RBI Ombudsman under the {law:rb-ios-2026}.",
    link: "cms.rbi.org.in",
  },
  fraud: {
    title: "Beware of fraud",
    points: [
      "We never ask for any money to sanction or disburse a loan: no 'processing deposit', 'insurance' or 'file charge' paid before the loan. Our only fees are in the Schedule of Charges and are deducted from the loan itself.",
      "We never ask for your OTP, PIN, CVV or passwords, by phone, message or email.",
      "Our loans are sanctioned only by us, in writing, with a Key Fact Statement; repayments go only to accounts in our name.",
      "Unsure whether a call or message is from us? Call our customer care on the number on this website.",
    ],
  },
};

export const investorSection = {
  id: "investors",
  heading: "For investors",
  smartOdr: {
    title: "SEBI SMART ODR",
    text: "If we have not resolved your complaint as a shareholder, you may take it to online conciliation and arbitration on SEBI's Online Dispute Resolution portal, after first complaining to us and on SEBI's SCORES.",
    link: "smartodr.in",
  },
  contact: {
    id: "investor-grievance",
    title: "Investor grievances",
    designation: "Company Secretary and Compliance Officer",
    text: "For shareholders' questions and complaints: transfers, dividends, annual reports and KYC.",
  },
  regulation46: {
    id: "regulation-46",
    title: "Regulation 46 index",
    intro: "Every item SEBI's Listing Regulations (Regulation 46) require on our website, and where to find it.",
    caption: "SEBI LODR Regulation 46(2) items",
    clauseColumn: "Clause",
    itemColumn: "Item",
    whereColumn: "Where",
    /** Shown, with a marker, for an item the company has not published yet. */
    notPublished: "Not yet published",
    page: "Open page",
    folder: "Open in the document library",
    document: "Read the document (PDF)",
    items: {
      business: "Details of our business",
      "independent-directors-terms": "Terms and conditions of appointment of independent directors",
      committees: "Composition of the board's committees",
      "code-of-conduct": "Code of conduct of the board and senior management",
      "vigil-mechanism": "Vigil mechanism and whistle-blower policy",
      "non-executive-pay": "Criteria for payments to non-executive directors",
      "related-party": "Policy on related party transactions",
      "material-subsidiaries": "Policy for determining material subsidiaries",
      familiarisation: "Familiarisation programmes for independent directors",
      "grievance-email": "Email address for grievance redressal",
      "investor-grievance-contact": "Officials handling investor grievances",
      "board-meeting-notices": "Notices of board meetings on financial results",
      "financial-results": "Financial results",
      "annual-reports": "Annual reports",
      "shareholding-pattern": "Shareholding pattern",
      "analyst-meets": "Analyst and institutional investor meets and presentations",
      "name-change": "New and old name of the company",
      "newspaper-publications": "Newspaper publications",
      "credit-ratings": "Credit ratings",
      "secretarial-compliance": "Secretarial compliance report",
      "materiality-policy": "Policy for determining materiality of events",
      "regulation-30": "Disclosures under Regulation 30",
      "annual-return": "Annual return",
      "employee-benefit-schemes": "Employee benefit scheme documents",
    } satisfies Record<Regulation46Id, string>,
  },
};
