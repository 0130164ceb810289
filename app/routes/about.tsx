import { aboutHead, aboutHeader } from "#copy/pages/about";
import { PageHeader } from "../components/ui/page-header";
import { AboutMission } from "../features/about/about-mission";
import { Faq } from "../features/about/faq";
import { InvestorServices } from "../features/about/investor-services";
import { LeadershipPhilosophy } from "../features/about/leadership-philosophy";
import { LeadershipTeam } from "../features/about/leadership-team";
import { pageMeta } from "../features/seo/page-meta";

export const meta = () => pageMeta(aboutHead, "/about");

export default function AboutPage() {
  return (
    <>
      <PageHeader title={aboutHeader.title} intro={aboutHeader.intro} />
      <AboutMission />
      <InvestorServices />
      <LeadershipTeam />
      <LeadershipPhilosophy />
      <Faq />
    </>
  );
}
