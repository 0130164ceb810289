import { site } from "#content/site";
import { locale } from "#copy/locale";
import { registrationSection as copy } from "#copy/pages/disclosures";
import { formatDate } from "#shared/india-dates";
import type { DocumentFolder } from "#shared/documents/tree";
import { fill, fillParts } from "../../lib/fill";
import { DocumentLinks } from "./document-link";
import { headingClass, itemClass, itemTitleClass, sectionClass } from "./styles";

/** RBI registration, company identity and registered office, and that we take no public deposits. */
export function RegistrationSection({ tree }: { tree: DocumentFolder }) {
  const { rbi, registeredOfficeId } = site.regulatory;
  const office = site.offices.find((o) => o.id === registeredOfficeId);
  return (
    <section id="registration" aria-labelledby="registration-heading" className={sectionClass}>
      <h2 id="registration-heading" className={headingClass}>
        {copy.heading}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className={itemClass}>
          <h3 className={itemTitleClass}>{copy.certificate.title}</h3>
          <p className="mt-2 text-muted">
            {/* The category is RBI's own English name for it. */}
            {fillParts(copy.certificate.text, {
              category: <span lang="en">{rbi.category}</span>,
              number: rbi.registrationNumber,
              date: formatDate(rbi.registeredOn, locale.months),
            })}
          </p>
          <DocumentLinks tree={tree} ids={["rbiCertificate"]} />
        </div>
        <div className={itemClass}>
          <h3 className={itemTitleClass}>{copy.company.title}</h3>
          <p className="mt-2 text-muted">
            {fill(copy.company.text, { legalName: site.brand.legalName, cin: site.brand.cin, bse: site.brand.bseScripCode })}
          </p>
          {office ? (
            <>
              <p className="mt-3 text-sm font-semibold text-navy-900">{copy.company.office}</p>
              <address lang="en" className="text-sm not-italic text-ink">
                {office.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </>
          ) : null}
        </div>
        <div className={`${itemClass} md:col-span-2`}>
          <h3 className={itemTitleClass}>{copy.deposits.title}</h3>
          <p className="mt-2 text-muted">{copy.deposits.text}</p>
        </div>
      </div>
    </section>
  );
}
