import { useId } from "react";
import { aboutFaq } from "#copy/pages/about";
import { Accordion } from "../../components/ui/accordion";
import { HeadedSection } from "../../components/ui/headed-section";

const look = {
  list: "mt-8 divide-y divide-navy-100 border-y border-navy-100",
  button: "flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-navy-900 hover:text-navy-700",
  panel: "pb-5 text-muted",
};

const plusMinus = (isOpen: boolean) => (
  <span aria-hidden="true" className="text-2xl leading-none text-saffron-600">
    {isOpen ? "−" : "+"}
  </span>
);

/** The FAQ as an accordion: all questions start closed. */
export function Faq() {
  const id = useId();
  const items = aboutFaq.items.map((item) => ({ key: item.question, header: item.question, panel: item.answer }));
  return (
    <HeadedSection headingId={`${id}-heading`} heading={aboutFaq.heading} className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <Accordion id={id} idWords={{ button: "q", panel: "a" }} items={items} initiallyOpen={null} marker={plusMinus} look={look} />
    </HeadedSection>
  );
}
