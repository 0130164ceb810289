import { investorsHead, investorsHeader, investorsPublished } from "#copy/pages/investors";
import { locale } from "#copy/locale";
import { localizedPath } from "#shared/locales";
import { investorSection } from "#copy/pages/disclosures";
import { PageHeader } from "../components/ui/page-header";
import { lazyIsland } from "../components/ui/lazy-island";
import { InvestorGrievance } from "../features/disclosures/investor-grievance";
import { DocumentLibrary } from "../features/investors/document-library";
// Generated at build from content/documents/ (scripts/documents-manifest.ts);
// only this route and /disclosures import it, so no other page downloads the tree.
import { documentTree } from "../generated/documents";
import { pageMeta } from "../features/seo/page-meta";

export const meta = () => [
  ...pageMeta(investorsHead, "/investors"),
  // The Atom feed of newly published documents, in this page's language (served by the server, not prerendered).
  {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: investorsPublished.feedLinkTitle,
    href: `${localizedPath(locale.lang, "/investors")}/feed.xml`,
  },
];

// The alerts sign-up sits below the library: its code loads when it comes near the viewport (or on focus),
// so the library page's first load and JS budget do not grow.
const InvestorAlerts = lazyIsland("investor-alerts", () => import("../features/investor-alerts/alerts-form"));

export default function InvestorsPage() {
  return (
    <>
      <PageHeader title={investorsHeader.title} intro={investorsHeader.subtitle} />
      <DocumentLibrary tree={documentTree} />
      <InvestorAlerts />
      {/* SEBI LODR 46(2)(j)/(k): the investor grievance contact, with SEBI's SMART ODR portal. */}
      <section aria-label={investorSection.contact.title} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <InvestorGrievance level={2} />
      </section>
    </>
  );
}
