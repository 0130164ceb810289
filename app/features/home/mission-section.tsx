import { homeMission } from "#copy/pages/home-sections";
import { HeadedSection } from "../../components/ui/headed-section";
import { TextCards } from "../../components/ui/text-cards";

const look = {
  list: "mt-10 grid gap-6 md:grid-cols-3",
  item: "rounded-xl border border-navy-100 bg-white p-6 shadow-sm",
  title: "mt-4 text-xl font-semibold text-navy-900",
  text: "mt-2 text-muted",
};

const accentRule = () => <span aria-hidden="true" className="block h-1 w-10 rounded bg-saffron-500" />;

export function MissionSection() {
  return (
    <HeadedSection
      headingId="mission-heading"
      eyebrow={homeMission.eyebrow}
      heading={homeMission.heading}
      headingClassName="mt-2 text-3xl font-bold text-navy-900"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20"
    >
      <p className="mt-4 max-w-3xl text-lg text-muted">{homeMission.text}</p>
      <TextCards items={homeMission.cards} look={look} lead={accentRule} />
    </HeadedSection>
  );
}
