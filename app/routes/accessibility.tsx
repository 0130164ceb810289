import { reviewed } from "#content/law";
import { accessibilityHead, accessibilityHeader } from "#copy/pages/accessibility";
import { locale } from "#copy/locale";
import { AsOf } from "../components/ui/as-of";
import { PageHeader } from "../components/ui/page-header";
import { AccessibilityStatement } from "../features/accessibility/accessibility-statement";
import { pageMeta } from "../features/seo/page-meta";

export const meta = () => pageMeta(accessibilityHead, "/accessibility");

export default function AccessibilityPage() {
  return (
    <>
      <PageHeader title={accessibilityHeader.title} intro={accessibilityHeader.intro}>
        <AsOf date={reviewed["/accessibility"]} template={locale.asOf} months={locale.months} />
      </PageHeader>
      <AccessibilityStatement />
    </>
  );
}
