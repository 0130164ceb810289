import { careerHead, careerHeader } from "../../content/pages/career";
import { PageHeader } from "../components/ui/page-header";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta(careerHead, "/career");

export default function CareerPage() {
  return <PageHeader title={careerHeader.title} intro={careerHeader.intro} />;
}
