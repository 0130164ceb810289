// Checks the company-editable content against its schemas, so a typo in
// content/ fails the build with the field's name instead of breaking a page.
import { z } from "zod";
import {
  aboutContentSchema,
  careerContentSchema,
  homeContentSchema,
  pageHeadSchema,
  partnersContentSchema,
  privacyContentSchema,
  productContentSchema,
  siteSchema,
} from "#content/schema";
import { newsletterCopy } from "#content/forms-copy";
import { loanEnquiryCopy } from "#content/loan-enquiry-copy";
import { jobApplicationCopy, jobs } from "#content/jobs";
import { partnerCategories, partnerFormCopy, partners } from "#content/partners";
import { privacyNotice } from "#content/privacy-notice";
import { imageSources } from "#content/images";
import { site } from "#content/site";
import { aboutFaq, aboutHead, aboutInvestorServices, aboutLeadership, aboutPhilosophy } from "#content/pages/about";
import { careerBenefits, careerHead } from "#content/pages/career";
import { homeHead, homeSlider } from "#content/pages/home";
import { homeAbout, homeAdvantages, homeGrowth, homeMission, homeProducts, homeTagline, homeWhomWeServe } from "#content/pages/home-sections";
import { investorsHead } from "#content/pages/investors";
import { lendingPartnersHead } from "#content/pages/lending-partners";
import { notFoundHead } from "#content/pages/not-found";
import { privacyHead } from "#content/pages/privacy";
import { emiCalculator, productBanner, productHead, productSections } from "#content/pages/product";

type Check = { name: string; schema: z.ZodType; value: unknown };

export const contentChecks: Check[] = [
  { name: "content/site.ts", schema: siteSchema, value: site },
  ...Object.entries({ homeHead, aboutHead, productHead, investorsHead, lendingPartnersHead, careerHead, privacyHead, notFoundHead }).map(
    ([name, value]) => ({ name: `content/pages: ${name}`, schema: pageHeadSchema, value }),
  ),
  {
    name: "home page copy (content/pages/home.ts)",
    schema: homeContentSchema,
    value: { slider: homeSlider, mission: homeMission, growth: homeGrowth, whomWeServe: homeWhomWeServe, tagline: homeTagline, products: homeProducts, advantages: homeAdvantages },
  },
  {
    name: "about page copy (content/pages/about.ts)",
    schema: aboutContentSchema,
    value: { investorServices: aboutInvestorServices, leadership: aboutLeadership, philosophy: aboutPhilosophy, faq: aboutFaq },
  },
  { name: "products page copy (content/pages/product.ts)", schema: productContentSchema, value: { sections: productSections, emi: emiCalculator } },
  {
    // Every image a page names must be in the registry (content/images.ts).
    name: "image names used by page copy (content/images.ts)",
    schema: z.array(z.enum(Object.keys(imageSources) as [string, ...string[]])),
    value: [...homeSlider.slides.map((s) => s.image), homeAbout.image.name, productBanner.image, ...aboutLeadership.members.map((m) => m.image)],
  },
  { name: "content/partners.ts", schema: partnersContentSchema, value: { categories: partnerCategories, partners } },
  {
    name: "partner logos (content/images.ts)",
    schema: z.array(z.enum(Object.keys(imageSources) as [string, ...string[]])),
    value: partners.map((p) => p.logo),
  },
  {
    name: "careers (content/jobs.ts, content/pages/career.ts)",
    schema: careerContentSchema,
    value: { benefits: careerBenefits, jobs, officeCities: site.offices.map((o) => o.city) },
  },
  {
    name: "privacy notices (content/privacy-notice.ts, content/forms-copy.ts)",
    schema: privacyContentSchema,
    value: { notice: privacyNotice, formNotices: [newsletterCopy.notice, partnerFormCopy.notice, jobApplicationCopy.notice, loanEnquiryCopy.notice] },
  },
];

/** Returns one readable line per problem; empty when all content is valid. */
export function validateContent(checks: Check[] = contentChecks): string[] {
  const problems: string[] = [];
  for (const c of checks) {
    const r = c.schema.safeParse(c.value);
    if (!r.success) for (const i of r.error.issues) problems.push(`${c.name}: ${i.path.join(".") || "(root)"}: ${i.message}`);
  }
  const titles = checks.filter((c) => c.name.startsWith("content/pages")).map((c) => (c.value as { title: string }).title);
  const dup = titles.find((t, i) => titles.indexOf(t) !== i);
  if (dup) problems.push(`content/pages: two pages share the title "${dup}"; every page needs its own`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = validateContent();
  if (problems.length) {
    console.error("Content is invalid:\n" + problems.map((p) => `  - ${p}`).join("\n"));
    process.exit(1);
  }
  console.log(`content: ${contentChecks.length} modules valid`);
}
