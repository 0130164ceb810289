import type { z } from "zod";
import {
  aboutContentSchema,
  careerContentSchema,
  grievanceSchema,
  homeContentSchema,
  jobsSchema,
  pageHeadSchema,
  partnersSchema,
  privacyContentSchema,
  productContentSchema,
  regulatoryContentSchema,
} from "#content/schema";
import { lawRegistrySchema } from "#content/law-schema";

// The sections of the site that staff edit from the console
// (docs/decisions/130-live-site-content.md). A section is one export of a
// content module: the git version in content/ is its baseline, and versions
// published from the console replace it on the live site without a rebuild.
// Each module lists who edits it, whether a second person approves each
// change, the pages it shows on, and a title for each export. An export with
// a schema here is checked with it; one without is checked against the shape
// of its git version (every text present, lists not emptied), and every
// section also passes the build's own content checks before it goes live.

/** Who edits a section: the staff role of the same name (server/auth/roles.ts). */
export type SectionRole = "hr" | "content" | "compliance";

export type SectionModule = {
  /** Under content/<lang>/ for copy in every language (`perLanguage`), else under content/. */
  module: string;
  perLanguage: boolean;
  role: SectionRole;
  /** Regulated: a second compliance person approves each change before it goes live. */
  approval: boolean;
  /** The pages it appears on (language-neutral paths), for preview. */
  pages: readonly string[];
  /** Editable exports: their title in the console, and their schema when content/schema.ts has one. */
  exports: Readonly<Record<string, { title: string; schema?: z.ZodType }>>;
};

const head = (page: string) => ({ title: `${page} page: title and description in search results`, schema: pageHeadSchema });

export const sectionModules: readonly SectionModule[] = [
  {
    module: "jobs",
    perLanguage: true,
    role: "hr",
    approval: false,
    pages: ["/career"],
    exports: { jobs: { title: "Job openings", schema: jobsSchema } },
  },
  {
    module: "pages/career",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/career"],
    exports: {
      careerHead: head("Careers"),
      careerHeader: { title: "Careers page: heading" },
      careerBenefits: { title: "Careers page: why work with us", schema: careerContentSchema.shape.benefits },
      careerOpenings: { title: "Careers page: openings list words" },
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
      homeHero: { title: "Home page: headline" },
      homeSlider: { title: "Home page: hero slides", schema: homeContentSchema.shape.slider },
      homeMarquee: { title: "Home page: scrolling keywords" },
    },
  },
  {
    module: "pages/home-sections",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/"],
    exports: {
      homeMission: { title: "Home page: mission", schema: homeContentSchema.shape.mission },
      homeGrowth: { title: "Home page: growth", schema: homeContentSchema.shape.growth },
      homeAbout: { title: "Home page: about us block" },
      homeWhomWeServe: { title: "Home page: whom we serve", schema: homeContentSchema.shape.whomWeServe },
      homeTagline: { title: "Home page: tagline banner", schema: homeContentSchema.shape.tagline },
      homeProducts: { title: "Home page: product cards", schema: homeContentSchema.shape.products },
      homeAdvantages: { title: "Home page: advantages", schema: homeContentSchema.shape.advantages },
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
      aboutHeader: { title: "About page: heading" },
      aboutMission: { title: "About page: mission" },
      aboutInvestorServices: { title: "About page: investor services", schema: aboutContentSchema.shape.investorServices },
      aboutLeadership: { title: "About page: leadership", schema: aboutContentSchema.shape.leadership },
      aboutPhilosophy: { title: "About page: philosophy", schema: aboutContentSchema.shape.philosophy },
      aboutFaq: { title: "About page: questions and answers", schema: aboutContentSchema.shape.faq },
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
      productHeader: { title: "Products page: heading" },
      productBanner: { title: "Products page: banner" },
      productSections: { title: "Products", schema: productContentSchema.shape.sections },
    },
  },
  {
    module: "pages/lending-partners",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/lending-partners"],
    exports: { lendingPartnersHead: head("Lending partners"), lendingPartnersHeader: { title: "Lending partners page: heading" } },
  },
  {
    module: "partners",
    perLanguage: true,
    role: "content",
    approval: false,
    pages: ["/lending-partners"],
    exports: {
      partnersCopy: { title: "Lending partners page: commission banner and filters" },
      partners: { title: "Lending partners", schema: partnersSchema },
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
      disclosuresHeader: { title: "Disclosures page: heading" },
      registrationSection: { title: "Disclosures: registration" },
      fairLendingSection: { title: "Disclosures: rates and charges" },
      digitalLendingSection: { title: "Disclosures: digital lending" },
      safetySection: { title: "Disclosures: safety" },
      investorSection: { title: "Disclosures: investors" },
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
      grievanceHeader: { title: "Grievance redressal page: heading" },
      grievanceLevels: { title: "Grievance redressal: levels and time limits" },
    },
  },
  {
    module: "pages/privacy",
    perLanguage: true,
    role: "compliance",
    approval: true,
    pages: ["/privacy"],
    exports: { privacyHead: head("Privacy"), privacyHeader: { title: "Privacy notice page: heading" } },
  },
  {
    module: "privacy-notice",
    perLanguage: true,
    role: "compliance",
    approval: true,
    pages: ["/privacy"],
    exports: { privacyNotice: { title: "Privacy notice", schema: privacyContentSchema.shape.notice } },
  },
  {
    module: "pages/accessibility",
    perLanguage: true,
    role: "compliance",
    approval: true,
    pages: ["/accessibility"],
    exports: {
      accessibilityHead: head("Accessibility"),
      accessibilityHeader: { title: "Accessibility statement: heading" },
      accessibilitySections: { title: "Accessibility statement" },
      accessibilityHelp: { title: "Accessibility statement: how to get help" },
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
      instruments: {
        title: "Registry of cited instruments (acts, rules, directions, circulars, schemes)",
        schema: lawRegistrySchema.shape.instruments,
      },
      reviewed: { title: "Dates the regulatory pages were last reviewed against the law", schema: lawRegistrySchema.shape.reviewed },
    },
  },
  {
    module: "law",
    perLanguage: true,
    role: "compliance",
    approval: true,
    pages: ["/grievance-redressal", "/disclosures", "/privacy", "/accessibility"],
    exports: { lawNames: { title: "Names of the cited instruments" } },
  },
  {
    module: "grievance",
    perLanguage: false,
    role: "compliance",
    approval: true,
    pages: ["/grievance-redressal", "/disclosures", "/investors"],
    exports: { grievance: { title: "Grievance officers and contacts", schema: grievanceSchema } },
  },
  {
    module: "disclosures",
    perLanguage: false,
    role: "compliance",
    approval: true,
    pages: ["/disclosures"],
    exports: {
      interestRateBand: { title: "Interest rate band", schema: regulatoryContentSchema.shape.interestRateBand },
      sampleKfs: { title: "Sample Key Fact Statement figures" },
      lendingServiceProviders: { title: "Lending service providers and their grievance officers" },
    },
  },
];

export type SectionDeclaration = Omit<SectionModule, "exports"> & {
  /** "jobs", "fair-lending-section": the export's name in kebab case. */
  id: string;
  exportName: string;
  title: string;
  schema?: z.ZodType;
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every editable section, by id. */
export const sections: ReadonlyMap<string, SectionDeclaration> = new Map(
  sectionModules.flatMap(({ exports, ...module }) =>
    Object.entries(exports).map(([exportName, { title, schema }]) => {
      const id = kebab(exportName);
      return [id, { ...module, id, exportName, title, schema }] as const;
    }),
  ),
);
