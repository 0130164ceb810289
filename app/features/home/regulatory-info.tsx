import { Link } from "react-router";
import { site } from "#content/site";
import { homeRegulatory as copy } from "#copy/pages/home-regulatory";
import { ExternalLink } from "../../components/ui/external-link";
import { fill } from "../../lib/fill";
import { HeadedSection } from "../../components/ui/headed-section";

const link = "inline-block rounded-md border border-navy-100 bg-white px-4 py-2 font-medium text-navy-900 hover:bg-navy-50";

/** The links a regulator looks for on a lender's home page, and its registration numbers. */
export function RegulatoryInfo() {
  return (
    <HeadedSection
      headingId="regulatory-info-heading"
      heading={copy.heading}
      headingClassName="text-xl font-bold text-navy-900"
      className="border-t border-navy-100 bg-navy-50"
      innerClassName="mx-auto max-w-7xl px-4 py-10 sm:px-6"
    >
      <p className="mt-2 text-sm text-muted">{fill(copy.identity, { cin: site.brand.cin, rbi: site.regulatory.rbi.registrationNumber })}</p>
      <ul className="mt-4 flex flex-wrap gap-3 text-sm">
        {copy.links.map((l) => (
          <li key={l.to}>
            {/^https?:/.test(l.to) ? (
              <ExternalLink href={l.to} newTab={copy.newTab} className={link}>
                {l.label}
              </ExternalLink>
            ) : (
              <Link to={l.to} className={link}>
                {l.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
