// Checks the company-editable content against its schemas, in every
// language, so a typo in content/ fails the build with the file and field
// instead of breaking a page, and a missing translation fails it instead of
// showing English on a Hindi page.
import { z } from "zod";
import {
  aboutContentSchema,
  careerContentSchema,
  grievanceSchema,
  homeContentSchema,
  pageHeadSchema,
  partnersContentSchema,
  privacyContentSchema,
  productContentSchema,
  regulatoryContentSchema,
  siteSchema,
} from "#content/schema";
import { interestRateBand, lendingServiceProviders, sampleKfs } from "#content/disclosures";
import { type KfsFigures, type KfsLoan, kfsFigures } from "#shared/loans/kfs";
import { grievance } from "#content/grievance";
import { imageSources } from "#content/images";
import { allInvestorMenuItems } from "#content/investor-menu";
import { site } from "#content/site";
import { LANGS, type Lang } from "#shared/locales";
import { type CopyBundle, copies } from "./generated/copies";
import { lawContentProblems } from "./law-content";
import { allTranslationProblems } from "./translation-check";

export type Check = { name: string; schema: z.ZodType; value: unknown };

/**
 * The facts shared by every language that the checks of one language's copy
 * read: git's, or those about to be published from the console
 * (scripts/site-content/content-checks.ts).
 */
export type SharedFacts = {
  lendingServiceProviders: readonly Record<string, unknown>[];
  interestRateBand: { minPercent: number; maxPercent: number };
  /** Every image a page may name: content/images.ts and those uploaded from the console. */
  imageNames: readonly string[];
};

export const gitFacts: SharedFacts = { lendingServiceProviders, interestRateBand, imageNames: Object.keys(imageSources) };
const ids = <T extends { id: string }>(items: readonly T[]) => items.map((i) => i.id);
/** An object holding exactly these keys, each a non-empty string. */
const wordsFor = (keys: readonly string[]) => z.object(Object.fromEntries(keys.map((k) => [k, z.string().trim().min(1)]))).strict();

/**
 * Forms whose row a language's privacy notice lacks because its translation
 * was made before the form existed (the complaint form came after the Hindi
 * translation was cut). The translator adds the row and removes the form
 * here; until then the check counts that language's rows without it. A row
 * added without removing the form here fails the check, so this list cannot
 * go stale.
 */
export const retentionRowsAwaitingTranslation: Partial<Record<Lang, readonly string[]>> = {};

/**
 * The sample Key Fact Statement's stated figures must be what the EMI
 * calculator's arithmetic gives for its loan: each figure must equal the
 * computed one (the message names the right value).
 */
export function kfsCheck(kfs: KfsLoan & { stated: Record<keyof KfsFigures, number> } = sampleKfs): Check {
  const computed = kfsFigures(kfs);
  const equal = (key: keyof typeof computed) =>
    z.literal(computed[key], `must be ${computed[key]}, what shared/loans/emi-math.ts computes for this loan`);
  return {
    name: "content/disclosures.ts: sampleKfs.stated",
    schema: z.object({
      emi: equal("emi"),
      upfrontCharges: equal("upfrontCharges"),
      netDisbursed: equal("netDisbursed"),
      totalInterest: equal("totalInterest"),
      aprPercent: equal("aprPercent"),
    }),
    value: kfs.stated,
  };
}

