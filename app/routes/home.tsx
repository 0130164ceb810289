import { homeHead } from "../../content/pages/home";
import { AboutBlock } from "../features/home/about-block";
import { AdvantageAccordion } from "../features/home/advantage-accordion";
import { GrowthSection } from "../features/home/growth-section";
import { Hero } from "../features/home/hero";
import { Marquee } from "../features/home/marquee";
import { MissionSection } from "../features/home/mission-section";
import { ProductCards } from "../features/home/product-cards";
import { TaglineBanner } from "../features/home/tagline-banner";
import { useScrollToTopOnEntry } from "../features/home/use-scroll-to-top-on-entry";
import { WhomWeServe } from "../features/home/whom-we-serve";
import { pageMeta } from "../lib/seo";
import { organizationJsonLd } from "../lib/structured-data";

export const meta = () => [...pageMeta(homeHead, "/"), { "script:ld+json": organizationJsonLd() }];

export default function Home() {
  useScrollToTopOnEntry();
  return (
    <>
      <Hero />
      <Marquee />
      <MissionSection />
      <GrowthSection />
      <AboutBlock />
      <WhomWeServe />
      <TaglineBanner />
      <ProductCards />
      <AdvantageAccordion />
    </>
  );
}
