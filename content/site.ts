import type { SiteContent } from "./schema";

// Company facts, the same in every language: names, registrations, numbers,
// addresses and settings. The words around them (labels, headings, the
// footer's text) are in content/<lang>/shell.ts. The brand is an invented
// placeholder: replace these values with the company's own before going live.
export const site = {
  brand: {
    name: "Udyamitra Finance",
    legalName: "Udyamitra Finance Limited",
    shortName: "Udyamitra",
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
      { id: "corporate", number: "+912269001234" },
      { id: "ahmedabad", number: "+917940012345" },
    ],
    emails: [
      { id: "general", address: "info@udyamitra.example" },
      { id: "investors", address: "investors@udyamitra.example" },
    ],
    grievanceEmail: "grievance@udyamitra.example",
    privacyEmail: "privacy@udyamitra.example",
  },
  offices: [
    {
      id: "mumbai",
      addressLines: ["Unit 1204, Trade Centre, Bandra Kurla Complex", "Bandra (East), Mumbai 400051", "Maharashtra, India"],
      mapsUrl: "https://www.google.com/maps/search/?api=1&query=Bandra+Kurla+Complex+Mumbai+400051",
    },
    {
      id: "ahmedabad",
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
  /** Starts every submission's reference (UF-7K3Q9D). */
  referencePrefix: "UF",
  // ---- Regulatory facts (footer, /disclosures) ----
  // PLACEHOLDERS, every value in `regulatory`: invented for this site. The
  // company replaces them with its certificate of registration before going
  // live. The build refuses a missing or malformed one (content/schema.ts).
  // The grievance officers are in content/grievance.ts (not on every page).
  regulatory: {
    rbi: {
      /** Certificate of Registration issued by the Reserve Bank of India under section 45-IA of the RBI Act, 1934. */
      registrationNumber: "N-13.02345",
      category: "NBFC – Investment and Credit Company (NBFC-ICC), Base Layer",
      registeredOn: "1998-03-12",
      /** A non-deposit-taking NBFC: the disclosures say so in words. */
      acceptsPublicDeposits: false,
    },
    /** The office in `offices` that is the registered office. */
    registeredOfficeId: "mumbai",
  },
} as const satisfies SiteContent;
