import { regulatorLinks } from "#content/regulators";
import { disclosuresLabels as labels, safetySection as copy } from "#copy/pages/disclosures";
import { ExternalLink } from "../../components/ui/external-link";
import { headingClass, itemClass, itemTitleClass, linkClass, sectionClass } from "./styles";
import { lawNames } from "#copy/law";
import { citeLaw } from "#shared/law";

/** RBI Sachet, the Ombudsman's portal, and how to tell us from a fraudster (we never ask for money to sanction a loan). */
export function SafetySection() {
  return (
    <section id="stay-safe" aria-labelledby="stay-safe-heading" className={sectionClass}>
      <h2 id="stay-safe-heading" className={headingClass}>
        {copy.heading}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <article aria-labelledby="sachet-title" className={itemClass}>
          <h3 id="sachet-title" className={itemTitleClass}>
            {copy.sachet.title}
          </h3>
          <p className="mt-2 text-muted">{copy.sachet.text}</p>
          <ExternalLink href={regulatorLinks.sachet} newTab={labels.newTab} className={`mt-3 inline-block ${linkClass}`}>
            {copy.sachet.link}
          </ExternalLink>
        </article>
        <article aria-labelledby="ombudsman-title" className={itemClass}>
          <h3 id="ombudsman-title" className={itemTitleClass}>
            {copy.ombudsman.title}
          </h3>
          <p className="mt-2 text-muted">{citeLaw(copy.ombudsman.text, lawNames)}</p>
          <ExternalLink href={regulatorLinks.cms} newTab={labels.newTab} className={`mt-3 inline-block ${linkClass}`}>
            {copy.ombudsman.link}
          </ExternalLink>
        </article>
        <article aria-labelledby="fraud-title" className={`${itemClass} border-saffron-600 md:col-span-2`}>
          <h3 id="fraud-title" className={itemTitleClass}>
            {copy.fraud.title}
          </h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-ink">
            {copy.fraud.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}
