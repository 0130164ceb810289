import { investorsHead, investorsHeader } from "../../content/pages/investors";
import { PageHeader } from "../components/ui/page-header";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta(investorsHead, "/investors");

export default function InvestorsPage() {
  return <PageHeader title={investorsHeader.title} intro={investorsHeader.subtitle} />;
}
