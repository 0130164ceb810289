import type { z } from "zod";
import { lawRegistrySchema } from "#content/law-schema";
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
import { type SectionModule, sectionModules } from "#content/section-modules";

// Every section staff edit (content/section-modules.ts) with its schema
// (docs/decisions/130-live-site-content.md). A section with a schema of
// content/schema.ts is checked with it; one without, against the shape of its
// git version (every text present, lists not emptied); every section also
// passes the build's own content checks before it goes live.

/** The schemas content/schema.ts has for sections, by export name. */
export const sectionSchemas: Readonly<Record<string, z.ZodType>> = {
  jobs: jobsSchema,
  careerBenefits: careerContentSchema.shape.benefits,
  homeSlider: homeContentSchema.shape.slider,
  homeMission: homeContentSchema.shape.mission,
  homeGrowth: homeContentSchema.shape.growth,
  homeWhomWeServe: homeContentSchema.shape.whomWeServe,
  homeTagline: homeContentSchema.shape.tagline,
  homeProducts: homeContentSchema.shape.products,
  homeAdvantages: homeContentSchema.shape.advantages,
  aboutInvestorServices: aboutContentSchema.shape.investorServices,
  aboutLeadership: aboutContentSchema.shape.leadership,
  aboutPhilosophy: aboutContentSchema.shape.philosophy,
  aboutFaq: aboutContentSchema.shape.faq,
  productSections: productContentSchema.shape.sections,
  partners: partnersSchema,
  privacyNotice: privacyContentSchema.shape.notice,
  reviewed: lawRegistrySchema.shape.reviewed,
  grievance: grievanceSchema,
  interestRateBand: regulatoryContentSchema.shape.interestRateBand,
  careerHead: pageHeadSchema,
  homeHead: pageHeadSchema,
  aboutHead: pageHeadSchema,
  productHead: pageHeadSchema,
  lendingPartnersHead: pageHeadSchema,
  disclosuresHead: pageHeadSchema,
  grievanceHead: pageHeadSchema,
  privacyHead: pageHeadSchema,
  accessibilityHead: pageHeadSchema,
  instruments: lawRegistrySchema.shape.instruments,
};

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
    Object.entries(exports).map(([exportName, title]) => {
      const id = kebab(exportName);
      return [id, { ...module, id, exportName, title, schema: sectionSchemas[exportName] }] as const;
    }),
  ),
);
