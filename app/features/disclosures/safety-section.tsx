import { regulatorLinks } from "#content/regulators";
import { disclosuresLabels as labels, safetySection as copy } from "#copy/pages/disclosures";
import { ExternalLink } from "../../components/ui/external-link";
import { DisclosureItem } from "./disclosure-item";
import { DisclosureSection } from "./disclosure-section";
import { itemClass, linkClass } from "./styles";
import { lawNames } from "#copy/law";
import { citeLaw } from "#shared/law";

/** RBI Sachet, the Ombudsman's portal, and how to tell us from a fraudster (we never ask for money to sanction a loan). */
export function SafetySection() {
  return (
    <DisclosureSection id="stay-safe" headingId="stay-safe-heading" heading={copy.heading}>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <DisclosureItem titleId="sachet-title" title={copy.sachet.title} text={copy.sachet.text}>
          <ExternalLink href={regulatorLinks.sachet} newTab={labels.newTab} className={`mt-3 inline-block ${linkClass}`}>
            {copy.sachet.link}
          </ExternalLink>
        </DisclosureItem>
        <DisclosureItem titleId="ombudsman-title" title={copy.ombudsman.title} text={citeLaw(copy.ombudsman.text, lawNames)}>
          <ExternalLink href={regulatorLinks.cms} newTab={labels.newTab} className={`mt-3 inline-block ${linkClass}`}>
            {copy.ombudsman.link}
          </ExternalLink>
        </DisclosureItem>
        <DisclosureItem titleId="fraud-title" title={copy.fraud.title} className={`${itemClass} border-saffron-600 md:col-span-2`}>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-ink">
            {copy.fraud.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </DisclosureItem>
      </div>
    </DisclosureSection>
  );
}
