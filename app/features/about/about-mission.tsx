import { aboutMission } from "#copy/pages/about";
import { HeadedSection } from "../../components/ui/headed-section";

export function AboutMission() {
  return (
    <HeadedSection
      headingId="about-mission-heading"
      heading={aboutMission.heading}
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
      innerClassName="max-w-3xl border-l-4 border-saffron-500 pl-6"
    >
      <p className="mt-4 text-lg text-muted">{aboutMission.text}</p>
    </HeadedSection>
  );
}
