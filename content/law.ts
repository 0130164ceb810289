import type { Instrument, LawRegistry } from "./law-schema";

// The law the site cites: every act, rule, direction, circular and scheme a
// page or an email names, with its dates, whether it is in force, and what
// replaced it; its name in each language is in content/<lang>/law.ts, by id.
// Copy never writes an instrument's name itself: it writes {law:<id>} (e.g.
// "{law:rb-ios-2026}") and the page or email puts the name in its language in
// its place (shared/law.ts). So a new scheme is one edit here (and its names),
// and the build refuses any page or email that cites a repealed instrument, by
// token or by name (shared/law-check.ts; docs/decisions/091-law-registry.md
// says where each entry comes from and what could not be checked offline).
//
// To retire an instrument: set its status to "repealed" with repealedOn and
// replacedBy (add the new one, with its names, first). The build then names
// every page and email that still cites it. Aliases are other spellings
// people write, in any language (short forms, the regulator's own
// translation): they are only used to recognise the instrument.

export const instruments = [
  {
    id: "rb-ios-2021",
    kind: "scheme",
    by: "Reserve Bank of India",
    aliases: ["RB-IOS 2021", "RB-IOS, 2021", "Integrated Ombudsman Scheme, 2021", "एकीकृत ओम्बुड्समैन योजना, 2021"],
    issuedOn: "2021-11-12",
    status: "repealed",
    repealedOn: "2026-07-01",
    replacedBy: "rb-ios-2026",
    url: "https://cms.rbi.org.in",
  },
  {
    id: "rb-ios-2026",
    kind: "scheme",
    by: "Reserve Bank of India",
    aliases: ["RB-IOS 2026", "RB-IOS, 2026", "एकीकृत ओम्बुड्समैन योजना, 2026"],
    issuedOn: "2026-01-16",
    inForceFrom: "2026-07-01",
    status: "in-force",
    url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx?prid=53825",
  },
  {
    id: "rbi-penal-charges-2023",
    kind: "circular",
    by: "Reserve Bank of India",
    aliases: ["DoR.MCS.REC.28/01.01.001/2023-24", "2023 circular on penal charges", "दंडात्मक शुल्क पर RBI का 2023 का सर्कुलर"],
    issuedOn: "2023-08-18",
    inForceFrom: "2024-01-01",
    status: "repealed",
    repealedOn: "2025-11-28",
    replacedBy: "rbi-nbfc-conduct-2025",
    url: "https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=12527",
  },
  {
    id: "rbi-nbfc-conduct-2025",
    kind: "directions",
    by: "Reserve Bank of India",
    issuedOn: "2025-11-28",
    status: "in-force",
    url: "https://website.rbi.org.in/web/rbi/-/notifications/reserve-bank-of-india-non-banking-financial-companies-responsible-business-conduct-directions-2025-1",
  },
  {
    id: "sebi-scores-2023",
    kind: "circular",
    by: "SEBI",
    aliases: ["SEBI/HO/OIAE/IGRD/CIR/P/2023/156"],
    issuedOn: "2023-09-20",
    inForceFrom: "2023-12-04",
    status: "in-force",
    url: "https://www.sebi.gov.in/legal/circulars/sep-2023/redressal-of-investor-grievances-through-the-sebi-complaint-redressal-scores-platform-and-linking-it-to-online-dispute-resolution-platform_77464.html",
  },
  {
    id: "dpdp-act-2023",
    kind: "act",
    by: "Parliament of India",
    issuedOn: "2023-08-11",
    status: "in-force",
    url: "https://www.meity.gov.in/data-protection-framework",
  },
  {
    id: "dpdp-rules-2025",
    kind: "rules",
    by: "Ministry of Electronics and Information Technology",
    issuedOn: "2025-11-13",
    status: "in-force",
    url: "https://www.meity.gov.in/data-protection-framework",
  },
  {
    id: "rpwd-act-2016",
    kind: "act",
    by: "Parliament of India",
    issuedOn: "2016-12-27",
    inForceFrom: "2017-04-19",
    status: "in-force",
    url: "https://www.indiacode.nic.in/handle/123456789/15939",
  },
  {
    id: "rbi-accessible-kyc-2025",
    kind: "notification",
    by: "Reserve Bank of India",
    issuedOn: "2025-08-14",
    status: "in-force",
    url: "https://www.rbi.org.in/Scripts/NotificationUser.aspx",
  },
] as const satisfies readonly Instrument[];

export type InstrumentId = (typeof instruments)[number]["id"];

/**
 * The day each regulatory page's text was last checked against the law: the
 * page shows "as of" this date. Change it when you review the page, not
 * when you fix a typo.
 */
export const reviewed = {
  "/grievance-redressal": "2026-11-27",
  "/disclosures": "2026-11-27",
  "/accessibility": "2026-11-27",
} as const;

export type ReviewedPage = keyof typeof reviewed;

export const lawRegistry = { instruments, reviewed } satisfies LawRegistry;
