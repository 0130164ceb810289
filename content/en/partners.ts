import type { ImageName } from "#content/images";

// The lending partners page: commission offer, filters and the partner list
// (docs/requirements.md#lending-partners). The partner is an invented placeholder that
// carries the specification's example figures: replace it with real partners.

export type Partner = {
  id: string;
  name: string;
  category: string;
  logo: ImageName;
  description: string;
  shortDescription: string;
  specialties: string[];
  loanRange: string;
  processingTime: string;
  interestRate: string;
  eligibility: string;
  features: string[];
  contactEmail: string;
  contactPhone: string;
  established: string;
  totalDisbursed: string;
  activeLoans: string;
  website: string;
};

export const partnerCategories = ["Fintech partners"] as const;

export const partnersCopy = {
  commission: {
    heading: "Refer a business, earn a commission",
    items: [
      { rate: "Up to 1%", text: "on business loan referrals" },
      { rate: "Up to 1%", text: "on non-convertible debenture investment referrals" },
    ],
    note: "Commission is paid on disbursed loans and allotted debentures, as per the partner agreement.",
  },
  filtersLabel: "Filter partners",
  allFilter: "All Partners",
  becomePartner: "Interested To Become A Partner",
  listHeading: "Our lending partners",
  noPartners: "No partners in this category yet.",
  visitWebsite: "Visit website",
  /** Read by screen readers after 'Visit website': "Visit website of Vittkosh Technologies (opens in a new tab)". */
  websiteOf: " of {name}",
  viewDetails: "View details",
  newTab: "(opens in a new tab)",
  detail: {
    about: "About",
    specialties: "Specialties",
    features: "Features",
    keyFacts: "Key facts",
    contact: "Contact",
    labels: {
      category: "Category",
      loanRange: "Loan range",
      processingTime: "Processing time",
      interestRate: "Interest rate",
      eligibility: "Eligibility",
      established: "Established",
      totalDisbursed: "Total disbursed",
      activeLoans: "Active loans",
      contactEmail: "Email",
      contactPhone: "Phone",
      website: "Website",
    },
  },
};

export const partners: Partner[] = [
  {
    id: "vittkosh",
    name: "Vittkosh Technologies",
    category: "Fintech partners",
    logo: "partner-vittkosh",
    shortDescription: "Digital business loans for small traders and manufacturers, approved in a day.",
    description:
      "Vittkosh Technologies is a digital lending platform that co-originates unsecured business loans with us for kirana owners, traders and small manufacturers. Applications, KYC and bank statement analysis happen online, so most borrowers hear back within two working days.",
    specialties: ["Unsecured business loans", "GST-based underwriting", "Co-lending", "Bank statement analytics"],
    loanRange: "₹50,000 to ₹50,00,000",
    processingTime: "24 to 48 hours",
    interestRate: "12% to 24% per annum",
    eligibility: "Credit score 650+, age 21 to 65",
    features: [
      "Fully digital application and e-KYC",
      "No collateral up to ₹10,00,000",
      "Flexible tenure of 12 to 36 months",
      "No foreclosure charges after six EMIs",
    ],
    contactEmail: "partners@vittkosh.example",
    contactPhone: "+912248901234",
    established: "2018",
    totalDisbursed: "₹2,500 Crores",
    activeLoans: "1,25,000+",
    website: "https://www.vittkosh.example",
  },
];
