// What Hindi copy may keep in Latin letters (the shape of shared/latin-runs.ts's LatinAllowList). Everything else on a Hindi page
// is written in Devanagari: the build fails on a Hindi string with no
// Devanagari letter, or with three English words in a row, unless what is in
// Latin letters is listed here (scripts/translation-check.ts), and the
// end-to-end test reads the rendered Hindi pages with the same list
// (e2e/hindi.spec.ts). Keep it short: add a name or a term only when Hindi
// readers really see it in Latin letters (docs/hindi-glossary.md).
export const allowedLatin = {
  /** Names and titles, matched exactly as written. */
  phrases: [
    // The registered company name stays in Latin letters; in Hindi sentences the brand is "उद्यमित्र फ़ाइनेंस".
    "Udyamitra Finance Limited",
    "Udyamitra Finance",
    "Udyamitra",
    // People and partners keep the spelling of their own names.
    "Rajesh Venkataraman",
    "Anjali Deshmukh",
    "Sandeep Patel",
    "Vittkosh Technologies",
    // Official English titles, given beside their Hindi names.
    "Digital Personal Data Protection Act, 2023",
    "Data Protection Board of India",
    // Official English titles the names of the law (content/hi/law.ts) give beside their Hindi names.
    "Digital Personal Data Protection Rules, 2025",
    "Rights of Persons with Disabilities Act, 2016",
    // Screen readers named on the accessibility statement.
    "NVDA",
    "JAWS",
    "VoiceOver",
    "TalkBack",
    // Software named in a job opening.
    "TypeScript",
    "React",
    "PostgreSQL",
  ],
  /** Abbreviations Indian borrowers, investors and applicants read as they are (any case: ".pdf" is PDF). */
  words: [
    // Lending, regulation and the company's registration.
    "EMI",
    "GST",
    "KYC",
    "e-KYC",
    "CIBIL",
    "NBFC",
    "MSME",
    "SME",
    "RBI",
    "SEBI",
    "BSE",
    "CIN",
    "NCD",
    "DSA",
    "CA",
    "LLP",
    "LAP",
    "D2C",
    // Jobs: pay, roles and certifications.
    "CTC",
    "LPA",
    "CEO",
    "CRO",
    "HR",
    "CFA",
    "FRM",
    "NISM",
    "API",
    // File types and sizes.
    "PDF",
    "DOC",
    "DOCX",
    "CSV",
    "JPEG",
    "PNG",
    "KB",
    "MB",
  ],
} as const;
