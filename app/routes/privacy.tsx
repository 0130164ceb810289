import { privacyHead, privacyHeader } from "#copy/pages/privacy";
import { PageHeader } from "../components/ui/page-header";
import { PrivacyNotice } from "../features/privacy/privacy-notice";
import { pageMeta } from "../features/seo/page-meta";

export const meta = () => pageMeta(privacyHead, "/privacy");

export default function PrivacyPage() {
  return (
    <>
      <PageHeader title={privacyHeader.title} intro={privacyHeader.intro} />
      <PrivacyNotice />
    </>
  );
}
