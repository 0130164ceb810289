import type { SiteContent } from "./schema";

// Company facts shown across the site. The brand is an invented placeholder:
// replace these values with the company's own before going live.
export const site = {
  brand: {
    name: "Udyamitra Finance",
    legalName: "Udyamitra Finance Limited",
    shortName: "Udyamitra",
    tagline: "Credit that keeps Indian enterprise moving",
    cin: "L65923MH1994PLC081234",
    bseScripCode: "511234",
    foundingYear: 1994,
  },
  origin: "https://www.udyamitra.example",
  imageBaseUrl: "",
  splash: "every-page",
  contact: {
    bookACallPhone: "+912269001234",
    phones: [
      { label: "Corporate office", number: "+912269001234" },
      { label: "Ahmedabad branch", number: "+917940012345" },
    ],
    emails: [
      { label: "General enquiries", address: "info@udyamitra.example" },
      { label: "Investor relations", address: "investors@udyamitra.example" },
    ],
    grievanceEmail: "grievance@udyamitra.example",
    privacyEmail: "privacy@udyamitra.example",
  },
  offices: [
    {
      city: "Mumbai",
      label: "Registered & Corporate Office",
      addressLines: ["Unit 1204, Trade Centre, Bandra Kurla Complex", "Bandra (East), Mumbai 400051", "Maharashtra, India"],
      mapsUrl: "https://www.google.com/maps/search/?api=1&query=Bandra+Kurla+Complex+Mumbai+400051",
    },
    {
      city: "Ahmedabad",
      label: "Branch Office",
      addressLines: ["Office 503, Shivalik Corporate Park, Satellite Road", "Ahmedabad 380015", "Gujarat, India"],
      mapsUrl: "https://www.google.com/maps/search/?api=1&query=Satellite+Road+Ahmedabad+380015",
    },
  ],
  // Targets are empty in the specification; an empty URL hides the link.
  social: [
    { name: "LinkedIn", url: "" },
    { name: "X", url: "" },
    { name: "Facebook", url: "" },
    { name: "Instagram", url: "" },
  ],
  keywords: [
    "Business Loan",
    "NBFC",
    "BSE Listed",
    "Financial Services",
    "CIBIL Score",
    "Working Capital",
    "Equipment Purchase",
    "Margin Funding",
  ],
  footer: {
    about:
      "A BSE-listed non-banking financial company registered with the Reserve Bank of India, financing the working capital, equipment and growth of India's small and medium enterprises.",
    newsletterHeading: "Stay informed",
    newsletterText: "Quarterly notes on MSME credit, new products and investor updates. No spam; unsubscribe any time.",
    disclaimer:
      "Loans are at the sole discretion of the company, subject to credit appraisal and documentation. Interest rates and charges are as per the company's policy.",
  },
  underWorking: {
    heading: "Under Working",
    lines: ["This section is currently under development.", "Please check back soon!"],
  },
} as const satisfies SiteContent;
