import { Link } from "react-router";
import { aboutInvestorServices } from "#copy/pages/about";
import { HeadedSection } from "../../components/ui/headed-section";

const card =
  "group flex h-full flex-col rounded-xl border border-navy-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg focus-visible:shadow-lg";

/** Six cards, each leading to its place in the investor library (or the grievance mailbox). */
export function InvestorServices() {
  return (
    <HeadedSection
      headingId="investor-services-heading"
      heading={aboutInvestorServices.heading}
      className="bg-navy-50"
      innerClassName="mx-auto max-w-7xl px-4 py-16 sm:px-6"
    >
      <p className="mt-3 text-lg text-muted">{aboutInvestorServices.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {aboutInvestorServices.cards.map((c) => {
          const body = (
            <>
              <h3 className="text-xl font-semibold text-navy-900 group-hover:underline">{c.title}</h3>
              <p className="mt-2 flex-1 text-muted">{c.text}</p>
              <span aria-hidden="true" className="mt-4 font-semibold text-saffron-600">
                →
              </span>
            </>
          );
          return (
            <li key={c.title}>
              {c.href.startsWith("/") ? (
                <Link to={c.href} className={card}>
                  {body}
                </Link>
              ) : (
                <a href={c.href} className={card}>
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
