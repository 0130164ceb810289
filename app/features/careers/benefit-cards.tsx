import { careerBenefits } from "#copy/pages/career";
import { HeadedSection } from "../../components/ui/headed-section";
import { TextCards } from "../../components/ui/text-cards";

const look = {
  list: "mt-8 grid gap-6 md:grid-cols-3",
  item: "rounded-xl bg-white p-6 shadow-sm",
  title: "text-lg font-semibold text-navy-900",
  text: "mt-2 text-muted",
};

/** The three benefit cards (docs/requirements.md#career). */
export function BenefitCards() {
  return (
    <HeadedSection
      headingId="benefits-heading"
      heading={careerBenefits.heading}
      headingClassName="text-2xl font-bold text-navy-900"
      className="bg-navy-50"
      innerClassName="mx-auto max-w-7xl px-4 py-14 sm:px-6"
    >
      <TextCards items={careerBenefits.cards} look={look} />
    </HeadedSection>
  );
}
