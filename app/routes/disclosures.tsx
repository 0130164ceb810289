import { reviewed } from "#content/law";
import { locale } from "#copy/locale";
import { disclosuresHead, disclosuresHeader } from "#copy/pages/disclosures";
import { AsOf } from "../components/ui/as-of";
import { PageHeader } from "../components/ui/page-header";
import { ContentsNav } from "../features/disclosures/contents-nav";
import { DigitalLendingSection } from "../features/disclosures/digital-lending-section";
import { FairLendingSection } from "../features/disclosures/fair-lending-section";
import { InvestorSection } from "../features/disclosures/investor-section";
import { RegistrationSection } from "../features/disclosures/registration-section";
import { SafetySection } from "../features/disclosures/safety-section";
import { pageMeta } from "../features/seo/page-meta";
// The generated document tree (as on /investors): links go only to documents
// the build found, and the Regulation 46 index marks what is not there yet.
import { documentTree } from "../generated/documents";

export const meta = () => pageMeta(disclosuresHead, "/disclosures");

export default function DisclosuresPage() {
  return (
    <>
      <PageHeader title={disclosuresHeader.title} intro={disclosuresHeader.intro}>
        <AsOf date={reviewed["/disclosures"]} template={locale.asOf} months={locale.months} />
      </PageHeader>
      <ContentsNav />
      <RegistrationSection tree={documentTree} />
      <FairLendingSection tree={documentTree} />
      <DigitalLendingSection tree={documentTree} />
      <SafetySection />
      <InvestorSection tree={documentTree} />
    </>
  );
}
