import { homeWhomWeServe } from "#copy/pages/home-sections";
import { HeadedSection } from "../../components/ui/headed-section";
import { TextCards } from "../../components/ui/text-cards";

const look = {
  list: "mt-10 grid gap-6 md:grid-cols-3",
  item: "rounded-xl bg-white p-6 shadow-sm",
  title: "mt-3 text-xl font-semibold text-navy-900",
  text: "mt-2 text-muted",
};

/** The segments' numbers are decoration: the ordered list already tells a screen reader the order. */
function segmentNumber(index: number) {
  return (
    <span aria-hidden="true" className="text-3xl font-bold text-saffron-600">
      {String(index + 1).padStart(2, "0")}
    </span>
  );
}

export function WhomWeServe() {
  return (
    <HeadedSection
      headingId="serve-heading"
      heading={homeWhomWeServe.heading}
      className="bg-navy-50"
      innerClassName="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20"
    >
      <p className="mt-3 max-w-3xl text-lg text-muted">{homeWhomWeServe.intro}</p>
      <TextCards items={homeWhomWeServe.segments} look={look} ordered lead={segmentNumber} />
    </HeadedSection>
  );
}
