import { site } from "#content/site";
import { locale } from "#copy/locale";
import { registrationSection as copy } from "#copy/pages/disclosures";
import { formatDate } from "#shared/india-dates";
import type { DocumentFolder } from "#shared/documents/tree";
import { fill, fillParts } from "../../lib/fill";
import { DocumentLinks } from "./document-link";
import { DisclosureItem } from "./disclosure-item";
import { DisclosureSection } from "./disclosure-section";
import { itemClass } from "./styles";
import { PostalAddress } from "../../components/ui/postal-address";

/** RBI registration, company identity and registered office, and that we take no public deposits. */
export function RegistrationSection({ tree }: { tree: DocumentFolder }) {
  const { rbi, registeredOfficeId } = site.regulatory;
  const office = site.offices.find((o) => o.id === registeredOfficeId);
  return (
    <DisclosureSection id="registration" headingId="registration-heading" heading={copy.heading}>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <DisclosureItem
          title={copy.certificate.title}
          // The category is RBI's own English name for it.
          text={fillParts(copy.certificate.text, {
            category: <span lang="en">{rbi.category}</span>,
            number: rbi.registrationNumber,
            date: formatDate(rbi.registeredOn, locale.months),
          })}
        >
          <DocumentLinks tree={tree} ids={["rbiCertificate"]} />
        </DisclosureItem>
        <DisclosureItem
          title={copy.company.title}
          text={fill(copy.company.text, { legalName: site.brand.legalName, cin: site.brand.cin, bse: site.brand.bseScripCode })}
        >
          {office ? (
            <>
              <p className="mt-3 text-sm font-semibold text-navy-900">{copy.company.office}</p>
              <PostalAddress lines={office.addressLines} className="text-sm not-italic text-ink" />
            </>
          ) : null}
        </DisclosureItem>
        <DisclosureItem title={copy.deposits.title} text={copy.deposits.text} className={`${itemClass} md:col-span-2`} />
      </div>
    </DisclosureSection>
  );
}
