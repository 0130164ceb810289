import { useId } from "react";
import { homeAdvantages } from "#copy/pages/home-sections";
import { Accordion } from "../../components/ui/accordion";
import { HeadedSection } from "../../components/ui/headed-section";

const look = {
  list: "mt-8 divide-y divide-navy-100 rounded-xl bg-white shadow-sm",
  button: "flex w-full items-center justify-between gap-4 px-6 py-4 text-left text-lg font-semibold text-navy-900 hover:bg-navy-50",
  panel: "max-h-[200px] overflow-y-auto px-6 pb-5 text-muted",
};

const chevron = (isOpen: boolean) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${isOpen ? "rotate-180" : ""}`}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The advantages as an accordion, the first one open. */
export function AdvantageAccordion() {
  const id = useId();
  const items = homeAdvantages.items.map((item) => ({ key: item.title, header: item.title, panel: item.text }));
  return (
    <HeadedSection
      headingId={`${id}-heading`}
      heading={homeAdvantages.heading}
      className="bg-navy-50"
      innerClassName="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20"
    >
      <Accordion id={id} idWords={{ button: "button", panel: "panel" }} items={items} initiallyOpen={0} marker={chevron} look={look} />
    </HeadedSection>
  );
}
