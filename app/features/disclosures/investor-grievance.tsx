import { regulatorLinks } from "#content/regulators";
import { grievance } from "#content/grievance";
import { disclosuresLabels as labels, investorSection as copy } from "#copy/pages/disclosures";
import { ExternalLink } from "../../components/ui/external-link";
import { formatPhone, telHref } from "../../lib/phone";
import { DisclosureItem } from "./disclosure-item";
import { linkClass } from "./styles";

/**
 * The investor grievance contact and SEBI's SMART ODR portal: on the
 * disclosures page (under 'For investors', headings h3) and on the Investors
 * page (its own section, headings h2).
 */
export function InvestorGrievance({ level = 3 }: { level?: 2 | 3 }) {
  const contact = grievance.investorContact;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <DisclosureItem
        id={copy.contact.id}
        titleId="investor-grievance-title"
        title={copy.contact.title}
        text={copy.contact.text}
        level={level}
      >
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
      </DisclosureItem>
      <DisclosureItem titleId="smart-odr-title" title={copy.smartOdr.title} text={copy.smartOdr.text} level={level}>
        <ExternalLink href={regulatorLinks.smartOdr} newTab={labels.newTab} className={`mt-3 inline-block ${linkClass}`}>
          {copy.smartOdr.link}
        </ExternalLink>
      </DisclosureItem>
    </div>
  );
}
