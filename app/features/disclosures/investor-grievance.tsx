import { regulatorLinks } from "#content/regulators";
import { grievance } from "#content/grievance";
import { disclosuresLabels as labels, investorSection as copy } from "#copy/pages/disclosures";
import { ExternalLink } from "../../components/ui/external-link";
import { formatPhone, telHref } from "../../lib/phone";
import { itemClass, itemTitleClass, linkClass } from "./styles";

/**
 * The investor grievance contact and SEBI's SMART ODR portal: on the
 * disclosures page (under 'For investors', headings h3) and on the Investors
 * page (its own section, headings h2).
 */
export function InvestorGrievance({ level = 3 }: { level?: 2 | 3 }) {
  const H = level === 2 ? "h2" : "h3";
  const contact = grievance.investorContact;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <article id={copy.contact.id} aria-labelledby="investor-grievance-title" className={itemClass}>
        <H id="investor-grievance-title" className={itemTitleClass}>
          {copy.contact.title}
        </H>
        <p className="mt-2 text-muted">{copy.contact.text}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{labels.name}</dt>
          <dd>
            {contact.name}, {copy.contact.designation}
          </dd>
          <dt className="text-muted">{labels.email}</dt>
          <dd>
            <a href={`mailto:${contact.email}`} className={linkClass}>
              {contact.email}
            </a>
          </dd>
          <dt className="text-muted">{labels.phone}</dt>
          <dd>
            <a href={telHref(contact.phone)} className={linkClass}>
              {formatPhone(contact.phone)}
            </a>
          </dd>
        </dl>
      </article>
      <article aria-labelledby="smart-odr-title" className={itemClass}>
        <H id="smart-odr-title" className={itemTitleClass}>
          {copy.smartOdr.title}
        </H>
        <p className="mt-2 text-muted">{copy.smartOdr.text}</p>
        <ExternalLink href={regulatorLinks.smartOdr} newTab={labels.newTab} className={`mt-3 inline-block ${linkClass}`}>
          {copy.smartOdr.link}
        </ExternalLink>
      </article>
    </div>
  );
}
