// The sections of the site that staff edit from the console
// (docs/decisions/130-live-site-content.md): a section is one export of a
// content module, the git version in content/ its baseline. Each module lists
// who edits it, whether a second person approves each change, the pages it
// shows on, and a title for each editable export. Plain data on purpose: the
// build's Vite config reads this list (which modules are live), and the
// schemas, which need the rest of content/, are joined to it in sections.ts.

/** Who edits a section: the staff role of the same name (shared/staff-api/roles.ts). */
type SectionRole = "hr" | "content" | "compliance";

export type SectionModule = {
  /** Under content/<lang>/ for copy in every language (`perLanguage`), else under content/. */
  module: string;
  perLanguage: boolean;
  role: SectionRole;
  /** Regulated: a second compliance person approves each change before it goes live. */
  approval: boolean;
  /** The pages it appears on (language-neutral paths), for preview. */
  pages: readonly string[];
  /** Editable exports and their titles in the console. */
  exports: Readonly<Record<string, string>>;
};

const head = (page: string) => `${page} page: title and description in search results`;

export const sectionModules: readonly SectionModule[] = [
  {
    module: "jobs",
    perLanguage: true,
    role: "hr",
    approval: false,
    pages: ["/career"],
    exports: { jobs: "Job openings" },
  },
  {
    module: "pages/career",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/career"],
    exports: {
      careerHead: head("Careers"),
      careerHeader: "Careers page: heading",
      careerBenefits: "Careers page: why work with us",
      careerOpenings: "Careers page: openings list words",
    },
  },
  {
    module: "pages/home",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/"],
    exports: {
      homeHead: head("Home"),
      homeHero: "Home page: headline",
      homeSlider: "Home page: hero slides",
      homeMarquee: "Home page: scrolling keywords",
    },
  },
  {
    module: "pages/home-sections",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/"],
    exports: {
      homeMission: "Home page: mission",
      homeGrowth: "Home page: growth",
      homeAbout: "Home page: about us block",
      homeWhomWeServe: "Home page: whom we serve",
      homeTagline: "Home page: tagline banner",
      homeProducts: "Home page: product cards",
      homeAdvantages: "Home page: advantages",
    },
  },
  {
    module: "pages/about",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/about"],
    exports: {
      aboutHead: head("About"),
      aboutHeader: "About page: heading",
      aboutMission: "About page: mission",
      aboutInvestorServices: "About page: investor services",
      aboutLeadership: "About page: leadership",
      aboutPhilosophy: "About page: philosophy",
      aboutFaq: "About page: questions and answers",
    },
  },
  {
    module: "pages/product",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/product"],
    exports: {
      productHead: head("Products"),
      productHeader: "Products page: heading",
      productBanner: "Products page: banner",
      productSections: "Products",
    },
  },
  {
    module: "pages/lending-partners",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/lending-partners"],
    exports: { lendingPartnersHead: head("Lending partners"), lendingPartnersHeader: "Lending partners page: heading" },
  },
  {
    module: "partners",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/lending-partners"],
    exports: {
      partnersCopy: "Lending partners page: commission banner and filters",
      partners: "Lending partners",
    },
  },
  {
    module: "pages/disclosures",
    perLanguage: true,
    role: "compliance",
    approval: true,
    pages: ["/disclosures"],
    exports: {
      disclosuresHead: head("Disclosures"),
      disclosuresHeader: "Disclosures page: heading",
      registrationSection: "Disclosures: registration",
      fairLendingSection: "Disclosures: rates and charges",
      digitalLendingSection: "Disclosures: digital lending",
      safetySection: "Disclosures: safety",
      investorSection: "Disclosures: investors",
    },
  },
  {
    module: "pages/grievance",
    perLanguage: true,
    role: "compliance",
    approval: true,
    pages: ["/grievance-redressal"],
    exports: {
      grievanceHead: head("Grievance redressal"),
      grievanceHeader: "Grievance redressal page: heading",
      grievanceLevels: "Grievance redressal: levels and time limits",
    },
  },
  {
    module: "pages/privacy",
    perLanguage: true,
    role: "compliance",
    approval: true,
    pages: ["/privacy"],
    exports: { privacyHead: head("Privacy"), privacyHeader: "Privacy notice page: heading" },
  },
  {
    module: "privacy-notice",
    perLanguage: true,
    role: "compliance",
    approval: true,
    pages: ["/privacy"],
    exports: { privacyNotice: "Privacy notice" },
  },
  {
    module: "pages/accessibility",
    perLanguage: true,
    role: "compliance",
    approval: true,
    pages: ["/accessibility"],
    exports: {
      accessibilityHead: head("Accessibility"),
      accessibilityHeader: "Accessibility statement: heading",
      accessibilitySections: "Accessibility statement",
      accessibilityHelp: "Accessibility statement: how to get help",
    },
  },
  {
    // The registry of the law the site cites (docs/decisions/091-law-registry.md): a repealed instrument cited
    // anywhere is refused on publish, as at build.
    module: "law",
    perLanguage: false,
    role: "compliance",
    approval: true,
    pages: ["/grievance-redressal", "/disclosures", "/privacy", "/accessibility"],
    exports: {
      instruments: "Registry of cited instruments (acts, rules, directions, circulars, schemes)",
      reviewed: "Dates the regulatory pages were last reviewed against the law",
    },
  },
  {
    module: "law",
    perLanguage: true,
    role: "compliance",
    approval: true,
    pages: ["/grievance-redressal", "/disclosures", "/privacy", "/accessibility"],
    exports: { lawNames: "Names of the cited instruments" },
  },
  {
    module: "grievance",
    perLanguage: false,
    role: "compliance",
    approval: true,
    pages: ["/grievance-redressal", "/disclosures", "/investors"],
    exports: { grievance: "Grievance officers and contacts" },
  },
  {
    module: "disclosures",
    perLanguage: false,
    role: "compliance",
    approval: true,
    pages: ["/disclosures"],
    exports: {
      interestRateBand: "Interest rate band",
      sampleKfs: "Sample Key Fact Statement figures",
      lendingServiceProviders: "Lending service providers and their grievance officers",
    },
  },
];
