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
} as const satisfies SiteContent;
