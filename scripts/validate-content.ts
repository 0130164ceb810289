// Checks the company-editable content against its schemas, so a typo in
// content/ fails the build with the field's name instead of breaking a page.
import { z } from "zod";
import { pageHeadSchema, siteSchema } from "../content/schema";
import { site } from "../content/site";
import { aboutHead } from "../content/pages/about";
import { careerHead } from "../content/pages/career";
import { homeHead } from "../content/pages/home";
import { investorsHead } from "../content/pages/investors";
import { lendingPartnersHead } from "../content/pages/lending-partners";
import { notFoundHead } from "../content/pages/not-found";
import { privacyHead } from "../content/pages/privacy";
import { productHead } from "../content/pages/product";

type Check = { name: string; schema: z.ZodType; value: unknown };

export const contentChecks: Check[] = [
  { name: "content/site.ts", schema: siteSchema, value: site },
  ...Object.entries({ homeHead, aboutHead, productHead, investorsHead, lendingPartnersHead, careerHead, privacyHead, notFoundHead }).map(
    ([name, value]) => ({ name: `content/pages: ${name}`, schema: pageHeadSchema, value }),
  ),
];

/** Returns one readable line per problem; empty when all content is valid. */
export function validateContent(checks: Check[] = contentChecks): string[] {
  const problems: string[] = [];
  for (const c of checks) {
    const r = c.schema.safeParse(c.value);
    if (!r.success) for (const i of r.error.issues) problems.push(`${c.name}: ${i.path.join(".") || "(root)"}: ${i.message}`);
  }
  const titles = contentChecks.filter((c) => c.name.startsWith("content/pages")).map((c) => (c.value as { title: string }).title);
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
