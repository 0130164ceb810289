import { homeGrowth } from "#copy/pages/home-sections";
import { HeadedSection } from "../../components/ui/headed-section";
import { TextCards } from "../../components/ui/text-cards";
import { useRevealed } from "./use-revealed";
import "./home.css";

const look = {
  list: "mt-10 grid gap-6 md:grid-cols-3",
  item: "border-l-4 border-saffron-500 pl-4",
  title: "text-lg font-semibold text-navy-900",
  text: "mt-1 text-muted",
};

/** Prerendered in full; with scripts it rises into view when first seen. */
export function GrowthSection() {
  const { ref, revealed } = useRevealed<HTMLElement>();
  return (
    <HeadedSection
      ref={ref}
      headingId="growth-heading"
      data-revealed={revealed}
      eyebrow={homeGrowth.eyebrow}
      heading={homeGrowth.heading}
      headingClassName="mt-2 max-w-3xl text-3xl font-bold text-navy-900"
      className="growth-reveal bg-navy-50"
      innerClassName="growth-inner mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20"
    >
      <p className="mt-4 max-w-3xl text-lg text-muted">{homeGrowth.text}</p>
      <TextCards items={homeGrowth.points} look={look} />
    </HeadedSection>
  );
}
