import { aboutHead, aboutHeader } from "../../content/pages/about";
import { PageHeader } from "../components/ui/page-header";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta(aboutHead, "/about");

export default function AboutPage() {
  return <PageHeader title={aboutHeader.title} intro={aboutHeader.intro} />;
}
