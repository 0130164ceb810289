import { AboutBlock } from "./about-block";
import { AdvantageAccordion } from "./advantage-accordion";
import { GrowthSection } from "./growth-section";
import { MissionSection } from "./mission-section";
import { ProductCards } from "./product-cards";
import { RegulatoryInfo } from "./regulatory-info";
import { TaglineBanner } from "./tagline-banner";
import { WhomWeServe } from "./whom-we-serve";

/** The home page after the hero and marquee: loaded as one lazy island. */
export default function HomeBelowTheFold() {
  return (
    <>
      <MissionSection />
      <GrowthSection />
      <AboutBlock />
      <WhomWeServe />
      <TaglineBanner />
      <ProductCards />
      <AdvantageAccordion />
      <RegulatoryInfo />
    </>
  );
}
