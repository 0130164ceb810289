import { Link } from "react-router";
import { homeProducts } from "#copy/pages/home-sections";
import { HeadedSection } from "../../components/ui/headed-section";
import { TextCards } from "../../components/ui/text-cards";

const look = {
  list: "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
  item: "flex flex-col rounded-xl border border-navy-100 p-6 transition-shadow hover:shadow-lg",
  title: "text-xl font-semibold text-navy-900",
  text: "mt-2 flex-1 text-muted",
};

export function ProductCards() {
  return (
    <HeadedSection
      headingId="home-products-heading"
      heading={homeProducts.heading}
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20"
    >
      <p className="mt-3 text-lg text-muted">{homeProducts.intro}</p>
      <TextCards items={homeProducts.cards} look={look} />
      <Link
        to={homeProducts.link.to}
        className="mt-8 inline-block rounded-md bg-saffron-600 px-5 py-3 font-semibold text-white hover:bg-saffron-500"
      >
        {homeProducts.link.label}
      </Link>
    </HeadedSection>
  );
}