/** Every check of one language's copy. */
export function checksFor(lang: Lang, c: CopyBundle = copies[lang], facts: SharedFacts = gitFacts): Check[] {
  const p = c.pages;
  const imageName = z.enum(facts.imageNames as [string, ...string[]]);
  const at = (file: string) => `content/${lang}/${file}`;
  return [
    ...Object.entries({
      home: p.home.homeHead,
      about: p.about.aboutHead,
      product: p.product.productHead,
      investors: p.investors.investorsHead,
      "lending-partners": p.lendingPartners.lendingPartnersHead,
      career: p.career.careerHead,
      privacy: p.privacy.privacyHead,
      grievance: p.grievance.grievanceHead,
      disclosures: p.disclosures.disclosuresHead,
      accessibility: p.accessibility.accessibilityHead,
      "not-found": p.notFound.notFoundHead,
    }).map(([page, value]) => ({ name: `${at(`pages/${page}.ts`)}: head`, schema: pageHeadSchema, value })),
    {
      name: at("pages/home.ts, pages/home-sections.ts"),
      schema: homeContentSchema,
      value: {
        slider: p.home.homeSlider,
        mission: p.homeSections.homeMission,
        growth: p.homeSections.homeGrowth,
        whomWeServe: p.homeSections.homeWhomWeServe,
        tagline: p.homeSections.homeTagline,
        products: p.homeSections.homeProducts,
        advantages: p.homeSections.homeAdvantages,
      },
    },
    {
      name: at("pages/about.ts"),
      schema: aboutContentSchema,
      value: {
        investorServices: p.about.aboutInvestorServices,
        leadership: p.about.aboutLeadership,
        philosophy: p.about.aboutPhilosophy,
        faq: p.about.aboutFaq,
      },
    },
    {
      name: at("pages/product.ts"),
      schema: productContentSchema,
      value: { sections: p.product.productSections, emi: p.product.emiCalculator },
    },
    {
      // Every image a page names must be in the registry (content/images.ts).
      name: `${at("pages")}: image names (content/images.ts)`,
      schema: z.array(imageName),
      value: [
        ...p.home.homeSlider.slides.map((s) => s.image),
        p.homeSections.homeAbout.image.name,
        p.product.productBanner.image,
        ...p.about.aboutLeadership.members.map((m) => m.image),
        ...c.partners.partners.map((x) => x.logo),
      ],
    },
    {
      name: at("partners.ts"),
      schema: partnersContentSchema,
      value: { categories: c.partners.partnerCategories, partners: c.partners.partners },
    },
    {
      name: at("jobs.ts, pages/career.ts"),
      schema: careerContentSchema,
      value: { benefits: p.career.careerBenefits, jobs: c.jobs.jobs, officeIds: ids(site.offices) },
    },
    {
      name: at("privacy-notice.ts, form-words/*.ts"),
      schema: privacyContentSchema,
      value: {
        notice: c.privacyNotice.privacyNotice,
        formNotices: Object.entries({
          newsletter: c.forms.newsletter.newsletterCopy.notice,
          "partner-enquiry": c.forms.partnerEnquiry.partnerEnquiryCopy.notice,
          "job-application": c.forms.jobApplication.jobApplicationCopy.notice,
          "loan-enquiry": c.forms.loanEnquiry.loanEnquiryCopy.notice,
          complaint: c.forms.complaint.complaintCopy.notice,
          "privacy-request": c.forms.privacyRequest.privacyRequestCopy.notice,
          "investor-alerts": c.forms.investorAlerts.investorAlertsCopy.notice,
        })
          .filter(([form]) => !retentionRowsAwaitingTranslation[lang]?.includes(form))
          .map(([, notice]) => notice),
      },
    },
    {
      name: `${at("partners.ts")}, content/disclosures.ts`,
      schema: regulatoryContentSchema,
      value: {
        partnerIds: ids(c.partners.partners),
        lspPartnerIds: facts.lendingServiceProviders.flatMap((p) => (typeof p.partnerId === "string" ? [p.partnerId] : [])),
        interestRateBand: facts.interestRateBand,
      },
    },
    // The words for every company fact that content/site.ts lists by id.
    {
      name: `${at("shell.ts")}: footerCopy.offices (one per office in content/site.ts)`,
      schema: z.object(
        Object.fromEntries(ids(site.offices).map((id) => [id, z.object({ city: z.string().min(1), label: z.string().min(1) })])),
      ),
      value: c.shell.footerCopy.offices,
    },
    {
      name: `${at("shell.ts")}: footerCopy.phoneLabels`,
      schema: wordsFor(ids(site.contact.phones)),
      value: c.shell.footerCopy.phoneLabels,
    },
    {
      name: `${at("shell.ts")}: footerCopy.emailLabels`,
      schema: wordsFor(ids(site.contact.emails)),
      value: c.shell.footerCopy.emailLabels,
    },
    {
      name: `${at("investor-menu-labels.ts")}: items (one per path in content/investor-menu.ts)`,
      schema: wordsFor(allInvestorMenuItems().map((i) => i.path)),
      value: c.investorMenu.investorMenuLabels.items,
    },
  ];
}

export const contentChecks: Check[] = [
  { name: "content/site.ts", schema: siteSchema, value: site },
  { name: "content/grievance.ts", schema: grievanceSchema, value: grievance },
  kfsCheck(),
  ...LANGS.flatMap((lang) => checksFor(lang)),
];

/**
 * Returns one readable line per problem; empty when all content is valid.
 * Without arguments it checks everything the build needs, translations included.
 */
export function validateContent(given?: Check[]): string[] {
  const checks = given ?? contentChecks;
  // Without arguments: the translations, and the law every page and email cites (content/law.ts).
  const problems: string[] = given ? [] : [...allTranslationProblems(), ...lawContentProblems()];
  for (const c of checks) {
    const r = c.schema.safeParse(c.value);
    if (!r.success) for (const i of r.error.issues) problems.push(`${c.name}: ${i.path.join(".") || "(root)"}: ${i.message}`);
  }
  // Every page needs its own title, in each language.
  for (const lang of LANGS) {
    const heads = checks.filter((c) => c.name.startsWith(`content/${lang}/pages/`) && c.name.endsWith(": head"));
    const titles = heads.map((c) => (c.value as { title: string }).title);
    const dup = titles.find((t, i) => titles.indexOf(t) !== i);
    if (dup) problems.push(`content/${lang}/pages: two pages share the title "${dup}"; every page needs its own`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = validateContent();
  if (problems.length) {
    console.error("Content is invalid:\n" + problems.map((p) => `  - ${p}`).join("\n"));
    process.exit(1);
  }
  console.log(`content: ${contentChecks.length} checks passed`);
}
