import { lendingPartnersHead, lendingPartnersHeader } from "#copy/pages/lending-partners";
import { PageHeader } from "../components/ui/page-header";
import { CommissionBanner } from "../features/partners/commission-banner";
import { PartnersSection } from "../features/partners/partners-section";
import { pageMeta } from "../features/seo/page-meta";

export const meta = () => pageMeta(lendingPartnersHead, "/lending-partners");

export default function LendingPartnersPage() {
  return (
    <>
      <PageHeader title={lendingPartnersHeader.title} intro={lendingPartnersHeader.intro} />
      <CommissionBanner />
      <PartnersSection />
    </>
  );
}
