import {
  digitalLendingSection,
  disclosuresLabels,
  fairLendingSection,
  investorSection,
  registrationSection,
  safetySection,
} from "#copy/pages/disclosures";
import { HeadedSection } from "../../components/ui/headed-section";

// Read as the page renders, not as the module loads: a render worker kept warm sets the content again between renders
// (docs/decisions/130-live-site-content.md).
const entries = () => [
  { href: "#registration", label: registrationSection.heading },
  { href: "#fair-lending", label: fairLendingSection.heading },
  { href: `#${digitalLendingSection.id}`, label: digitalLendingSection.heading },
  { href: "#stay-safe", label: safetySection.heading },
  { href: `#${investorSection.id}`, label: investorSection.heading },
];

/** 'On this page': a jump link to each group of disclosures. */
export function ContentsNav() {
  return (
    <HeadedSection
      as="nav"
      headingId="disclosures-contents"
      heading={disclosuresLabels.contents}
      headingClassName="text-sm font-semibold uppercase tracking-wider text-muted"
      className="mx-auto max-w-5xl px-4 pt-10 sm:px-6"
    >
      <ul className="mt-3 flex flex-wrap gap-3">
        {entries().map((e) => (
          <li key={e.href}>
            <a
              href={e.href}
              className="inline-block rounded-full border border-navy-100 bg-white px-4 py-2 text-sm font-medium text-navy-900 hover:bg-navy-50"
            >
              {e.label}
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
