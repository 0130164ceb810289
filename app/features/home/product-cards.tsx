import { Link } from "react-router";
import { homeProducts } from "#copy/pages/home-sections";

export function ProductCards() {
  return (
    <section aria-labelledby="home-products-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <h2 id="home-products-heading" className="text-3xl font-bold text-navy-900">
        {homeProducts.heading}
      </h2>
      <p className="mt-3 text-lg text-muted">{homeProducts.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeProducts.cards.map((c) => (
          <li key={c.title} className="flex flex-col rounded-xl border border-navy-100 p-6 transition-shadow hover:shadow-lg">
            <h3 className="text-xl font-semibold text-navy-900">{c.title}</h3>
            <p className="mt-2 flex-1 text-muted">{c.text}</p>
          </li>
        ))}
      </ul>
      <Link
        to={homeProducts.link.to}
        className="mt-8 inline-block rounded-md bg-saffron-600 px-5 py-3 font-semibold text-white hover:bg-saffron-500"
      >
        {homeProducts.link.label}
      </Link>
    </section>
  );
}
