import { aboutPhilosophy } from "#copy/pages/about";
import { HeadedSection } from "../../components/ui/headed-section";
import { TextCards } from "../../components/ui/text-cards";

const look = {
  list: "mt-10 grid gap-6 md:grid-cols-3",
  item: "rounded-xl bg-white/5 p-6 ring-1 ring-white/15",
  title: "text-xl font-semibold text-saffron-400",
  text: "mt-2 text-white/85",
};

export function LeadershipPhilosophy() {
  return (
    <HeadedSection
      headingId="philosophy-heading"
      heading={aboutPhilosophy.heading}
      headingClassName="text-3xl font-bold"
      className="bg-navy-900 text-white"
      innerClassName="mx-auto max-w-7xl px-4 py-16 sm:px-6"
    >
      <TextCards items={aboutPhilosophy.items} look={look} />
    </HeadedSection>
  );
}
